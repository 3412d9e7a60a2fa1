// Issue 50, item 3: the Allure case of an accepted deviation links the ticket that accepted it. A sandbox fault breaks a
// rule, baseline:update accepts it with --ticket QA-7, and the next run's Allure result carries an issue link built
// from the config's ticketUrl template (VTS_TICKET_URL), beside the "Ticket" line of its description.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, runInProcess } from './cli.js';

const FAULT = 'login-appKey-missing-message';
const RULE = 'login.appKey.missing';
const scratch = mkdtempSync(join(tmpdir(), 'vts-ticket-link-'));
const reports = join(scratch, 'reports');
const env = {
  VTS_SANDBOX_FAULTS: FAULT,
  VTS_SANDBOX_URL: undefined,
  VTS_REPORTS_DIR: reports,
  VTS_BASELINE_DIR: join(scratch, 'baseline'),
  VTS_TICKET_URL: 'https://tickets.example/browse/{id}',
};
const conformance = ['conformance', '--target', 'sandbox', '--rule', RULE, '--seed', '7'];
const runs: CliRun[] = [];

interface AllureResult {
  labels: { name: string; value: string }[];
  links?: { type?: string; url: string; name?: string }[];
  descriptionHtml?: string;
}

/** The Allure result of the rule's case in the last run. */
function resultOfRule(): AllureResult | undefined {
  const dir = join(reports, 'allure-results');
  return readdirSync(dir)
    .filter((f) => f.endsWith('-result.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as AllureResult)
    .find((r) => r.labels.some((l) => l.name === 'story' && l.value === RULE));
}

beforeAll(async () => {
  runs.push(await runCli(conformance, env));
  runs.push(
    await runInProcess(
      ['baseline:update', '--target', 'sandbox', '--rule', RULE, '--reason', 'vendor wording', '--ticket', 'QA-7'],
      env,
    ),
  );
  runs.push(await runCli(conformance, env));
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const shown = (run: CliRun | undefined) => `exit ${run?.code}\n${run?.output.slice(-3000)}`;

describe('an accepted deviation links its ticket from its Allure case (issue 50, item 3)', () => {
  it('the fault is a new violation, then accepted with --ticket QA-7, then passes the gate', () => {
    expect(runs[0]?.code, shown(runs[0])).toBe(1);
    expect(runs[1]?.code, shown(runs[1])).toBe(0);
    expect(runs[2]?.code, shown(runs[2])).toBe(0);
  });

  it("the case's Allure result links QA-7 through the ticketUrl template, as an issue link", () => {
    const result = resultOfRule();
    expect(result?.links).toContainEqual(
      expect.objectContaining({ type: 'issue', url: 'https://tickets.example/browse/QA-7', name: 'QA-7' }),
    );
    expect(result?.descriptionHtml).toContain('QA-7');
  });
});
