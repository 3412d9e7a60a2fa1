// `npm run report:merge -- <shard reports dir>...`: one matrix, one set of reports and one exit code from several shards.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../errors.js';
import { loadBaseline } from '../gate/baseline.js';
import { decide, EXIT_MEANING } from '../gate/decide.js';
import { reportsDir } from '../paths.js';
import { matrixText } from '../report/matrix.js';
import type { VerdictsFile } from '../report/verdicts-json.js';
import { writeEntryReports } from '../report/write.js';
import { say } from './say.js';

export const MERGE_USAGE = `Usage: npm run report:merge -- [--strict] [--out <dir>] <shard reports dir>...

Reads <dir>/verdicts.json of every shard (and copies <dir>/allure-results/ into <out>/allure-results/), writes the
merged verdicts.json, junit.xml and summary.md to --out (default reports/), prints the matrix and gates the whole run
against fixtures/baseline/<target>.verdicts.json. Exit codes as npm run conformance.`;

export async function mergeCommand(argv: string[], out: (line: string) => void): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { strict: { type: 'boolean' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help) return say(out, MERGE_USAGE, 0);
    if (positionals.length === 0) return say(out, MERGE_USAGE, 2);
    const shards: VerdictsFile[] = positionals.map((dir) => {
      const file = join(dir, 'verdicts.json');
      if (!existsSync(file)) throw new VtsError('VTS_ERR_USAGE', `${file} does not exist: pass the reports directory of each shard`);
      return JSON.parse(readFileSync(file, 'utf8'));
    });
    const targets = new Set(shards.map((s) => s.target));
    if (targets.size > 1) throw new VtsError('VTS_ERR_USAGE', `the shards ran against different targets (${[...targets].join(', ')}): merge one target at a time`);
    const entries = shards.flatMap((s) => s.cases);
    const duplicated = entries.filter((e, i) => entries.findIndex((f) => f.ruleId === e.ruleId) !== i).map((e) => e.ruleId);
    if (duplicated.length > 0) throw new VtsError('VTS_ERR_USAGE', `rules in more than one shard: ${duplicated.join(', ')}: pass each shard once`);
    const target = shards[0]?.target ?? 'replay';
    // Complete only if every shard is, and the shard numbers k/n cover 1..n.
    const counts = new Set(shards.map((s) => s.shard?.split('/')[1]));
    const seen = new Set(shards.map((s) => s.shard?.split('/')[0]));
    const n = Number([...counts][0]);
    const complete = shards.every((s) => s.complete) && counts.size === 1 && (shards.every((s) => !s.shard) || seen.size === n);
    const gate = decide(entries, loadBaseline(target), { complete, strict: values.strict ?? false });
    const dir = values.out ?? reportsDir();
    const meta = { target, seed: shards[0]?.seed ?? 0, complete };
    const written = writeEntryReports(dir, meta, entries, gate);
    for (const shardDir of positionals) {
      const results = join(shardDir, 'allure-results');
      if (existsSync(results)) for (const f of readdirSync(results)) cpSync(join(results, f), join(dir, 'allure-results', f));
    }
    out(matrixText(entries));
    for (const line of gate.lines) out(line);
    out(`reports: ${written.map((p) => relative(process.cwd(), p)).join(', ')}`);
    out(`exit ${gate.code}: ${EXIT_MEANING[gate.code]}`);
    return gate.code;
  } catch (err) {
    if (err instanceof VtsError || err instanceof TypeError) return say(out, `error: ${(err as Error).message}`, 2);
    throw err;
  }
}
