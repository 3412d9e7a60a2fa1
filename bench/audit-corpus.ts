// The traffic the audit and proxy sections measure: the documented rules that send one request, run once against an
// in-process sandbox (runRules, as a live run sends them), their exchanges kept as a capture holds them. Audit's corpus
// is the JSON operations' (no multipart), written as NDJSON lines repeated to the size a section needs.
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { ROOT } from '../src/base/paths.js';
import { OPERATIONS } from '../src/model/operations.js';
import type { CaseResult, Rule } from '../src/model/types.js';
import { allRules } from '../src/rules/index.js';
import { runRules } from '../src/case/run.js';
import { sandboxTarget } from '../src/targets/sandbox.js';
import { createClient } from '../src/transport/client.js';
import { ndjsonLine, repeated, type WireExchange, wireExchanges } from './capture-lines.js';

const oneRequest = (r: Rule) => r.before === undefined && r.sends === undefined && r.after === undefined;

/** The documented rules of JSON operations that send one request: what audit's rate is measured on. */
export const corpusRules = (rules: Rule[]): Rule[] =>
  rules.filter((r) => r.strength === 'documented' && oneRequest(r) && OPERATIONS[r.operation].body === 'json');

/** The cases of `rules` against a sandbox started in this process for them, and closed after. */
export async function casesOnSandbox(rules: Rule[]): Promise<CaseResult[]> {
  // Retries of a 503 are real, their waiting is not: the sleeps would only make the corpus slower to build.
  const client = createClient({ sleep: async () => {} });
  try {
    return (await runRules({ rules, target: await sandboxTarget({ faults: [] }), seed: 1, client })).results;
  } finally {
    await client.close();
  }
}

/** The team's credentials as audit and the proxy read them: the sandbox profile's, whatever the bench's environment
 * holds (a live .env's would make every request of the corpus a wrong pair). */
export function sandboxCredentials(): { VTS_APP_ID: string; VTS_APP_KEY: string } {
  const profile = join(ROOT, 'fixtures', 'targets', 'sandbox.json');
  const { appId = '', appKey = '' } = (JSON.parse(readFileSync(profile, 'utf8')) as { data: Record<string, string> }).data;
  return { VTS_APP_ID: appId, VTS_APP_KEY: appKey };
}

export interface AuditCorpus {
  lines: string[];
  /** The base URLs the requests went to: audit's --server, each. */
  servers: string[];
}

export async function auditCorpus(): Promise<AuditCorpus> {
  const exchanges = await wireExchanges(await casesOnSandbox(corpusRules(allRules())));
  return { lines: exchanges.map(ndjsonLine), servers: serversOf(exchanges) };
}

/** The origins the exchanges went to: the JSON operations' hosts have no path prefix on the sandbox (only the face
 * match regions do, and face match is multipart). */
const serversOf = (exchanges: WireExchange[]): string[] => [...new Set(exchanges.map((e) => new URL(e.url).origin))];

/** Lines a write carries: one write a line would spend the 1M-line file's time in the stream's bookkeeping. */
const BATCH = 1000;

/** Writes `count` lines of the corpus to `file`, gzipped when asked (audit tells gzip by its first bytes). */
export async function writeCorpus(file: string, lines: readonly string[], count: number, gzip = false): Promise<void> {
  const text = Readable.from(
    (function* () {
      const batch: string[] = [];
      for (const line of repeated(lines, count)) {
        batch.push(line);
        if (batch.length === BATCH) yield `${batch.splice(0).join('\n')}\n`;
      }
      if (batch.length > 0) yield `${batch.join('\n')}\n`;
    })(),
  );
  const out = createWriteStream(file);
  if (gzip) await pipeline(text, createGzip({ level: 1 }), out);
  else await pipeline(text, out);
}
