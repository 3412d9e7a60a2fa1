// `vts init` in an empty folder writes every file a team needs, a second run keeps them all, and a team's own
// .gitignore is appended to, never replaced. In-process: init starts no child and no run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ROOT } from '../../src/base/paths.js';
import { COMMANDS, runCommandLine } from '../../src/cli/commands.js';
import { CONFIG_FILE, INIT_FOLDERS } from '../../src/cli/init/config.js';
import { PROFILE_EXAMPLE, PROFILE_SCHEMA, REWORDS } from '../../src/cli/init/profile.js';
import { WORKFLOW, WORKFLOW_FILE } from '../../src/cli/init/workflow.js';
import { validateAgainst } from '../../src/validators/registry.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-init-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
const emptyFolder = () => {
  const dir = join(scratch, String(++folders));
  mkdirSync(dir);
  return dir;
};
async function init(...argv: string[]) {
  const lines: string[] = [];
  const code = await runCommandLine(['init', ...argv], (line) => lines.push(line));
  return { code, lines };
}
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const FILES = [CONFIG_FILE, '.env.example', INIT_FOLDERS.profile, WORKFLOW_FILE, '.gitignore'];
const example = JSON.parse(readFileSync(join(ROOT, PROFILE_EXAMPLE), 'utf8')) as Record<string, Record<string, string>>;

describe('vts init in an empty folder', async () => {
  const dir = emptyFolder();
  const { code, lines } = await init('--dir', dir);

  it('writes every file, one line each, then the next three commands', () => {
    expect(code).toBe(0);
    expect(lines.filter((l) => l.startsWith('wrote ')).map((l) => l.replace(/^wrote (\S+?):?( .*)?$/, '$1'))).toEqual(
      FILES.map((f) => join(dir, f)),
    );
    expect(lines.slice(-3).map((l) => l.trim().split(/ {2,}/)[0])).toEqual([
      'npx vts conformance',
      'cp .env.example .env',
      'npx vts doctor',
    ]);
  });

  it('is registered as a command', () => expect(Object.keys(COMMANDS)).toContain('init'));

  it('writes the config with its schema, the replay target and every folder', () => {
    expect(JSON.parse(read(dir, CONFIG_FILE))).toEqual({
      $schema: './node_modules/vts-conformance/vts.config.schema.json',
      target: 'replay',
      folders: {
        recordings: 'vts/recordings',
        baseline: 'vts/baseline',
        reports: 'vts-reports',
        history: 'vts-reports/history',
        profile: 'vts/live.json',
        statements: 'vts/statements',
      },
    });
  });

  it('writes a config that vts.config.schema.json accepts', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'vts.config.schema.json'), 'utf8')) as object;
    const validate = new Ajv2020({ strict: false }).compile(schema);
    expect(validate(JSON.parse(read(dir, CONFIG_FILE))), JSON.stringify(validate.errors)).toBe(true);
  });

  it("copies the package's .env.example as it is", () =>
    expect(read(dir, '.env.example')).toBe(readFileSync(join(ROOT, '.env.example'), 'utf8')));

  it('writes the live profile from the example: every placeholder kept, its schema found from where it is written', () => {
    const profile = JSON.parse(read(dir, INIT_FOLDERS.profile)) as Record<string, Record<string, string>>;
    expect(Object.keys(profile.data ?? {})).toEqual(Object.keys(example.data ?? {}));
    expect(Object.keys(profile.sandboxOnly ?? {})).toEqual(Object.keys(example.sandboxOnly ?? {}));
    expect(Object.values(profile.data ?? {}).filter((v) => !v.startsWith('<fill in: '))).toEqual([]);
    const schema = resolve(dirname(join(dir, INIT_FOLDERS.profile)), String(profile.$schema));
    expect(schema).toBe(join(dir, 'node_modules', 'vts-conformance', PROFILE_SCHEMA));
    expect(existsSync(join(ROOT, PROFILE_SCHEMA))).toBe(true);
    expect(validateAgainst('harness/target-profile.schema.json', profile)).toEqual([]);
  });

  it("says paths are relative to the config's folder, not to the repository", () => {
    const text = read(dir, INIT_FOLDERS.profile);
    // Each phrase replaced must still be in the example: a reworded example would otherwise slip through unchanged.
    expect(REWORDS.filter(([from]) => !JSON.stringify(example).includes(from)).map(([from]) => from)).toEqual([]);
    expect(REWORDS.filter(([from]) => text.includes(from)).map(([from]) => from)).toEqual([]);
    expect(text).toContain('relative to the folder of vts.config.json');
  });

  it('writes the workflow', () => expect(read(dir, WORKFLOW_FILE)).toBe(WORKFLOW));

  it('ignores the credentials, the reports and the live profile', () =>
    expect(read(dir, '.gitignore')).toBe('.env\nvts-reports/\nvts/live.json\n'));

  it('makes no empty folder for recordings, baseline or statements', () =>
    expect(
      [INIT_FOLDERS.recordings, INIT_FOLDERS.baseline, INIT_FOLDERS.statements].filter((f) => existsSync(join(dir, f))),
    ).toEqual([]));
});

describe('vts init again', () => {
  it('keeps every file, changing none', async () => {
    const dir = emptyFolder();
    await init('--dir', dir);
    writeFileSync(join(dir, CONFIG_FILE), '{ "target": "live" }\n');
    const before = FILES.map((f) => read(dir, f));
    const { code, lines } = await init('--dir', dir);
    expect(code).toBe(0);
    expect(lines.filter((l) => l.startsWith('kept ')).map((l) => l.split(' ')[1])).toEqual(FILES.map((f) => join(dir, f)));
    expect(FILES.map((f) => read(dir, f))).toEqual(before);
  });
});

describe("vts init beside a team's .gitignore", () => {
  it('appends the lines it lacks after its own, keeping them', async () => {
    const dir = emptyFolder();
    writeFileSync(join(dir, '.gitignore'), 'node_modules/\n/.env\n/vts-reports\ndist');
    const { lines } = await init('--dir', dir);
    expect(read(dir, '.gitignore')).toBe('node_modules/\n/.env\n/vts-reports\ndist\nvts/live.json\n');
    expect(lines).toContain(`appended to ${join(dir, '.gitignore')}: vts/live.json`);
  });
});

describe('vts init on bad input', () => {
  it.for([
    [
      ['--dir', join(scratch, 'none')],
      `error VTS_ERR_USAGE: --dir ${join(scratch, 'none')} is not a folder: create it, or name the team's folder`,
    ],
    [['--force'], 'error VTS_ERR_USAGE: unknown flag --force: see --help'],
  ] as const)('%j: one line, exit 2', async ([argv, line]) => expect(await init(...argv)).toEqual({ code: 2, lines: [line] }));

  it('--help: the usage, exit 0', async () => {
    const { code, lines } = await init('--help');
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^Usage: npx vts init/);
  });
});
