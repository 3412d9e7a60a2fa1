// `npm run conformance`: run the rules against a target, print the matrix, write the reports, gate: exit 0/1/2.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { VtsError } from '../errors.js';
import { loadBaseline } from '../gate/baseline.js';
import { decide, EXIT_MEANING } from '../gate/decide.js';
import { ROOT, reportsDir } from '../paths.js';
import { writeAllureResult, writeAllureRunFiles } from '../report/allure/result.js';
import { matrixText } from '../report/matrix.js';
import { scrubbedEntries, writeEntryReports } from '../report/write.js';
import { runRules } from '../run.js';
import { freshSeed } from '../seed.js';
import { openTarget, targetName } from '../targets/index.js';
import type { CaseResult } from '../types.js';
import { parseRunArgs, selectRules, shardOf } from './args.js';
import { progress } from './progress.js';
import { say } from './say.js';

export const USAGE = `Usage: npm run conformance -- [options]

Runs every documented rule against a target and gates on the verdicts.

Options:
  --target <replay|sandbox|live>  where requests go (default: $VTS_TARGET or replay: recordings, network off)
  --record                        write each exchange, redacted, to fixtures/recordings/ (needs sandbox or live)
  --operation <id>                only this operation (repeatable)
  --rule <id>                     only this rule (repeatable)
  --seed <n>                      data seed for sandbox/live (default: fresh, printed); replay uses the recorded seed
  --shard <k/n>                   run the k-th of n shards (merge them with npm run report:merge)
  --strict                        also fail on infra and vendor-fault verdicts and on stale baseline entries
  --list                          print the selected rules and exit
  -h, --help                      this text

Accepted deviations: fixtures/baseline/<target>.verdicts.json (npm run baseline:update rewrites it).
Exit codes: 0 no new violation · 1 a new violation · 2 a harness error, an incomplete run or a usage error.
Reports: reports/verdicts.json, junit.xml, summary.md (VTS_REPORTS_DIR moves them).`;

export async function conformanceCommand(argv: string[], out: (line: string) => void, defaults: { record?: boolean } = {}): Promise<number> {
  try {
    const args = parseRunArgs(argv);
    if (args.help) return say(out, USAGE, 0);
    const rules = shardOf(selectRules(args), args.shard);
    if (args.list) return say(out, rules.map((r) => `${r.id}  ${r.strength === 'probe' ? '(probe) ' : ''}${r.title}`).join('\n'), 0);
    const record = args.record || (defaults.record ?? false);
    const name = targetName(args.target ?? (record ? 'sandbox' : undefined));
    const baseline = loadBaseline(name);
    const target = await openTarget(name, rules, { record, fullRun: args.rules.length === 0 && args.shard === undefined });
    const seed = args.seed ?? freshSeed();
    const shard = args.shard && `${args.shard[0]}/${args.shard[1]}`;
    out(
      `vts-conformance: ${rules.length} rules against ${name}${record ? ' (recording)' : ''}${shard ? `, shard ${shard}` : ''}, seed ${name === 'replay' ? 'from recordings' : seed}`,
    );
    const meta = { target: name, seed, complete: false, ...(shard ? { shard } : {}) };
    // One run, one set of Allure results: earlier runs' results would mix into this run's report.
    const allureDir = join(reportsDir(), 'allure-results');
    rmSync(allureDir, { recursive: true, force: true });
    const allureMeta = { target: name, seed, runId: randomUUID() };
    writeAllureRunFiles(allureDir, allureMeta);
    const tick = progress(rules.length, out);
    const results: CaseResult[] = [];
    const outcome = await runRules({
      rules,
      target,
      seed,
      onResult: (r) => {
        results.push(r);
        // Written after every case: a crash or a cancelled job still leaves every verdict so far.
        const { entries, scrubber } = scrubbedEntries(results, target.secrets);
        tick(r, scrubber);
        writeEntryReports(reportsDir(), meta, entries);
        writeAllureResult(allureDir, r, allureMeta, scrubber);
      },
    });
    const { entries } = scrubbedEntries(outcome.results, target.secrets);
    const gate = decide(entries, baseline, { complete: outcome.complete, strict: args.strict });
    const written = writeEntryReports(reportsDir(), { ...meta, complete: outcome.complete }, entries, gate);
    out('');
    out(matrixText(entries));
    for (const note of [...outcome.notes, ...gate.lines]) out(note);
    out('');
    out(`reports: ${written.map((p) => relative(ROOT, p) || p).join(', ')}`);
    const failed = [...gate.failing, ...entries.filter((e) => e.verdict === 'harness-error')][0];
    const seedOf = entries.find((e) => e.ruleId === failed?.ruleId)?.seed;
    if (failed) out(`reproduce: npm run conformance -- --rule ${failed.ruleId} --seed ${seedOf} --target ${name}`);
    out(`exit ${gate.code}: ${EXIT_MEANING[gate.code]}`);
    return gate.code;
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  }
}
