// A run that dies in its own process (issue 34, item 6): V8 out of memory in the command's main thread aborts the
// process, which cannot report itself. The command says the run crashed and why, renders what finished as an
// incomplete run, leaves no IN-PROGRESS and exits 2, as when a worker dies; V8's dump does not reach the user.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-out-of-memory-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a run whose own process runs out of memory', () => {
  it('says it crashed, out of memory, reports what finished, and exits 2', async () => {
    const reports = join(scratch, 'reports');
    // A heap that runs out mid-run: at 24 MB the command dies before its run begins; since replay answers in process,
    // 30 and 32 finish on Node 26; 26 ended after 70 of 237 cases on Node 26, after 30 on Node 20.
    // The limit holds for the suites' worker threads too: on a loaded machine one of them may run out first ("Worker
    // exited unexpectedly", a case of its own). The command's own process running out is the case here: up to three runs.
    let run = await runCli(['conformance'], { VTS_REPORTS_DIR: reports, NODE_OPTIONS: '--max-old-space-size=26' });
    for (let again = 0; again < 2 && run.output.includes('Worker exited unexpectedly'); again++)
      run = await runCli(['conformance'], { VTS_REPORTS_DIR: reports, NODE_OPTIONS: '--max-old-space-size=26' });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/the run crashed \(out of memory: .*heap.*\): the \d+ case\(s\) that finished are reported/);
    expect(run.output).toContain('NODE_OPTIONS=--max-old-space-size=');
    expect(run.output).not.toMatch(/Native stack trace|Last few GCs|^\s*\d+: 0x/m);
    expect(existsSync(join(reports, 'IN-PROGRESS'))).toBe(false);
    expect(JSON.parse(readFileSync(join(reports, 'verdicts.json'), 'utf8'))).toMatchObject({ complete: false });
  }, 300_000);
});
