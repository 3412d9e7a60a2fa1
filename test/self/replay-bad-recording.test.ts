// Issue 34, item 8: a recording cut mid-JSON, or holding a body over the body cap, is a harness error naming the file
// and the fix, exit 2; said once, and not as "every case was not applicable" or "no response from <host>".
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordingsDir } from '../../src/base/paths.js';
import { type CliRun, runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-bad-recording-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const RULE = 'cacBasic.rc.by-name';

/** The committed cacBasic recordings in a set of their own, the one of RULE rewritten by `change`. */
function setWith(name: string, change: (text: string) => string): { set: string; file: string } {
  const set = join(scratch, name);
  cpSync(join(recordingsDir(), 'cacBasic'), join(set, 'cacBasic'), { recursive: true });
  const file = join(set, 'cacBasic', `${RULE}.json`);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
  return { set, file };
}

const replay = (set: string, env: Record<string, string> = {}) =>
  runCli(['conformance', '--rule', RULE], { VTS_RECORDINGS_DIR: set, VTS_REPORTS_DIR: join(scratch, 'reports'), ...env });

/** The cause said once; none of the lines that blamed something else. */
function saysOnly(run: CliRun, cause: RegExp) {
  expect(run.code, run.output).toBe(2);
  expect(run.output.match(new RegExp(cause.source, 'g')) ?? [], run.output).toHaveLength(1);
  expect(run.output).not.toMatch(/not applicable|no response from|not every selected case has a verdict/);
  expect(run.output).not.toMatch(/^\s+at |node:internal/m);
}

/** A response body of `bytes` characters in the rule's recorded answer. */
const withBody = (bytes: number) => (text: string) => {
  const file = JSON.parse(text);
  file.steps[0].interactions[0].response.result.padding = 'x'.repeat(bytes);
  return JSON.stringify(file, null, 2);
};

describe('a replay from a damaged recording', () => {
  it('cut mid-JSON: names the file, that it was cut short, and both fixes', async () => {
    const { set, file } = setWith('cut', (text) => text.slice(0, 300));
    const run = await replay(set);
    saysOnly(run, /is damaged/);
    expect(run.output).toContain(file);
    expect(run.output).toMatch(/cut short.*restore it from git.*npm run record -- --rule cacBasic\.rc\.by-name`/);
  }, 60_000);

  it('with a body over the cap: names the file, its size and the cap to raise', async () => {
    const { set, file } = setWith('over-cap', withBody(1.5 * 2 ** 20));
    const run = await replay(set, { VTS_MAX_BODY_MB: '1' });
    saysOnly(run, /over the 1 MB body cap/);
    expect(run.output).toContain(file);
    expect(run.output).toMatch(/response of 1\.5\d* MB.*VTS_MAX_BODY_MB or --max-body-mb/);
  }, 60_000);

  it('far larger than the cap allows: refused by its size, unread', async () => {
    const { set, file } = setWith('huge', withBody(9 * 2 ** 20));
    const run = await replay(set, { VTS_MAX_BODY_MB: '1' });
    saysOnly(run, /not read/);
    expect(run.output).toContain(file);
    expect(run.output).toContain(`${Number((statSync(file).size / 2 ** 20).toFixed(3))} MB`);
    expect(run.output).toMatch(/VTS_MAX_BODY_MB or --max-body-mb/);
  }, 60_000);
});
