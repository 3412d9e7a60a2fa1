// Issue 52 item 4: vts.config.json's explore keys (a budget, one per operation, properties on or off, operations left
// out) reach `vts explore` as their variables, flags win over them, and a wrong value is one line naming the key and
// the file, or the flag or variable it came from.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VtsError } from '../../../src/base/errors.js';
import { exploreSettings } from '../../../src/cli/explore-settings.js';
import { EXPLORED } from '../../../src/config/keys.js';
import { readConfig } from '../../../src/config/read.js';
import { configEnv } from '../../../src/config/resolved.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-explore-keys-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
function configFile(explore: unknown): string {
  const dir = join(scratch, `team-${++n}`);
  mkdirSync(dir);
  const file = join(dir, 'vts.config.json');
  writeFileSync(file, JSON.stringify({ explore }));
  return file;
}

const KEYS = {
  budget: 20,
  budgets: { matchFace: 4, parseBankStatement: 2 },
  properties: { 'response-schema': false, 'not-a-server-error': true },
  skip: ['login', 'authToken'],
};

/** The environment a command gets from the file (main.ts sets it, and names what it set). */
function envOf(explore: unknown): NodeJS.ProcessEnv {
  const set = configEnv(readConfig(configFile(explore), {}), {});
  return { ...set, VTS_SET_BY_CONFIG: Object.keys(set).join(',') };
}

const problemOf = (make: () => unknown): string => {
  try {
    make();
  } catch (err) {
    expect(err).toBeInstanceOf(VtsError);
    return (err as VtsError).message;
  }
  throw new Error('no problem found');
};

describe('the explore keys', () => {
  it('set their variables', () =>
    expect(envOf(KEYS)).toMatchObject({
      VTS_EXPLORE_BUDGET: '20',
      VTS_EXPLORE_BUDGETS: 'matchFace=4,parseBankStatement=2',
      VTS_EXPLORE_PROPERTIES: 'response-schema=off,not-a-server-error=on',
      VTS_EXPLORE_SKIP: 'login,authToken',
    }));

  it('are what the exploration runs with', () => {
    const s = exploreSettings({}, envOf(KEYS));
    expect(s.operations).toEqual(EXPLORED.filter((op) => op !== 'login' && op !== 'authToken'));
    expect(s.budget).toBe(20);
    expect(s.budgets).toMatchObject({ matchFace: 4, parseBankStatement: 2, emailBasic: 20 });
    expect(s.off).toEqual(['response-schema']);
  });

  it('a budget written as ${VAR} holds its number', () =>
    expect(readConfig(configFile({ budget: '${N:-7}' }), {}).values['explore.budget']).toBe(7));

  it('without them: every operation, 100 each, every property on', () =>
    expect(exploreSettings({}, {})).toMatchObject({ operations: EXPLORED, budget: 100, off: [] }));

  it('give way to the flags: --budget over both budget keys, --budget <id>=<n> over one, --property, --skip', () => {
    const env = envOf(KEYS);
    expect(exploreSettings({ budget: ['7'] }, env).budgets).toMatchObject({ matchFace: 7, emailBasic: 7 });
    expect(exploreSettings({ budget: ['matchFace=9'] }, env).budgets).toMatchObject({
      matchFace: 9,
      parseBankStatement: 2,
      emailBasic: 20,
    });
    expect(exploreSettings({ property: ['response-schema=on', 'content-type=off'] }, env).off).toEqual(['content-type']);
    expect(exploreSettings({ skip: ['cacBasic'] }, env).operations).toContain('login');
  });

  it('an --operation named is explored, though the file leaves it out', () =>
    expect(exploreSettings({ operation: ['login', 'emailBasic'] }, envOf(KEYS)).operations).toEqual(['login', 'emailBasic']));

  it.for<[unknown, string]>([
    [{ budget: 0 }, '"explore.budget" must be an integer >= 1, got 0'],
    [{ budgets: { matchFase: 3 } }, '"explore.budgets" names "matchFase" (did you mean "matchFace"?)'],
    [{ budgets: { matchFace: -1 } }, '"explore.budgets" must be an object of operation ids to integers >= 1'],
    [{ budgets: { webhookEvent: 3 } }, '"explore.budgets" names "webhookEvent": use authToken, login,'],
    [
      { properties: { 'response-schma': false } },
      '"explore.properties" names "response-schma" (did you mean "response-schema"?)',
    ],
    [{ properties: { 'response-schema': 'off' } }, '"explore.properties" must be an object of properties to true or false'],
    [{ skip: ['emailBasik'] }, '"explore.skip" names "emailBasik" (did you mean "emailBasic"?)'],
    [{ bugdet: 5 }, '"explore.bugdet" is not a key (did you mean "explore.budget"?)'],
    [[5], '"explore" must be an object of explore settings ({ "budget": 50 }), got [5]'],
  ])('%j in the file: one line naming the file and the key', ([explore, says]) => {
    const file = configFile(explore);
    const message = problemOf(() => readConfig(file, {}));
    expect(message.startsWith(`${file}: `) || message.startsWith(`${file.replace(process.cwd() + '/', '')}: `), message).toBe(
      true,
    );
    expect(message).toContain(says);
  });

  it.for<[Parameters<typeof exploreSettings>[0], NodeJS.ProcessEnv, string]>([
    [{ budget: ['0'] }, {}, '--budget must be a positive integer, got "0"'],
    [{ budget: ['matchFase=3'] }, {}, '--budget "matchFase" is no operation the harness calls (did you mean "matchFace"?)'],
    [
      { property: ['response-schema=maybe'] },
      {},
      '--property must be <property>=on or <property>=off, got "response-schema=maybe"',
    ],
    [{ skip: EXPLORED }, {}, '--skip leaves out every operation chosen'],
    [{}, { VTS_EXPLORE_BUDGET: 'lots' }, 'VTS_EXPLORE_BUDGET must be a positive integer, got "lots"'],
    [{}, { VTS_EXPLORE_SKIP: 'emailBasik' }, 'VTS_EXPLORE_SKIP "emailBasik" is no operation the harness calls'],
  ])('%j with %j: one line naming the flag or the variable', ([flags, env, says]) =>
    expect(problemOf(() => exploreSettings(flags, env))).toContain(says),
  );
});
