// Issue 19 item 9: `npm run report -- --help` prints its usage and exits 0 without generating anything; an unknown flag
// is one line naming the fix, exit 2. Both beside results a report could be made from, so nothing else stops them.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCommand } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-report-cli-'));

/** `npm run --silent report -- <args>` (npm's own banner left out): what the script itself says. */
const report = (args: string[]): Promise<CliRun> =>
  runCommand('npm', ['run', '--silent', 'report', '--', ...args], { VTS_REPORTS_DIR: scratch });

describe('npm run report flags', () => {
  beforeAll(() => {
    // One passed result: enough for allure to make a page, were it asked to.
    const results = join(scratch, 'allure-results');
    mkdirSync(results, { recursive: true });
    writeFileSync(
      join(results, '00000000-0000-4000-8000-000000000001-result.json'),
      JSON.stringify({
        uuid: '00000000-0000-4000-8000-000000000001',
        historyId: 'h1',
        name: 'a case',
        fullName: 'a case',
        status: 'passed',
        stage: 'finished',
        start: 1,
        stop: 2,
        labels: [],
        parameters: [],
        steps: [],
        attachments: [],
        links: [],
      }),
    );
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('--help prints the usage, exits 0 and generates nothing', async () => {
    const { code, output } = await report(['--help']);
    expect(code, output).toBe(0);
    expect(output).toMatch(/^Usage: vts report/);
    expect(output).toContain('VTS_ALLURE_HISTORY_DIR');
    expect(existsSync(join(scratch, 'allure-report'))).toBe(false);
    expect(existsSync(join(scratch, 'history'))).toBe(false);
  }, 60_000);

  it('an unknown flag is one line naming it and the fix, exit 2, and generates nothing', async () => {
    const { code, output } = await report(['--histroy', 'x']);
    expect(code, output).toBe(2);
    expect(output.trim().split('\n')).toEqual([expect.stringMatching(/^report: --histroy is not an option: .*--help/)]);
    expect(existsSync(join(scratch, 'allure-report'))).toBe(false);
  }, 60_000);
});
