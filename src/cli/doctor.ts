// `npm run doctor`: whether a live run can start, said before it is tried: every problem one line with its fix, then
// the hints (what will be not-applicable, what looks odd), then one verdict line. Exit 0 ready, 2 not.
import { parseArgs } from 'node:util';
import { planCoverage, type PlanCoverage } from './doctor/coverage.js';
import { explorationCheck } from './doctor/exploration.js';
import { preflight } from './doctor/preflight.js';
import { ticketHints } from './doctor/tickets.js';
import { unknownNames } from './doctor/unknown-names.js';
import { REACH_TIMEOUT_MS } from './doctor/reach.js';
import { runLine, selectionArgs } from '../base/run-line.js';
import { VtsError } from '../base/errors.js';
import { planRules, planText } from './plan/index.js';
import { transportSettings } from '../settings/run-settings.js';
import { notifySettings } from '../output/notify/settings.js';
import { flagProblem } from './args.js';
import { selectRules } from './selection.js';
import { say } from './say.js';

export const DOCTOR_USAGE = `Usage: npm run doctor -- [options]

Checks that a live run (npm run conformance -- --target live) can start, without calling any operation: the
credentials and the base URL of every host the selected operations call (set, well formed, no example value, no
operation path pasted in), VTS_REGION and the transport settings, the flow's variables and port, and the test-data
profile (valid JSON of the right shape, no placeholder left, every file it names readable, every value sent as a header
sendable). The same checks run at the start of every live run. Also the notify set-up (docs/notify.md), and what an
exploration of live would send (vts.config.json's explore keys; docs/explore.md), sending nothing.

Options:
  --operation <id>  only the rules of this operation (repeatable; default: every operation)
  --rule <id|glob>  only these rules (repeatable), as conformance takes them
  --exclude <glob>  leave these rules out (repeatable)
  --reach           also send one HEAD request per host (${REACH_TIMEOUT_MS / 1000} s timeout; no body, no credentials, no
                    operation called): any HTTP answer counts as reached
  -h, --help        this text

Reads .env at the repository root, as every command does (the environment wins over it). See docs/going-live.md.
Exit codes: 0 ready · 2 a problem (each printed with its fix) or a usage error.`;

const OPTIONS = {
  operation: { type: 'string', multiple: true },
  rule: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  reach: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function doctorCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let values: { operation?: string[]; rule?: string[]; exclude?: string[]; reach?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false }));
  } catch (err) {
    return say(out, `error VTS_ERR_USAGE: ${flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS))}`, 2);
  }
  if (values.help) return say(out, DOCTOR_USAGE, 0);
  try {
    const selection = { operations: values.operation ?? [], rules: values.rule ?? [], exclude: values.exclude ?? [] };
    const rules = selectRules(selection);
    const opCount = new Set(rules.map((r) => r.operation)).size;
    const operations = `${opCount} operation${opCount === 1 ? '' : 's'}`;
    out(`doctor: a live run of ${rules.length} rules of ${operations}${values.reach ? ', reaching each host' : ''}`);
    const { problems, hints } = await preflight(rules, { reach: values.reach ?? false });
    const names = unknownNames({ profile: true });
    problems.push(...names.misspelt);
    hints.push(...names.unknown);
    hints.push(...ticketHints());
    // The message a night sends, checked without sending (vts notify --test sends one).
    const notify = notifySettings();
    problems.push(...notify.problems);
    hints.push(...notify.hints);
    for (const line of problems) out(`problem: ${line}`);
    for (const line of hints) out(`hint: ${line}`);
    // Per operation, what will run and what will be not-applicable for want of which key: the plan, sending nothing.
    // A problem the plan cannot get past (a variable unset, a placeholder left) leaves it for after the fix.
    let coverage: PlanCoverage | undefined;
    try {
      const plans = await planRules(rules, 'live');
      out(planText(plans, { target: 'live', ratePerMinute: transportSettings().ratePerMinute }));
      coverage = planCoverage(plans);
    } catch (err) {
      if (!(err instanceof VtsError)) throw err;
      out('per operation: what will run and what will be not-applicable is shown once the problems above are fixed');
    }
    // A plan that runs nothing, or less than the target's applicable set, is no run to be ready for.
    for (const line of coverage?.problems ?? []) out(`problem: ${line}`);
    for (const line of coverage?.hints ?? []) out(`hint: ${line}`);
    problems.push(...(coverage?.problems ?? []));
    // What an exploration of live would send with this folder's settings: said, never sent.
    const exploration = await explorationCheck(values.operation);
    out(exploration.line);
    for (const line of exploration.problems) out(`problem: ${line}`);
    for (const line of exploration.hints) out(`hint: ${line}`);
    problems.push(...exploration.problems);
    if (problems.length === 0)
      return say(
        out,
        `doctor: ready for a live run of ${operations} (${coverage?.counts ?? `${rules.length} rules`}): ` +
          `${runLine('conformance', ['--target', 'live', ...selectionArgs(selection)])}`,
        0,
      );
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    return say(
      out,
      `doctor: ${count}: fix ${problems.length === 1 ? 'it' : 'them'}, then run ${runLine('doctor', selectionArgs(selection))} again`,
      2,
    );
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  }
}
