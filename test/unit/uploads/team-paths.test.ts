// Issue 37: a relative path in a team's profile is read from the team's folder (where vts.config.json lies, VTS_HOME),
// and a committed input the folder does not hold (fixtures/inputs/…) from the package, as the example profile promises.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputProblem, readInput } from '../../../src/uploads/files.js';

const team = mkdtempSync(join(tmpdir(), 'vts-team-paths-'));
afterAll(() => rmSync(team, { recursive: true, force: true }));

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.VTS_HOME;
  process.env.VTS_HOME = team;
});
afterEach(() => {
  if (saved === undefined) delete process.env.VTS_HOME;
  else process.env.VTS_HOME = saved;
});

describe('a relative path of a team profile', () => {
  it('is read from the team’s folder', () => {
    mkdirSync(join(team, 'vts', 'faces'), { recursive: true });
    writeFileSync(join(team, 'vts', 'faces', 'me.jpg'), 'team bytes');
    expect(inputProblem('vts/faces/me.jpg')).toBeUndefined();
    expect(Buffer.from(readInput('vts/faces/me.jpg').data).toString()).toBe('team bytes');
  });

  it('names a committed input the folder does not hold in the package', () => {
    expect(inputProblem('fixtures/inputs/statements/not-a-pdf.pdf')).toBeUndefined();
    expect(readInput('fixtures/inputs/statements/not-a-pdf.pdf').filename).toBe('not-a-pdf.pdf');
  });

  it('prefers the team’s file of the same name to the package’s', () => {
    mkdirSync(join(team, 'fixtures', 'inputs', 'statements'), { recursive: true });
    writeFileSync(join(team, 'fixtures', 'inputs', 'statements', 'not-a-pdf.pdf'), 'the team’s own');
    expect(Buffer.from(readInput('fixtures/inputs/statements/not-a-pdf.pdf').data).toString()).toBe('the team’s own');
  });

  it('is looked for in the team’s statements folder too', () => {
    const statements = join(team, 'vts', 'statements');
    mkdirSync(statements, { recursive: true });
    writeFileSync(join(statements, 'ours.pdf'), '%PDF-1.4 ours');
    process.env.VTS_STATEMENTS_DIR = statements;
    try {
      expect(readInput('ours.pdf').filename).toBe('ours.pdf');
    } finally {
      delete process.env.VTS_STATEMENTS_DIR;
    }
    expect(inputProblem('ours.pdf')).toBe('ours.pdf does not exist');
  });

  it('that is nowhere is named as given', () =>
    expect(inputProblem('vts/faces/none.jpg')).toBe('vts/faces/none.jpg does not exist'));
});
