// Oracle findings as `npm run validate` prints them: the title, the oracle, the pointer, what it holds, Received and
// Documented.
import type { Finding } from '../model/types.js';

const shown = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '(absent)'));

export const describeFindings = (findings: Finding[]): string[] =>
  findings.flatMap((f) => [
    `  ${f.title} — ${f.keyword ?? 'oracle'}${typeof f.params?.month === 'string' ? ` (${f.params.month})` : ''}` +
      ` at ${f.pointer}${typeof f.params?.holds === 'string' ? ` (${f.params.holds})` : ''}`,
    `    Received: ${JSON.stringify(f.actual) ?? '(absent)'}`,
    `    Documented: ${shown(f.expected)}`,
  ]);
