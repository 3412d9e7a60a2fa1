// One line per case that did not pass (scrubbed of secret and personal values), and a running count: on a TTY it redraws one status line, in CI it stays line-oriented.
import type { CaseResult } from '../types.js';
import { describeViolation } from '../verdict.js';

export function progress(total: number, out: (line: string) => void): (r: CaseResult, scrub: (s: string) => string) => void {
  let done = 0;
  const tty = process.stdout.isTTY === true;
  return (r, scrub) => {
    done++;
    if (tty) process.stdout.write(`\r\x1b[2K${done}/${total} ${r.rule.operation}`);
    if (r.verdict === 'pass') return;
    if (tty) process.stdout.write('\r\x1b[2K');
    out(`${r.verdict.toUpperCase()} ${r.rule.id}: ${r.rule.title}`);
    // Violations quote response values: the console is scrubbed like the report files.
    for (const v of r.violations) out(scrub(`  ${describeViolation(v)}`));
    if (r.violations.length === 0 && r.reason) out(scrub(`  ${r.reason}`));
    if (tty && done === total) process.stdout.write('\r\x1b[2K');
  };
}
