// Issue 37: the harness as a team installs it. `npm pack`, installed into an empty folder outside the clone (offline),
// and there every command a team types: init, the replay gate (the bundled recordings, said first), the doctor, a live
// run against a stub vendor configured only by the folder's .env and vts.config.json, the report, a recording. Nothing
// may be written inside the installed package.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.js';
import { ROOT } from '../../src/base/paths.js';
import { HOSTS } from '../../src/model/operations.js';
import { install, pack, run, type Ran, snapshot } from './package/team-folder.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-package-'));
const team = join(scratch, 'team');
const installed = join(team, 'node_modules', 'vts-conformance');
const STEP_MS = 180_000;

/** `npx vts <args>` in the team's folder, as a person types it there. */
const vts = (args: string[]): Promise<Ran> => run('npx', ['--no', 'vts', ...args], team);

const sandboxProfile = () =>
  (JSON.parse(readFileSync(join(ROOT, 'fixtures', 'targets', 'sandbox.json'), 'utf8')) as { data: Record<string, string> }).data;

let before: Map<string, string>;
let vendor: RunningSandbox | undefined;

beforeAll(async () => {
  mkdirSync(team);
  const tarball = await pack(scratch);
  const installing = await install(team, tarball);
  expect(installing.code, installing.output).toBe(0);
  before = snapshot(installed);
}, STEP_MS);

afterAll(async () => {
  await vendor?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the package installed in a team’s folder', () => {
  it('ships compiled JavaScript, its data and no TypeScript, tests or scratch', () => {
    const files = [...before.keys()];
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    for (const gone of ['src', 'test', 'bench', 'scripts', 'reports', 'node_modules/.cache'])
      expect(existsSync(join(installed, gone)), gone).toBe(false);
    for (const kept of ['bin/vts.mjs', 'dist/src/cli/main.js', 'dist/suites/emailBasic.conformance.js', 'spec', 'schemas'])
      expect(existsSync(join(installed, kept)), kept).toBe(true);
    expect(existsSync(join(team, 'node_modules', 'tsx')), 'no TypeScript loader at run time').toBe(false);
    expect(existsSync(join(team, 'node_modules', 'typescript')), 'no TypeScript compiler at run time').toBe(false);
  });

  it(
    'vts init writes the team’s files and names the next commands',
    async () => {
      const ran = await vts(['init']);
      expect(ran.code, ran.output).toBe(0);
      for (const file of ['vts.config.json', '.env.example', 'vts/live.json', '.gitignore', '.github/workflows/vts.yml'])
        expect(existsSync(join(team, file)), file).toBe(true);
      expect(ran.output).toMatch(/npx vts conformance/);
    },
    STEP_MS,
  );

  it(
    'vts conformance replays the bundled recordings, saying so first, exit 0',
    async () => {
      const ran = await vts(['conformance']);
      expect(ran.code, ran.output).toBe(0);
      expect(ran.output.split('\n')[0]).toMatch(
        /^replay: vts\/recordings holds no recording yet: replaying the recordings bundled/,
      );
      expect(existsSync(join(team, 'vts-reports', 'summary.md'))).toBe(true);
    },
    STEP_MS,
  );

  it(
    'vts doctor names the keys still to fill in',
    async () => {
      const ran = await vts(['doctor', '--operation', 'emailBasic']);
      expect(ran.code, ran.output).toBe(2);
      expect(ran.output).toMatch(
        /^problem: vts\/live\.json: \d+ keys still hold the example's placeholder "<fill in: …>": .*deliverableEmail/m,
      );
      expect(ran.output).toMatch(/then run npx vts doctor --operation emailBasic again$/m);
    },
    STEP_MS,
  );

  it(
    'vts conformance --target live: a stub vendor set up by .env and vts.config.json alone',
    async () => {
      vendor = await startSandbox({ port: 0, faults: ['emailBasic-deliverable-statusCode-integer'] });
      const { appId, appKey, ...data } = sandboxProfile();
      writeFileSync(
        join(team, '.env'),
        [`VTS_APP_ID=${appId}`, `VTS_APP_KEY=${appKey}`, ...Object.values(HOSTS).map((v) => `${v}=${vendor?.url}`), ''].join(
          '\n',
        ),
      );
      writeFileSync(join(team, 'vts', 'live.json'), JSON.stringify({ data }));
      const config = JSON.parse(readFileSync(join(team, 'vts.config.json'), 'utf8')) as Record<string, unknown>;
      writeFileSync(
        join(team, 'vts.config.json'),
        JSON.stringify({ ...config, operations: ['authToken', 'emailBasic'] }, null, 2),
      );
      const ran = await vts(['conformance', '--target', 'live']);
      expect(ran.code, ran.output).toBe(1);
      expect(ran.output).toMatch(/emailBasic\.request\.deliverable/);
      expect(ran.output).toMatch(/rules against live/);
    },
    STEP_MS,
  );

  it(
    'vts report writes the page into the team’s reports folder',
    async () => {
      const ran = await vts(['report']);
      expect(ran.code, ran.output).toBe(0);
      expect(existsSync(join(team, 'vts-reports', 'allure-report', 'index.html'))).toBe(true);
      // The live run was narrowed by the config's operations: a series of its own, in the team's history folder.
      expect(readdirSync(join(team, 'vts-reports', 'history'))).toContainEqual(expect.stringMatching(/^live.*\.jsonl$/));
    },
    STEP_MS,
  );

  it(
    'vts record --out writes the recordings into the team’s folder',
    async () => {
      const ran = await vts(['record', '--target', 'sandbox', '--operation', 'emailBasic', '--out', 'candidate']);
      expect(ran.code, ran.output).toBe(0);
      expect(readdirSync(join(team, 'candidate', 'emailBasic')).filter((f) => f.endsWith('.json')).length).toBeGreaterThan(5);
    },
    STEP_MS,
  );

  it('wrote nothing inside the installed package', () => {
    const after = snapshot(installed);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
    expect(changed).toEqual([]);
  });
});
