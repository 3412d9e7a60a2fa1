// `npm run coverage` called in-process: both pages written where --out says, the totals said, usage errors in one line.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdReportsFolder } from '../../../src/base/reports-lock.js';
import { COVERAGE_USAGE, coverageCommand } from '../../../src/cli/coverage.js';

const dir = mkdtempSync(join(tmpdir(), 'vts-coverage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = async (argv: string[]) => {
  const lines: string[] = [];
  const code = await coverageCommand(argv, (line) => lines.push(line));
  return { code, lines };
};

describe('coverageCommand', () => {
  it('writes spec-coverage.md and spec-coverage.html to --out and says the totals of both documents', async () => {
    const { code, lines } = await run(['--out', join(dir, 'reports')]);
    expect(code).toBe(0);
    expect(lines.filter((l) => / of \d+ rows covered /.test(l)).map((l) => l.split(':')[0])).toEqual([
      'verification-and-token-services.md',
      'bank-statement-analysis.md',
      'both',
    ]);
    expect(lines.at(-1)).toMatch(/^wrote .*spec-coverage\.md and .*spec-coverage\.html$/);
    const md = readFileSync(join(dir, 'reports', 'spec-coverage.md'), 'utf8');
    const html = readFileSync(join(dir, 'reports', 'spec-coverage.html'), 'utf8');
    expect(md).toMatch(/^# Spec coverage\n/);
    expect(html).toMatch(/^<!doctype html>/);
    // The faults come from the sandbox's catalogue.
    expect(md).toContain('`login.expiry.zero` ← `');
  });

  it('--help prints the usage; an unknown flag or a positional is a usage error that points at --help', async () => {
    expect(await run(['--help'])).toEqual({ code: 0, lines: [COVERAGE_USAGE] });
    const unknown = await run(['--outt', dir]);
    expect(unknown.code).toBe(2);
    expect(unknown.lines).toEqual(['error: unknown flag --outt (did you mean "--out"?): see --help']);
    expect((await run(['reports'])).code).toBe(2);
  });

  it('an --out it cannot write to is one line naming the flag, no stack trace', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const { code, lines } = await run(['--out', file]);
    expect(code).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^error VTS_ERR_REPORTS: cannot write the reports folder .*a-file \(.+\): give --out a directory you can write to$/,
    );
  });
});

describe('coverageCommand beside a run (issue 51, item 1)', () => {
  it('takes the reports folder lock: with another command holding it, writes nothing and says who, exit 2', async () => {
    const busy = join(dir, 'busy');
    const release = holdReportsFolder(busy, 'a test folder');
    try {
      const { code, lines } = await run(['--out', busy]);
      expect(code).toBe(2);
      expect(lines).toEqual([expect.stringMatching(/^error VTS_ERR_REPORTS: another command is writing the reports folder /)]);
      expect(existsSync(join(busy, 'spec-coverage.md'))).toBe(false);
    } finally {
      release();
    }
    expect((await run(['--out', busy])).code).toBe(0);
  });
});
