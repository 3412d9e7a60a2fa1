// reports/verdicts.json: one entry per case (the case record, src/gate/case-record.ts), the file a CI gate and the
// merge read.
import type { RunMeta, VerdictEntry, VerdictsFile } from '../gate/case-record.js';

export const verdictsJson = (meta: RunMeta, entries: VerdictEntry[]): string =>
  `${JSON.stringify({ ...meta, cases: entries } satisfies VerdictsFile, null, 2)}\n`;
