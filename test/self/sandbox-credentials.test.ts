// Live settings do not leak into the sandbox target: with a live user's credentials in the environment (as docs/going-live.md
// tells live users to put them in .env), a sandbox run still sends the sandbox's own test pair and passes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-sandbox-creds-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the sandbox target', () => {
  it('ignores VTS_APP_ID / VTS_APP_KEY, which are the live credentials', async () => {
    const run = await runCli(['conformance', '--target', 'sandbox', '--operation', 'authToken'], {
      VTS_APP_ID: 'live-app-id-from-dotenv',
      VTS_APP_KEY: 'live-app-key-from-dotenv',
      VTS_REPORTS_DIR: join(scratch, 'reports'),
    });
    expect(run.code, run.output).toBe(0);
  }, 120_000);
});
