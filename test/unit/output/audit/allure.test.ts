// The audit in Allure: under Traffic › operation, a failed result per violation group (its details attached), a broken
// one per harness error, a passed one per operation without a fault; labelled as the run's cases are; an earlier
// audit's results replaced, the run's kept, the Traffic category first.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestResult } from 'allure-js-commons';
import { describe, expect, it } from 'vitest';
import { audited, MIXED, record, reportsFolder } from './records.js';

const resultsOf = (dir: string): TestResult[] =>
  readdirSync(join(dir, 'allure-results'))
    .filter((f) => f.endsWith('-result.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, 'allure-results', f), 'utf8')) as TestResult);
const labels = (r: TestResult, name: string) => r.labels.filter((l) => l.name === name).map((l) => l.value);

describe('the audit in Allure', () => {
  it('writes a result per group under Traffic › operation, labelled as the run labels a case', async () => {
    const { dir } = await audited(MIXED);
    const results = resultsOf(dir);
    expect(results.map((r) => [labels(r, 'suite')[0], r.status]).sort()).toEqual([
      ['authToken', 'failed'],
      ['cacBasic', 'broken'],
      ['emailBasic', 'failed'],
    ]);
    const message = results.find((r) => labels(r, 'suite')[0] === 'authToken')!;
    expect(message.name).toBe('authToken.expiry.above-max: Wrong message at /message');
    expect(message.statusDetails.message).toMatch(/^traffic violation: 3 exchanges: Wrong message at \/message/);
    expect(Object.fromEntries(message.labels.map((l) => [l.name, l.value]))).toMatchObject({
      parentSuite: 'Traffic',
      epic: 'verification-and-token-services.md',
      feature: 'authToken',
      story: 'authToken.expiry.above-max',
      subSuite: 'authToken.expiry.above-max',
      // The rule's own severity, as the run's case of it has.
      severity: 'critical',
    });
    expect(labels(message, 'tag')).toEqual(['violation', 'audit']);
  });

  it('attaches the group’s details, as text', async () => {
    const { dir } = await audited(MIXED);
    const message = resultsOf(dir).find((r) => labels(r, 'suite')[0] === 'authToken')!;
    expect(message.attachments.map((a) => [a.name, a.type])).toEqual([['group', 'text/plain']]);
    const text = readFileSync(join(dir, 'allure-results', message.attachments[0]!.source), 'utf8');
    expect(text).toContain(
      'row: expiry 86401 is rejected (verification-and-token-services.md › Errors › Current token operation)',
    );
    expect(text).toContain('first exchange: traffic.har:1 (exchange 2)');
  });

  it('passes an operation without a fault, and replaces an earlier audit’s results, keeping the run’s and its categories', async () => {
    const dir = reportsFolder();
    const results = join(dir, 'allure-results');
    mkdirSync(results);
    const run = {
      uuid: 'run',
      name: 'a case',
      status: 'passed',
      labels: [{ name: 'parentSuite', value: 'verification-and-token-services.md' }],
    };
    writeFileSync(join(results, 'run-result.json'), JSON.stringify(run));
    writeFileSync(
      join(results, 'categories.json'),
      JSON.stringify([{ name: 'Contract violations', matchedStatuses: ['failed'] }]),
    );
    await audited(MIXED, undefined, dir);
    await audited([record(1)], undefined, dir);
    expect(
      resultsOf(dir)
        .map((r) => [r.name, r.status])
        .sort(),
    ).toEqual([
      ['a case', 'passed'],
      ['authToken: no violation in 1 exchange', 'passed'],
    ]);
    expect(readdirSync(results).filter((f) => f.endsWith('-attachment.txt'))).toEqual([]);
    const categories = JSON.parse(readFileSync(join(results, 'categories.json'), 'utf8')) as { name: string }[];
    expect(categories.map((c) => c.name)).toEqual(['Traffic violations', 'Contract violations']);
  });
});
