// Issue 19 item 7: which settings a reproduce line carries, and that a shell reads each value back as it was.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { reproduceCommand } from '../../src/gate/case-record.js';

const CANARY = 'canary-Key+/=9"\'$x';

describe('reproduceCommand', () => {
  it('sets what changes the outcome on this target, and nothing at its default', () => {
    const env = {
      VTS_SANDBOX_FAULTS: 'login-appKey-missing-message',
      VTS_SANDBOX_PROFILE: ' ',
      VTS_REGION: 'ind',
      VTS_DEADLINE_S: '60',
      VTS_MAX_BODY_MB: '2',
      VTS_TARGET_PROFILE: 'fixtures/targets/other.json',
      VTS_STRICT: '1',
    };
    expect(reproduceCommand('login.appKey.missing', 7, 'sandbox', env)).toBe(
      'VTS_SANDBOX_FAULTS=login-appKey-missing-message VTS_MAX_BODY_MB=2 npm run conformance -- --rule login.appKey.missing --seed 7 --target sandbox --strict',
    );
    // The sandbox's settings change nothing of a live run, the live profile nothing of a sandbox run.
    expect(reproduceCommand('login.appKey.missing', 7, 'live', env)).toBe(
      'VTS_TARGET_PROFILE=fixtures/targets/other.json VTS_MAX_BODY_MB=2 npm run conformance -- --rule login.appKey.missing --seed 7 --target live --strict',
    );
  });

  it('never carries a credential, nor a sandbox URL holding one', () => {
    const line = reproduceCommand('login.appKey.missing', 7, 'sandbox', {
      VTS_APP_ID: CANARY,
      VTS_APP_KEY: CANARY,
      VTS_SANDBOX_APP_KEY: CANARY,
      VTS_SANDBOX_URL: `http://user:${encodeURIComponent(CANARY)}@127.0.0.1:4010`,
    });
    expect(line).toBe('npm run conformance -- --rule login.appKey.missing --seed 7 --target sandbox');
    expect(reproduceCommand('login.appKey.missing', 7, 'sandbox', { VTS_SANDBOX_URL: 'http://127.0.0.1:4010/' })).toMatch(
      /^VTS_SANDBOX_URL=http:\/\/127\.0\.0\.1:4010\/ npm run/,
    );
  });

  it('quotes a value so that a shell reads it back unchanged', () => {
    const value = `a b,'c' "d" $HOME \`x\` ;|&`;
    const line = reproduceCommand('login.appKey.missing', 7, 'sandbox', { VTS_SANDBOX_FAULTS: value });
    const assignments = line.slice(0, Math.max(0, line.indexOf(' npm run conformance')));
    expect(assignments).toMatch(/^VTS_SANDBOX_FAULTS='/);
    const read = spawnSync('sh', ['-c', `${assignments} node -e 'process.stdout.write(process.env.VTS_SANDBOX_FAULTS)'`], {
      encoding: 'utf8',
    });
    expect(read.stdout).toBe(value);
  });
});
