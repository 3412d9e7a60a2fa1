// The gate: each case's verdict against the accepted deviations gives the test's outcome; a run's outcomes give one exit code.
import { type Accepted, type Baseline, acceptedFingerprint } from './baseline.js';
import { type FingerprintViolation, fingerprintDifference, fingerprintOf } from './fingerprint.js';

/** What the gate reads of a case: a verdict entry (reports/verdicts.json) has every field. */
export interface GateEntry {
  ruleId: string;
  verdict: string;
  reason?: string;
  /** The HTTP status of the judged request; absent when none came back. */
  status?: number | undefined;
  violations?: readonly FingerprintViolation[];
}

/** A test's outcome: what vitest, JUnit, Allure, the console and summary.md all show for the case. */
export type Outcome = 'pass' | 'fail' | 'skip';

export interface CaseDecision {
  outcome: Outcome;
  /** Why the outcome differs from the verdict's, or why the baseline did not accept it: "accepted deviation: …",
   * "baseline stale: …", "differs from the accepted deviation: …". */
  note?: string;
  /** The ticket of the accepted deviation, when its entry has one. */
  ticket?: string;
}

/** Verdicts that fail a case unless accepted; `strict` adds infra and vendor faults. */
const gatingVerdicts = (strict: boolean) => new Set(strict ? ['violation', 'infra', 'vendor-fault'] : ['violation']);

const DIFFERS = 'differs from the accepted deviation';
const UPDATE = 'npm run baseline:update -- --target';
const dropCommand = (b: Baseline) => `${UPDATE} ${b.target} --drop-passing`;

/** How a gating case differs from its accepted entry, in words; undefined when the entry accepts it. */
export function differenceFrom(accepted: Accepted, entry: GateEntry): string | undefined {
  const pinned = acceptedFingerprint(accepted);
  // An entry written before fingerprints accepts the verdict, as it always did (decide() says it is not pinned).
  if (pinned === undefined)
    return accepted.verdict === entry.verdict ? undefined : `verdict ${entry.verdict}, accepted ${accepted.verdict}`;
  return fingerprintDifference(pinned, fingerprintOf(entry));
}

export function decideCase(entry: GateEntry, baseline: Baseline, strict: boolean): CaseDecision {
  const accepted = baseline.accepted[entry.ruleId];
  if (entry.verdict === 'harness-error') return { outcome: 'fail' };
  if (entry.verdict === 'not-applicable') return { outcome: 'skip' };
  if (gatingVerdicts(strict).has(entry.verdict)) {
    if (accepted === undefined) return { outcome: 'fail' };
    const difference = differenceFrom(accepted, entry);
    return difference === undefined
      ? {
          outcome: 'pass',
          note: `accepted deviation: ${accepted.reason}`,
          ...(accepted.ticket === undefined ? {} : { ticket: accepted.ticket }),
        }
      : { outcome: 'fail', note: `${DIFFERS}: ${difference}` };
  }
  if (entry.verdict === 'pass' && accepted !== undefined)
    return { outcome: strict ? 'fail' : 'pass', note: `baseline stale: now passes: remove it with ${dropCommand(baseline)}` };
  return { outcome: 'pass' };
}

export interface GateDecision {
  code: 0 | 1 | 2;
  /** Non-pass verdicts the baseline accepts. */
  accepted: GateEntry[];
  /** Cases that fail the run. */
  failing: GateEntry[];
  /** Baseline entries whose rule now passes. */
  stale: string[];
  lines: string[];
  /** The rule each line is about when it reports a failing case (a new verdict, a harness error): the console details it. */
  failingLineRules: (string | undefined)[];
}

export interface GateOptions {
  /** Why the run is incomplete, each cause once ("no response from …", "the run crashed (…)"); none: complete. */
  incomplete?: readonly string[];
  strict: boolean;
}

export function decide(entries: GateEntry[], baseline: Baseline, options: GateOptions): GateDecision {
  const incomplete = options.incomplete ?? [];
  const decided = entries.map((e) => ({ e, d: decideCase(e, baseline, options.strict) }));
  const accepted = decided.filter(({ d }) => d.note?.startsWith('accepted')).map(({ e }) => e);
  const unpinned = accepted.filter((e) => baseline.accepted[e.ruleId]?.violations === undefined).map((e) => e.ruleId);
  const stale = decided.filter(({ d }) => d.note?.startsWith('baseline stale')).map(({ e }) => e.ruleId);
  const failing = decided.filter(({ e, d }) => d.outcome === 'fail' && e.verdict !== 'harness-error' && e.verdict !== 'pass');
  const harness = entries.filter((e) => e.verdict === 'harness-error');
  const notes = [
    ...accepted.map((e) => `accepted deviation: ${e.ruleId} (${e.verdict}): ${baseline.accepted[e.ruleId]?.reason}`),
    ...unpinned.map(
      (id) =>
        `accepted by verdict only: ${id} (an old baseline entry without a fingerprint): accept it again to ` +
        `pin it: ${UPDATE} ${baseline.target} --rule ${id} --reason "<why>"`,
    ),
    ...stale.map((id) => `baseline stale: ${id} now passes: remove it with ${dropCommand(baseline)}`),
  ];
  const failures: [string, string][] = [
    ...failing.map(({ e, d }): [string, string] => [
      `${e.verdict === 'violation' ? 'new violation' : `new ${e.verdict}`}: ${e.ruleId}${d.note?.startsWith(DIFFERS) ? `: ${d.note}` : ''}`,
      e.ruleId,
    ]),
    ...harness.map((e): [string, string] => [`harness error: ${e.ruleId}`, e.ruleId]),
  ];
  const lines = [...notes, ...failures.map(([line]) => line), ...incomplete.map((cause) => `incomplete run: ${cause}`)];
  const failingLineRules = lines.map((_, i) => failures[i - notes.length]?.[1]);
  const code =
    incomplete.length > 0 || harness.length > 0 ? 2 : failing.length > 0 || (options.strict && stale.length > 0) ? 1 : 0;
  return { code, accepted, failing: failing.map(({ e }) => e), stale, lines, failingLineRules };
}

export const EXIT_MEANING = [
  'no new violation',
  'a new violation (or, with --strict, a stale baseline or an infra/vendor fault)',
  'a harness error or an incomplete run',
] as const;
