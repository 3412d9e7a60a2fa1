// Issue 37: a command under the team's config (src/cli/config-run.ts): --config taken out of the arguments, the .env
// beside the file read, the variables set, and the file's selection given as flags to the commands that take them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VtsError } from '../../../src/base/errors.js';
import { withConfig } from '../../../src/cli/config-run.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-config-run-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const team = join(scratch, 'team');
const sub = join(team, 'services', 'api');
mkdirSync(sub, { recursive: true });
writeFileSync(
  join(team, 'vts.config.json'),
  JSON.stringify({ operations: ['emailBasic'], rules: ['emailBasic.*'], exclude: ['*.size-*'], folders: { reports: '${OUT}' } }),
);
writeFileSync(join(team, '.env'), 'OUT=from-dotenv\nVTS_REGION=zaf\nVTS_APP_ID=dotenv-id\n');
const other = join(scratch, 'other.json');
writeFileSync(other, '{ "target": "sandbox" }');

const usageError = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    expect((err as VtsError).code).toBe('VTS_ERR_USAGE');
    return (err as Error).message;
  }
  throw new Error('no error');
};

describe('withConfig', () => {
  it('finds the file from a folder below it; home is its folder, and VTS_HOME is set', () => {
    const env: NodeJS.ProcessEnv = {};
    const run = withConfig('drift', ['a', 'b'], env, sub);
    expect(run).toMatchObject({ argv: ['a', 'b'], home: team, file: join(team, 'vts.config.json') });
    expect(env.VTS_HOME).toBe(team);
  });

  it('reads the .env beside the file (the environment winning), before it expands the file', () => {
    const env: NodeJS.ProcessEnv = { VTS_APP_ID: 'shell-id' };
    withConfig('drift', [], env, sub);
    expect(env).toMatchObject({ VTS_APP_ID: 'shell-id', VTS_REGION: 'zaf', VTS_REPORTS_DIR: join(team, 'from-dotenv') });
  });

  it('gives the selection to conformance and record as --operation, --rule and --exclude', () => {
    for (const command of ['conformance', 'record'])
      expect(withConfig(command, ['--target', 'replay'], {}, team).argv).toEqual([
        '--target',
        'replay',
        '--operation',
        'emailBasic',
        '--rule',
        'emailBasic.*',
        '--exclude',
        '*.size-*',
      ]);
  });

  const SELECTED = ['--operation', 'emailBasic', '--rule', 'emailBasic.*', '--exclude', '*.size-*'];

  it('gives the doctor its selection, and a command without a selection nothing', () => {
    expect(withConfig('doctor', [], {}, team).argv).toEqual(SELECTED);
    expect(withConfig('coverage', [], {}, team).argv).toEqual([]);
  });

  it('adds nothing when the command line selects itself (any of the three flags)', () => {
    for (const given of [['--rule', 'authToken.*'], ['--exclude=*.x'], ['--operation', 'authToken']])
      expect(withConfig('conformance', given, {}, team).argv).toEqual(given);
  });

  it('says what the file added', () =>
    expect(withConfig('doctor', [], {}, team).notes).toEqual([`vts.config.json selects: ${SELECTED.join(' ')}`]));

  it('takes --config <file> and --config=<file> out of the arguments, relative to the working directory', () => {
    for (const argv of [
      ['--config', '../other.json', '--list'],
      ['--config=../other.json', '--list'],
    ]) {
      const env: NodeJS.ProcessEnv = {};
      expect(withConfig('conformance', argv, env, team)).toMatchObject({ argv: ['--list'], file: other, home: scratch });
      expect(env.VTS_TARGET).toBe('sandbox');
    }
  });

  it('names the fix for a --config without a file, or naming none', () => {
    expect(usageError(() => withConfig('doctor', ['--config'], {}, team))).toBe(
      '--config needs a file: --config path/to/vts.config.json',
    );
    expect(usageError(() => withConfig('doctor', ['--config', 'nope.json'], {}, team))).toMatch(
      /^--config names .*nope\.json, which is no file: give the path of a vts\.config\.json, or leave --config out/,
    );
  });

  it('without a file: the working directory is home, with the default folders under it', () => {
    const lone = join(scratch, 'lone');
    mkdirSync(lone);
    const env: NodeJS.ProcessEnv = {};
    const run = withConfig('doctor', [], env, lone);
    expect(run).toMatchObject({ argv: [], home: lone, notes: [] });
    expect(run.file).toBeUndefined();
    expect(env).toMatchObject({ VTS_HOME: lone, VTS_RECORDINGS_DIR: join(lone, 'vts', 'recordings') });
  });

  it('says which variables it set: those the environment lacked', () => {
    const env: NodeJS.ProcessEnv = { VTS_RECORDINGS_DIR: '/kept' };
    const { set } = withConfig('drift', [], env, team);
    expect(set).toMatchObject({ VTS_HOME: team, VTS_REPORTS_DIR: join(team, 'from-dotenv') });
    expect(set).not.toHaveProperty('VTS_RECORDINGS_DIR');
    expect(Object.entries(set).every(([k, v]) => env[k] === v)).toBe(true);
  });
});

describe('a selection of the file that selects no rule (issue 51, item 8)', () => {
  const dir = join(scratch, 'no-rule');
  mkdirSync(dir, { recursive: true });
  it('names the key and the file, not the --rule or --exclude the user never typed', () => {
    for (const [key, entry] of [
      ['rules', 'emailBasic.nothing.*'],
      ['exclude', 'emailBasic.email.misssing'],
    ] as const) {
      writeFileSync(join(dir, 'vts.config.json'), JSON.stringify({ [key]: [entry] }));
      const message = usageError(() => withConfig('conformance', [], {}, dir));
      expect(message).toMatch(
        new RegExp(`^vts\\.config\\.json: "${key}" entry "${entry.replace(/[.*]/g, '\\$&')}" selects no rule`),
      );
      expect(message).not.toMatch(/--rule|--exclude/);
    }
  });

  it('still names a close rule id where the entry is one misspelt', () => {
    writeFileSync(join(dir, 'vts.config.json'), JSON.stringify({ exclude: ['emailBasic.email.misssing'] }));
    expect(usageError(() => withConfig('conformance', [], {}, dir))).toContain('emailBasic.email.missing');
  });
});
