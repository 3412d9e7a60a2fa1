// What the console says of a run's cases: a failing case once, clipped to lines a person reads; the non-gating verdicts
// counted in one line (`--verbose` lists them). The reports keep everything.
import type { Violation } from '../model/types.js';
import type { VerdictEntry } from '../gate/case-record.js';

/** Longest console line of a reason; a received or documented value gets less, so the pointer stays in view. */
const LINE_CHARS = 200;
const VALUE_CHARS = 80;
/** A harness error's reason is the harness's own words, naming a file and its fix: longer, so the fix stays in view. */
const HARNESS_LINE_CHARS = 400;
/** Violations shown per failing case; the rest are counted (verdicts.json and the Allure case list them all). */
const SHOWN_VIOLATIONS = 3;
/** Failing cases shown with their violations; the others get their gate line only, so a broad break stays readable. */
export const DETAILED_CASES = 5;

export const clip = (text: string, max: number): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const shown = (value: unknown): string =>
  clip(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'), VALUE_CHARS);

/** "step 2: status at /statusCode — received 500, documented 400": the pointer first, each value clipped. */
export const violationLine = (v: Violation): string =>
  clip(
    `${v.step === undefined ? '' : `step ${v.step}: `}${v.title}${v.pointer ? ` at ${v.pointer}` : ''} — ` +
      `received ${shown(v.actual)}, documented ${shown(v.expected)}`,
    LINE_CHARS,
  );

/** The indented lines under a failing case's gate line: its violations (at most three) or its reason. `reports`: the
 * folder the run wrote, as the console shows it (VTS_REPORTS_DIR or the config may move it). */
export function failureDetail(entry: VerdictEntry, reports: string): string[] {
  const max = entry.verdict === 'harness-error' ? HARNESS_LINE_CHARS : LINE_CHARS;
  if (entry.violations.length === 0) return entry.reason ? [`  ${clip(entry.reason, max)}`] : [];
  const more = entry.violations.length - SHOWN_VIOLATIONS + (entry.omitted ?? 0);
  return [
    ...entry.violations.slice(0, SHOWN_VIOLATIONS).map((v) => `  ${violationLine(v)}`),
    ...(more > 0 ? [`  … and ${more} more (${reports}/verdicts.json)`] : []),
  ];
}

/** Verdicts that neither fail the run nor pass: counted in one line, each listed with --verbose. */
const QUIET = ['spec-gap', 'not-applicable', 'vendor-fault', 'infra'] as const;

/** "93 spec gaps, 4 not-applicable (…): --verbose lists them"; or, verbose, one line per case. */
export function nonGatingLines(entries: VerdictEntry[], verbose: boolean, reports: string): string[] {
  const quiet = entries.filter((e) => (QUIET as readonly string[]).includes(e.verdict) && e.outcome !== 'fail');
  if (quiet.length === 0) return [];
  if (verbose) return quiet.map((e) => clip(`${e.verdict} ${e.ruleId}: ${e.reason ?? e.title}`, LINE_CHARS));
  const counts = QUIET.flatMap((v) => {
    const n = quiet.filter((e) => e.verdict === v).length;
    return n === 0 ? [] : [`${n} ${v === 'spec-gap' ? (n === 1 ? 'spec gap' : 'spec gaps') : v}`];
  });
  const keys = missingKeys(quiet);
  return [
    `non-gating: ${counts.join(', ')}${keys ? ` (${keys})` : ''}: --verbose lists them, ${reports}/summary.md explains each`,
  ];
}

/** The test data the not-applicable cases lack, most wanted first: "needs faceSelfie ×12, qrInvalid". */
function missingKeys(entries: VerdictEntry[]): string {
  const counts = new Map<string, number>();
  for (const e of entries.filter((x) => x.verdict === 'not-applicable')) {
    const key = /test data "([^"]+)"/.exec(e.reason ?? '')?.[1];
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size === 0) return '';
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  const named = sorted.slice(0, 4).map(([k, n]) => (n > 1 ? `${k} ×${n}` : k));
  return `not-applicable for lack of ${named.join(', ')}${sorted.length > 4 ? ` and ${sorted.length - 4} more keys` : ''}`;
}
