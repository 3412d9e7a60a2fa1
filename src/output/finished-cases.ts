// The cases a run finished, read back from its cases.ndjson when the run ended early (a crash, an interrupt).
import { existsSync, readFileSync } from 'node:fs';
import type { VerdictEntry } from '../gate/case-record.js';

/** Each whole line of the stream; the last may have been cut short by the end, and does not count. */
export function finishedCases(stream: string): VerdictEntry[] {
  const lines = existsSync(stream) ? readFileSync(stream, 'utf8').split('\n') : [];
  return lines.flatMap((line) => {
    try {
      return line.trim() === '' ? [] : [JSON.parse(line) as VerdictEntry];
    } catch {
      return [];
    }
  });
}
