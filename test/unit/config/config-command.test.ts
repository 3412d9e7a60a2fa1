// Issue 37: `vts config` says each setting a run here would use and where it comes from; `--get` prints one value
// alone for a workflow to read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configCommand } from '../../../src/cli/config.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-config-command-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const team = join(scratch, 'team');
mkdirSync(team);
writeFileSync(
  join(team, 'vts.config.json'),
  JSON.stringify({ operations: ['emailBasic', 'authToken'], concurrency: 8, deadline: 20, folders: { reports: 'out' } }),
);
writeFileSync(join(team, '.env'), 'VTS_REGION=sgp\n');

// The command reads the process's environment: this run's own VTS_* variables are set aside for each test.
let saved: NodeJS.ProcessEnv;
beforeEach(() => {
  saved = { ...process.env };
  for (const key of Object.keys(process.env)) if (key.startsWith('VTS_')) delete process.env[key];
});
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

async function run(argv: string[], cwd = team): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await configCommand(argv, (l) => lines.push(...l.split('\n')), cwd);
  return { code, lines };
}
const row = (lines: string[], name: string) =>
  lines
    .find((l) => l.trimStart().startsWith(`${name} `))
    ?.trim()
    .split(/\s{2,}/);

describe('vts config', () => {
  it('prints one value alone with --get: a folder absolute, a list comma-separated', async () => {
    expect(await run(['--get', 'folders.reports'])).toEqual({ code: 0, lines: [join(team, 'out')] });
    expect(await run(['--get', 'folders.history'])).toEqual({ code: 0, lines: [join(team, 'out', 'history')] });
    expect(await run(['--get', 'operations'])).toEqual({ code: 0, lines: ['emailBasic,authToken'] });
    expect(await run(['--get', 'home'])).toEqual({ code: 0, lines: [team] });
  });

  it('gives a folder from the environment absolute too, from the working directory', async () => {
    process.env.VTS_REPORTS_DIR = 'ci-reports';
    expect(await run(['--get', 'folders.reports'])).toEqual({ code: 0, lines: [join(team, 'ci-reports')] });
    expect(await run(['--get', 'folders.history'])).toEqual({ code: 0, lines: [join(team, 'ci-reports', 'history')] });
  });

  it('says where each value comes from: flag > environment > .env > file > default', async () => {
    process.env.VTS_CONCURRENCY = '3';
    const { code, lines } = await run(['--deadline', '5']);
    expect(code).toBe(0);
    expect(lines[0]).toBe('config: vts.config.json');
    expect(row(lines, 'deadline')).toEqual(['deadline', '5', 'flag']);
    expect(row(lines, 'concurrency')).toEqual(['concurrency', '3', 'environment']);
    expect(row(lines, 'region')).toEqual(['region', 'sgp', '.env']);
    expect(row(lines, 'operations')).toEqual(['operations', 'emailBasic,authToken', 'file']);
    expect(row(lines, 'folders.reports')).toEqual(['folders.reports', join(team, 'out'), 'file']);
    expect(row(lines, 'target')).toEqual(['target', 'replay', 'default']);
    expect(row(lines, 'folders.recordings')).toEqual(['folders.recordings', join(team, 'vts', 'recordings'), 'default']);
  });

  it('takes any selection flag as the whole selection', async () => {
    const { lines } = await run(['--rule', 'authToken.*']);
    expect(row(lines, 'operations')).toEqual(['operations', '(all)', 'flag']);
    expect(row(lines, 'rules')).toEqual(['rules', 'authToken.*', 'flag']);
  });

  it('names the closest key for an unknown --get, exit 2', async () =>
    expect(await run(['--get', 'folders.report'])).toEqual({
      code: 2,
      lines: ['error VTS_ERR_USAGE: --get "folders.report" is no key (did you mean "folders.reports"?): vts config lists them'],
    }));

  it('says a wrong config file in one line, exit 2', async () => {
    const bad = join(scratch, 'bad');
    mkdirSync(bad);
    writeFileSync(join(bad, 'vts.config.json'), '{ "concurency": 4 }');
    const { code, lines } = await run([], bad);
    expect(code).toBe(2);
    expect(lines).toEqual([
      `error VTS_ERR_USAGE: ${join(bad, 'vts.config.json')}: unknown key "concurency" (did you mean "concurrency"?)`,
    ]);
  });

  it('has a --help, which a wrong config file does not stop', async () => {
    const bad = join(scratch, 'bad-help');
    mkdirSync(bad);
    writeFileSync(join(bad, 'vts.config.json'), '{ "concurency": 4 }');
    const { code, lines } = await run(['--help'], bad);
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^Usage: vts config/);
  });
});
