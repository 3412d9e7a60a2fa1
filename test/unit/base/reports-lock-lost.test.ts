// Issue 51, item 5: a holder whose main thread stalls past the lock's stale time loses the reports folder to a second
// command. It learns so at its next renewal, and a run then writes nothing more there, saying why (exit 2).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { holdReportsFolder, LOCK_RENEW_MS, lostReportsLock, REPORTS_LOCK } from '../../../src/base/reports-lock.js';
import { GateReporter } from '../../../src/output/gate-reporter.js';
import { capped } from '../../setup/timeout-cap.js';

const dir = mkdtempSync(join(tmpdir(), 'vts-lock-lost-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a reports folder lock taken over while held', () => {
  it(
    'is noticed at the next renewal, and the run writes no report there, exit 2',
    async () => {
      const release = holdReportsFolder(dir, 'a test folder');
      const lines: string[] = [];
      const reporter = new GateReporter({
        reportsDir: dir,
        meta: { target: 'replay', seed: 1 },
        strict: false,
        out: (l) => lines.push(l),
      });
      reporter.onInit();
      expect(lostReportsLock(dir)).toBeUndefined();
      // Another command takes it as a dead holder's: the lock made anew, with a time that is not this holder's.
      await sleep(50);
      rmSync(join(dir, REPORTS_LOCK), { recursive: true, force: true });
      mkdirSync(join(dir, REPORTS_LOCK));
      const by = Date.now() + 3 * LOCK_RENEW_MS;
      while (lostReportsLock(dir) === undefined && Date.now() < by) await sleep(100);
      expect(lostReportsLock(dir)).toMatch(/lost the lock of the reports folder .* another command took it as stale/);
      reporter.onInterrupt('SIGINT');
      expect(reporter.code).toBe(2);
      expect(lines[0]).toMatch(
        /^incomplete run: this process lost the lock of the reports folder .*: this run's reports are not written there; run it again$/,
      );
      expect(existsSync(join(dir, 'verdicts.json'))).toBe(false);
      release();
    },
    capped(4 * LOCK_RENEW_MS),
  );
});
