// Issue 37: flags > environment > vts.config.json > defaults. The file sets each key's VTS_* variable only where the
// environment has none, its folders (default ones included) under the file's folder, and VTS_HOME.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configEnv, defaultConfig } from '../../../src/config/resolved.js';
import { readConfig } from '../../../src/config/read.js';
import { TRANSPORT, TRANSPORT_KEYS } from '../../../src/settings/run-settings.js';
import { CONFIG_KEYS } from '../../../src/config/keys.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-config-env-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const team = join(scratch, 'team');
mkdirSync(team);
const file = join(team, 'vts.config.json');
writeFileSync(
  file,
  JSON.stringify({
    target: 'live',
    concurrency: 2,
    rate: '30/min',
    region: 'usa',
    folders: { reports: 'out', history: 'keep/history' },
  }),
);

describe('configEnv', () => {
  it('without a file: the home, and every default folder under it (the history left to <reports>/history)', () =>
    expect(configEnv(defaultConfig(team), {})).toEqual({
      VTS_HOME: team,
      VTS_RECORDINGS_DIR: join(team, 'vts', 'recordings'),
      VTS_BASELINE_DIR: join(team, 'vts', 'baseline'),
      VTS_REPORTS_DIR: join(team, 'vts-reports'),
      VTS_TARGET_PROFILE: join(team, 'vts', 'live.json'),
      VTS_STATEMENTS_DIR: join(team, 'vts', 'statements'),
    }));

  it("sets the file's values, in the flags' units", () =>
    expect(configEnv(readConfig(file, {}), {})).toMatchObject({
      VTS_TARGET: 'live',
      VTS_REGION: 'usa',
      VTS_CONCURRENCY: '2',
      VTS_RATE_PER_MIN: '30/min',
      VTS_REPORTS_DIR: join(team, 'out'),
      VTS_ALLURE_HISTORY_DIR: join(team, 'keep', 'history'),
    }));

  it('leaves every variable the environment has (a blank one counts as unset)', () => {
    const env = { VTS_TARGET: 'sandbox', VTS_CONCURRENCY: ' ', VTS_REPORTS_DIR: '/ci/reports', VTS_HOME: '/elsewhere' };
    const set = configEnv(readConfig(file, {}), env);
    expect(set).not.toHaveProperty('VTS_TARGET');
    expect(set).not.toHaveProperty('VTS_REPORTS_DIR');
    expect(set).not.toHaveProperty('VTS_HOME');
    expect(set.VTS_CONCURRENCY).toBe('2');
  });

  it('a transport key per TRANSPORT entry, named after its flag, setting its variable', () => {
    const byEnv = new Map(CONFIG_KEYS.map((k) => [k.env, k]));
    expect(TRANSPORT_KEYS.map((k) => byEnv.get(TRANSPORT[k].env)?.flag)).toEqual(TRANSPORT_KEYS.map((k) => TRANSPORT[k].flag));
  });
});
