// `vts explain` for three kinds of rule (a JSON error row, an upload, a flow step), held whole in files a reviewer reads:
// a change to a rule's row, request, expectation, recording or faults shows as a diff there.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { explainCommand } from '../../../src/cli/explain.js';

// The last verdict comes from a verdicts file written here, never from this machine's reports/.
const reports = mkdtempSync(join(tmpdir(), 'vts-explain-'));
const entry = (ruleId: string, operation: string, verdict: string, more: object = {}) => ({
  ruleId,
  operation,
  verdict,
  outcome: verdict === 'pass' ? 'pass' : 'fail',
  violations: [],
  seed: 4242,
  target: 'sandbox',
  reproduce: `npm run conformance -- --rule ${ruleId} --seed 4242 --target sandbox`,
  ...more,
});
const VERDICTS = {
  target: 'sandbox',
  seed: 4242,
  complete: true,
  cases: [
    entry('emailBasic.email.missing', 'emailBasic', 'violation', {
      violations: [
        {
          ruleId: 'emailBasic.email.missing',
          check: 'message',
          title: 'Wrong message',
          pointer: '/message',
          expected: 'Email cannot be empty',
          actual: 'Email is required',
        },
      ],
    }),
    entry('matchFace.selfie.no-face', 'matchFace', 'pass', { observed: 'as the rule states' }),
  ],
};

beforeAll(() => {
  writeFileSync(join(reports, 'verdicts.json'), JSON.stringify(VERDICTS));
  vi.stubEnv('VTS_REPORTS_DIR', reports);
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(reports, { recursive: true, force: true });
});

const explain = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await explainCommand(argv, (l) => lines.push(l));
  return { code, text: `${lines.join('\n').replaceAll(reports, '<reports>')}\n` };
};

describe('vts explain', () => {
  it.for(['emailBasic.email.missing', 'matchFace.selfie.no-face', 'getBankStatementParsingResults.request.completed'])(
    '%s prints its six parts',
    async (id) => {
      const { code, text } = await explain(id);
      expect(code).toBe(0);
      await expect(text).toMatchFileSnapshot(`__snapshots__/explain-${id}.txt`);
    },
  );

  it('prints the same as JSON with --json', async () => {
    const { code, text } = await explain('emailBasic.email.missing', '--json');
    expect(code).toBe(0);
    const parsed = JSON.parse(text) as { rule: { id: string }; verdict: { entry: { verdict: string } } };
    expect(parsed.rule.id).toBe('emailBasic.email.missing');
    expect(parsed.verdict.entry.verdict).toBe('violation');
  });

  it('shows a long text part by its start and its length, not whole', async () => {
    const { text } = await explain('philsysQRCheck.value.over-qr-capacity');
    expect(text).toMatch(/^ {6}value = "[A-Za-z]{80}…" \(16,385 characters\)$/m);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThan(200);
  });

  it('names the closest ids for an unknown one, exit 2', async () => {
    const { code, text } = await explain('emailBasic.email.mising');
    expect(code).toBe(2);
    expect(text).toMatch(/^error VTS_ERR_USAGE: no rule "emailBasic.email.mising"; the closest: emailBasic.email.missing, /);
    expect(text.trim().split('\n')).toHaveLength(1);
  });
});
