// Issue 52, item 6: a self-test that hangs on a command ends with vitest's own message at its timeout (at most
// TIMEOUT_CAP_MS: test/unit/timeout-cap.test.ts), and the command with it, so the run goes on and nothing outlives it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { runVitestCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-hung-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const TIMEOUT_MS = 2_000;
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a self-test waiting on a command that never ends', () => {
  it("fails with vitest's timeout message, and its command is ended with the file", async () => {
    const config = join(scratch, 'vitest.config.mjs');
    writeFileSync(
      config,
      `export default { test: { include: ['test/self/hung/never-ends.fixture.ts'], testTimeout: ${TIMEOUT_MS} } };`,
    );
    const pidFile = join(scratch, 'pid');
    const run = await runVitestCli(['run', '--config', config, '--root', ROOT], { PID_FILE: pidFile });
    expect(run.output).toContain(`Test timed out in ${TIMEOUT_MS}ms`);
    expect(run.code, run.output).toBe(1);
    expect(existsSync(pidFile), run.output).toBe(true);
    // A process killed is gone once reaped: waited for within this test's own timeout.
    const pid = Number(readFileSync(pidFile, 'utf8'));
    while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
