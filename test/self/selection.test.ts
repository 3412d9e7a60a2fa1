// Selection a person can type (issue 19, item 5): rule globs, --exclude, --strength, a typo answered with the closest
// id, and a rule picked with --rule prints no line for the siblings it did not select.
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { runCli, runInProcess } from './cli.js';

const listed = (output: string) =>
  output
    .split('\n')
    .map((l) => /^(\S+) {2}/.exec(l)?.[1])
    .filter((id): id is string => id !== undefined && allRules().some((r) => r.id === id));

describe('--rule, --exclude and --strength', () => {
  it("--rule 'authToken.expiry.*' selects that family, and only it", async () => {
    const run = await runInProcess(['conformance', '--rule', 'authToken.expiry.*', '--list']);
    expect(run.code, run.output).toBe(0);
    const family = allRules()
      .filter((r) => r.id.startsWith('authToken.expiry.'))
      .map((r) => r.id);
    expect(family.length).toBeGreaterThan(2);
    expect(listed(run.output)).toEqual(family);
  });

  it('--exclude takes a glob out of what the rest selects; --strength documented leaves the probes out', async () => {
    const run = await runInProcess([
      'conformance',
      '--operation',
      'matchFace',
      '--exclude',
      '*.size-*',
      '--strength',
      'documented',
      '--list',
    ]);
    expect(run.code, run.output).toBe(0);
    const expected = allRules()
      .filter((r) => r.operation === 'matchFace' && !r.id.includes('.size-') && r.strength === 'documented')
      .map((r) => r.id);
    expect(expected.length).toBeGreaterThan(5);
    expect(listed(run.output)).toEqual(expected);
  });

  it('a rule id with a typo is one line naming the closest id, exit 2', async () => {
    const run = await runInProcess(['conformance', '--rule', 'authToken.expiry.mni']);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('did you mean "authToken.expiry.min"?');
    expect(run.output).not.toMatch(/^\s+at /m);
  });

  it('a flag with a typo names the closest flag', async () => {
    const run = await runInProcess(['conformance', '--operaton', 'authToken']);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('unknown flag --operaton (did you mean "--operation"?)');
  });

  it('a run of one rule says nothing of the siblings it did not select', async () => {
    const run = await runCli(['conformance', '--rule', 'authToken.expiry.min']);
    expect(run.code, run.output).toBe(0);
    const siblings = allRules().filter((r) => r.operation === 'authToken' && r.id !== 'authToken.expiry.min');
    for (const s of siblings) expect(run.output).not.toContain(s.id);
    expect(run.output).not.toMatch(/skipped/i);
    expect(run.output).toMatch(/^authToken\s+1\s+1\s/m);
  });
});
