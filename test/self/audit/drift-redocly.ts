// Redocly's `drift` (experimental in @redocly/cli), run as its CLI on a capture against contract/openapi.json: the tool
// a team would reach for, set beside audit. Its SARIF is read, not its JSON: the JSON merges a finding met on several
// exchanges into one problem that names only the first, where SARIF keeps a result per exchange.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../../src/base/paths.js';

export interface DriftFinding {
  /** 0-based index of the capture's entry. */
  exchangeIndex: number;
  /** What the finding is about: drift's `target`. */
  target: 'request' | 'response';
  ruleId: string;
  level: string;
  message: string;
  method: string;
  path: string;
  status: number;
}

interface SarifResult {
  ruleId: string;
  level: string;
  message: { text: string };
  properties: Omit<DriftFinding, 'ruleId' | 'level' | 'message'>;
}

const CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Drift's findings on `traffic`, its URLs read under `server` (drift takes one: the rest is matched as the path). */
export async function redoclyDrift(traffic: string, server: string): Promise<DriftFinding[]> {
  const api = join(ROOT, 'contract', 'openapi.json');
  const args = [CLI, 'drift', traffic, '--api', api, '--format', 'sarif', '--server', server];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // Exit 1 when it finds drift: the report on stdout says which, so the exit code is not what is read.
  const { stdout } = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  const sarif = JSON.parse(stdout) as { runs: { results: SarifResult[] }[] };
  return sarif.runs.flatMap((run) =>
    run.results.map((r) => ({ ...r.properties, ruleId: r.ruleId, level: r.level, message: r.message.text })),
  );
}
