// `npm run conformance`: run the rules against a target, print the matrix, write the reports, exit 0/1/2.
import { relative } from 'node:path';
import { VtsError } from '../errors.js';
import { ROOT, reportsDir } from '../paths.js';
import { matrix } from '../report/matrix.js';
import { writeReports } from '../report/write.js';
import { exitCodeOf, runRules } from '../run.js';
import { freshSeed } from '../seed.js';
import { openTarget, targetName } from '../targets/index.js';
import type { CaseResult } from '../types.js';
import { parseRunArgs, selectRules } from './args.js';
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
  --strict                        also fail on infra and vendor-fault verdicts
  --list                          print the selected rules and exit
  -h, --help                      this text

Exit codes: 0 no violation · 1 a violation · 2 a harness error, an incomplete run or a usage error.
Reports: reports/verdicts.json, reports/junit.xml (VTS_REPORTS_DIR moves them).`;

export async function conformanceCommand(
  argv: string[],
  out: (line: string) => void,
  defaults: { record?: boolean } = {},
): Promise<number> {
  try {
    const args = parseRunArgs(argv);
    if (args.help) return say(out, USAGE, 0);
    const rules = selectRules(args);
    if (args.list)
      return say(out, rules.map((r) => `${r.id}  ${r.strength === 'probe' ? '(probe) ' : ''}${r.title}`).join('\n'), 0);
    const record = args.record || (defaults.record ?? false);
    const name = targetName(args.target ?? (record ? 'sandbox' : undefined));
    const target = await openTarget(name, rules, { record, fullRun: args.rules.length === 0 });
    const seed = args.seed ?? freshSeed();
    out(
      `vts-conformance: ${rules.length} rules against ${name}${record ? ' (recording)' : ''}, seed ${name === 'replay' ? 'from recordings' : seed}`,
    );
    const meta = { target: name, seed, complete: false };
    const tick = progress(rules.length, out);
    const results: CaseResult[] = [];
    const outcome = await runRules({
      rules,
      target,
      seed,
      onResult: (r) => {
        results.push(r);
        tick(r);
        writeReports(reportsDir(), meta, results, target.secrets);
      },
    });
    const written = writeReports(reportsDir(), { ...meta, complete: outcome.complete }, outcome.results, target.secrets);
    out('');
    out(matrix(outcome.results));
    for (const note of outcome.notes) out(`note: ${note}`);
    const code = exitCodeOf(outcome, args.strict);
    out('');
    out(`reports: ${written.map((p) => relative(ROOT, p) || p).join(', ')}`);
    const failed = outcome.results.find((r) => r.verdict === 'violation' || r.verdict === 'harness-error');
    if (failed) out(`reproduce: npm run conformance -- --rule ${failed.rule.id} --seed ${failed.seed} --target ${name}`);
    out(`exit ${code}: ${['no violation', 'a violation', 'a harness error or an incomplete run'][code]}`);
    return code;
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  }
}
