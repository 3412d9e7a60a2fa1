// Redocly's linter, run as its CLI (@redocly/cli bundles its own core and exports no API), with the repository's
// redocly.yaml: the recommended rules and the reasons for each change to them.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../../src/base/paths.js';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
export interface LintReport {
  totals: { errors: number; warnings: number };
  problems: LintProblem[];
}

const CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

export async function redoclyLint(file: string): Promise<LintReport> {
  const args = [CLI, 'lint', file, '--format', 'json', '--config', join(ROOT, 'redocly.yaml')];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // Exit 1 when it finds an error: the report on stdout says which, so the exit code is not what is read.
  const { stdout } = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  return JSON.parse(stdout) as LintReport;
}
