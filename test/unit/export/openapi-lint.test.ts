// (b) contract/openapi.json passes a linter nobody here wrote: Redocly's recommended rules (redocly.yaml says which
// three are changed, and why) report no error; the warnings are counted and printed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { redoclyLint } from './redocly.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-contract-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('Redocly lint of contract/openapi.json', () => {
  it('reports no error', async () => {
    const report = await redoclyLint(join(ROOT, 'contract', 'openapi.json'));
    console.log(`redocly lint contract/openapi.json: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('reports a $ref to no component as an error', async () => {
    const text = readFileSync(join(ROOT, 'contract', 'openapi.json'), 'utf8');
    const broken = join(scratch, 'openapi.json');
    writeFileSync(broken, text.replace('"#/components/schemas/authToken.200"', '"#/components/schemas/authToken.299"'));
    const report = await redoclyLint(broken);
    expect(report.problems.filter((p) => p.severity === 'error').map((p) => p.ruleId)).toContain('no-unresolved-refs');
  }, 60_000);
});
