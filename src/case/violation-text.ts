// A violation as one line of text, for the verdict's reason and the reports: its own module, so the reports (loaded by
// the command before vitest starts) do without the checks behind the verdict.
import type { Violation } from '../model/types.js';

const monthOf = (v: Violation): string => (typeof v.params?.month === 'string' ? `, ${v.params.month}` : '');

/** "Wrong message at /error — Received: "x" / Documented: "y""; an oracle's finding names its oracle, and its month. */
export const describeViolation = (v: Violation): string =>
  `${v.step === undefined ? '' : `step ${v.step}: `}${v.title}` +
  `${v.check === 'oracles' && v.keyword ? ` (oracle ${v.keyword}${monthOf(v)})` : ''}` +
  `${v.pointer ? ` at ${v.pointer}` : ''}` +
  ` — Received: ${JSON.stringify(v.actual)}` +
  ` / Documented: ${typeof v.expected === 'string' ? v.expected : JSON.stringify(v.expected)}`;
