// `npm run report:merge` given a broken shard: a truncated or foreign verdicts.json, or a blob file that is truncated,
// not a vitest blob, from another vitest, or carries a case entry of the wrong shape. Each is one line that names the
// file and the fix, exit 2, and no stack trace; nothing is merged.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, shownPath } from '../../src/base/paths.js';
import { runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-merge-inputs-'));
const good = join(scratch, 'good');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the good shard with one file replaced; gives the merge's output and the replaced file. */
async function mergeBroken(name: string, file: 'verdicts.json' | 'blob', content: (old: string) => string) {
  const dir = join(scratch, name);
  cpSync(good, dir, { recursive: true });
  const path = file === 'blob' ? join(dir, 'blob', readdirSync(join(dir, 'blob'))[0] ?? '') : join(dir, file);
  writeFileSync(path, content(readFileSync(path, 'utf8')));
  const run = await runCli(['merge', '--out', join(scratch, `${name}-merged`), dir]);
  return { ...run, shown: shownPath(path, ROOT), lines: run.output.trim().split('\n') };
}

describe('npm run report:merge with a broken shard', () => {
  beforeAll(async () => {
    const run = await runCli(['conformance', '--operation', 'login', '--shard', '1/1'], { VTS_REPORTS_DIR: good });
    expect(run.code, run.output).toBe(0);
  }, 120_000);

  const oneLineNaming = (r: Awaited<ReturnType<typeof mergeBroken>>, fix: RegExp) => {
    expect(r.code, r.output).toBe(2);
    expect(r.lines, r.output).toHaveLength(1);
    expect(r.lines[0]).toMatch(new RegExp(`^error: ${r.shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
    expect(r.lines[0]).toMatch(fix);
  };
  const rerun = /re-run that shard: npm run conformance -- --shard k\/n \(with the flags it ran with\), then merge again$/;

  it('a truncated verdicts.json', async () => {
    const r = await mergeBroken('truncated-verdicts', 'verdicts.json', (old) => old.slice(0, old.length / 2));
    oneLineNaming(r, /is not valid JSON \(.+\)/);
    oneLineNaming(r, rerun);
  });

  it('a verdicts.json of the wrong shape', async () => {
    const r = await mergeBroken('foreign-verdicts', 'verdicts.json', () => JSON.stringify({ target: 'prod', cases: [] }));
    oneLineNaming(r, /: \/ must have required property 'seed'|\/target must be equal to one of the allowed values/);
    oneLineNaming(r, rerun);
  });

  it('a truncated blob file', async () => {
    const r = await mergeBroken('truncated-blob', 'blob', (old) => old.slice(0, old.length / 2));
    oneLineNaming(r, /is not valid JSON \(.+\)/);
    oneLineNaming(r, rerun);
  });

  it('a blob file that is not a vitest blob report', async () => {
    const r = await mergeBroken('foreign-blob', 'blob', () => JSON.stringify({ hello: 'world' }));
    oneLineNaming(r, /is not a vitest blob report/);
    oneLineNaming(r, rerun);
  });

  it('a blob file written by another vitest', async () => {
    const r = await mergeBroken('old-blob', 'blob', (old) => old.replace(/^(\[\[[^\]]*\],)"[^"]+"/, '$1"3.2.4"'));
    oneLineNaming(r, /was written by vitest 3\.2\.4, this checkout runs \d+\.\d+\.\d+/);
    oneLineNaming(r, rerun);
  });

  it('a blob file whose case entry has the wrong shape', async () => {
    const r = await mergeBroken('bad-entry-blob', 'blob', (old) => old.replace('"verdict":', '"verdikt":'));
    oneLineNaming(r, /: test "login\.[^"]+": \/ must have required property 'verdict'/);
    oneLineNaming(r, rerun);
  });
});
