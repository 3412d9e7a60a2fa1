// `npm run baseline:update -- --target <t> --rule <id|glob> --reason <text>`: accepting a deviation is a reviewed act.
// Without rules it lists what it could accept and writes nothing; with them it writes each named rule's fingerprint with
// the reason a person typed, who and when, and never any text of the run (the vendor's body rides in its reasons).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { reportsDir } from '../base/paths.js';
import { acceptDeviations, type Deviation, type Review, reviewRun } from '../gate/acceptance.js';
import { loadBaseline, saveBaseline } from '../gate/baseline.js';
import { fingerprintText } from '../gate/fingerprint.js';
import { ticketProblem } from '../gate/ticket.js';
import { readVerdictsFile, shownPath } from '../gate/run-file.js';
import { TARGET_NAMES, targetName } from '../settings/target-name.js';
import { selectDeviations } from './accept-selection.js';
import { flagProblem } from './args.js';
import { say } from './say.js';
import { whoAccepts } from './who-accepts.js';

export const BASELINE_USAGE = `Usage: npm run baseline:update -- --target <replay|sandbox|live> --rule <id|glob> --reason "<text>" [--ticket <id|url>] [verdicts.json]

Accepts deviations of the last run (reports/verdicts.json by default) into fixtures/baseline/<target>.verdicts.json.
Accepting is a reviewed act: name what you accept and say why; the file's diff is what a review reads.

  (no --rule)          list each deviation the baseline does not accept (rule, verdict, status, each check and
                       pointer) and write nothing (exit 2)
  --rule <id|glob>     accept these (repeatable); a glob takes only deviations not accepted yet, an exact id also
                       accepts an accepted one again (a new reason)
  --all                accept every deviation listed: the explicit blanket acceptance, --reason still required
  --reason "<text>"    why the team accepts it, written by a person: a sentence and a ticket, at most 500 characters;
                       stored as typed in each accepted entry, with who (git config user.name <user.email>, else the
                       login name) and the date (UTC)
  --ticket <id|url>    the ticket that accepts them, stored in each accepted entry: an id (QA-123; the Allure case
                       links it through the config's ticketUrl) or an http(s) URL (linked as it is)
  --drop-passing       only drop the entries whose rule now passes (no --reason needed)

An entry accepts the deviation's fingerprint: the verdict, the observed status, each violation's check and pointer;
no value the vendor sent is written. Whenever the file is written, entries of rules that now pass are dropped, entries
already accepted keep their reason, who and when unless accepted again, and entries of rules the run did not judge (not
selected, not applicable, a harness error) are kept. Exit 0: written, or nothing to accept; 2: nothing written (no
rules, no reason, a rule that names no deviation, a broken or incomplete run).`;

const FIX = 'run npm run conformance again to rewrite it';
const REASON_MAX = 500;
const OPTIONS = {
  target: { type: 'string' },
  rule: { type: 'string', multiple: true },
  all: { type: 'boolean' },
  reason: { type: 'string' },
  ticket: { type: 'string' },
  'drop-passing': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const list = (label: string, ids: readonly string[]): string[] => (ids.length > 0 ? [`  ${label}: ${ids.join(', ')}`] : []);

/** "  new      login.appKey.missing: violation, status 400: message at /error": no value the vendor sent. */
const deviationLine = (d: Deviation): string =>
  `  ${d.state.padEnd(8)} ${d.ruleId}: ${fingerprintText(d.fingerprint)}${d.difference ? `; differs from the accepted: ${d.difference}` : ''}`;

/** What the command would do: the deviations the baseline does not accept, then what it keeps and drops. */
function reviewLines(review: Review, shown: string): string[] {
  const open = review.deviations.filter((d) => d.state !== 'accepted');
  const accepted = review.deviations.filter((d) => d.state === 'accepted').map((d) => d.ruleId);
  return [
    `${shown}: ${open.length} deviation(s) the baseline does not accept${open.length > 0 ? ':' : ''}`,
    ...open.map(deviationLine),
    ...list('already accepted (name one by its id to accept it again with a new reason)', accepted),
    ...list('would drop, now passing', review.passing),
    ...list('kept, not judged by this run', review.notJudged),
  ];
}

const acceptedLabel = (d: Deviation): string =>
  `${d.ruleId} (${d.state === 'accepted' ? 'again' : d.state === 'changed' ? `changed: ${d.difference}` : 'new'})`;

export async function baselineUpdateCommand(argv: string[], out: (line: string) => void): Promise<number> {
  try {
    let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    } catch (err) {
      return say(out, `error: ${flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS))}`, 2);
    }
    const { values, positionals } = parsed;
    if (values.help) return say(out, BASELINE_USAGE, 0);
    if (positionals.length > 1)
      return say(out, `error: give at most one verdicts.json, got ${positionals.length}: see --help`, 2);
    // The baseline rewritten is named, never inferred: a run left in reports/ by another target must not rewrite its file.
    if (values.target === undefined)
      return say(out, `error: name the baseline to rewrite: npm run baseline:update -- --target <${TARGET_NAMES.join('|')}>`, 2);
    const target = targetName(values.target);
    const file = positionals[0] ?? join(reportsDir(), 'verdicts.json');
    if (!existsSync(file)) return say(out, `error: ${shownPath(file)} does not exist: run npm run conformance first`, 2);
    const run = readVerdictsFile(file, FIX);
    if (run.target !== target)
      return say(out, `error: the last run was against ${run.target}, not ${target}: run it against ${target} first`, 2);
    if (!run.complete) return say(out, 'error: the last run is incomplete: run it to the end before accepting its verdicts', 2);
    const old = loadBaseline(target);
    const review = reviewRun(run.cases, old);
    const verdicts = new Map(run.cases.map((c) => [c.ruleId, c.verdict]));
    const chosen = selectDeviations(values.rule ?? [], values.all ?? false, review.deviations, verdicts);
    const reason = values.reason?.trim();
    if (values.reason !== undefined && chosen === undefined)
      return say(out, 'error: --reason needs the rules it accepts: --rule <id|glob> or --all', 2);
    if (reason !== undefined && reason.length > REASON_MAX)
      return say(
        out,
        `error: --reason is ${reason.length} characters, at most ${REASON_MAX}: write why the team accepts it (a sentence and a ticket), not the run's output`,
        2,
      );
    const ticket = values.ticket?.trim();
    if (ticket !== undefined && chosen === undefined)
      return say(out, 'error: --ticket needs the rules it accepts: --rule <id|glob> or --all, with --reason', 2);
    const wrongTicket = ticket === undefined ? undefined : ticketProblem(ticket);
    if (wrongTicket !== undefined) return say(out, `error: ${wrongTicket}`, 2);
    const drop = values['drop-passing'] ?? false;
    if (chosen === undefined && !drop) {
      const open = review.deviations.some((d) => d.state !== 'accepted');
      for (const line of reviewLines(review, shownPath(file))) out(line);
      if (!open && review.passing.length === 0)
        return say(out, 'nothing to change: the baseline accepts every deviation of this run', 0);
      return say(
        out,
        open
          ? 'nothing written: name the rules to accept with --rule <id|glob> (repeatable) or every one listed with --all, and say why with --reason "<text>"'
          : 'nothing written: drop the entries that now pass with --drop-passing',
        2,
      );
    }
    if (chosen !== undefined && !reason) {
      out(`would accept ${chosen.length} deviation(s):`);
      for (const d of chosen) out(deviationLine(d));
      return say(out, 'nothing written: say why the team accepts them with --reason "<text>" (a sentence and a ticket)', 2);
    }
    const accepting = chosen ?? [];
    if (accepting.length === 0 && review.passing.length === 0)
      return say(out, 'nothing to change: no deviation to accept and no entry whose rule now passes', 0);
    const signature = {
      reason: reason ?? '',
      ...(ticket === undefined ? {} : { ticket }),
      acceptedBy: whoAccepts(),
      acceptedOn: new Date().toISOString().slice(0, 10),
    };
    const next = acceptDeviations(old, review, accepting, signature);
    const path = saveBaseline(next);
    const picked = new Set(accepting);
    const left = review.deviations.filter((d) => d.state !== 'accepted' && !picked.has(d)).map((d) => d.ruleId);
    for (const line of [
      `${shownPath(path)}: ${Object.keys(next.accepted).length} accepted deviation(s)`,
      ...list('accepted', accepting.map(acceptedLabel)),
      ...(accepting.length > 0
        ? [`  by ${signature.acceptedBy} on ${signature.acceptedOn}: ${signature.reason}${ticket ? ` (ticket ${ticket})` : ''}`]
        : []),
      ...list('dropped, now passing', review.passing),
      ...list('kept, not judged by this run', review.notJudged),
      ...list('not accepted', left),
    ])
      out(line);
    return 0;
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error: ${err.message}`, 2);
    throw err;
  }
}
