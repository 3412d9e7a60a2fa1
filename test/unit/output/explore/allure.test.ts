// The exploration in Allure: a result per finding under Exploration › property › operation, whose id stays the same from
// night to night; a passed result per operation; an earlier exploration's results replaced, the conformance run's kept.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestResult } from 'allure-js-commons';
import { describe, expect, it } from 'vitest';
import { writeExploreReports } from '../../../../src/output/explore/index.js';
import { brokenRun, findingRun, quietRun, reportsFolder } from './runs.js';

const resultsOf = (dir: string): TestResult[] => {
  const results = join(dir, 'allure-results');
  return readdirSync(results)
    .filter((f) => f.endsWith('-result.json'))
    .map((f) => JSON.parse(readFileSync(join(results, f), 'utf8')) as TestResult);
};
const labels = (r: TestResult, name: string) => r.labels.filter((l) => l.name === name).map((l) => l.value);
const inSuite = (rs: TestResult[], suite: string) => rs.filter((r) => labels(r, 'suite').includes(suite));

function written(run: Parameters<typeof writeExploreReports>[0]): { dir: string; results: TestResult[] } {
  const dir = reportsFolder();
  writeExploreReports(run, dir);
  return { dir, results: resultsOf(dir) };
}

describe('the exploration in Allure', () => {
  it('writes a result per finding, labelled Exploration › property title › operation, tagged explore and not-gating', () => {
    const { results } = written(findingRun());
    const servers = inSuite(results, 'Server error');
    expect(servers).toHaveLength(3);
    expect(inSuite(results, 'Undocumented status')).toHaveLength(1);
    const expiry = servers.find((r) => r.name === 'authToken: body:expiry maximum+1');
    expect(expiry).toBeDefined();
    expect(labels(expiry!, 'parentSuite')).toEqual(['Exploration']);
    expect(labels(expiry!, 'subSuite')).toEqual(['authToken']);
    expect(labels(expiry!, 'tag')).toEqual(expect.arrayContaining(['explore', 'not-gating']));
    expect(expiry!.status).toBe('unknown');
    expect(expiry!.statusDetails.message).toBe('exploration finding (not gating): 500 to a request the documents do not refuse');
    expect(expiry!.descriptionHtml).toContain(
      '<p><b>Reproduce:</b> <code>npm run explore -- --target sandbox --seed 7 --operation authToken --probe authToken#4</code></p>',
    );
  });

  it('fails a finding when findings gate, without the not-gating tag', () => {
    const { results } = written(findingRun({ gates: true }));
    const findings = results.filter((r) => labels(r, 'suite').some((s) => s !== 'Explored'));
    expect(findings.map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(findings.every((r) => !labels(r, 'tag').includes('not-gating'))).toBe(true);
  });

  it('attaches the request and response excerpts and the reproduce line, as text', () => {
    const { dir, results } = written(findingRun());
    const email = results.find((r) => r.name === 'emailBasic: body:email long')!;
    const attached = Object.fromEntries(
      email.attachments.map((a) => [a.name, [a.type, readFileSync(join(dir, 'allure-results', a.source), 'utf8')]]),
    );
    expect(attached).toEqual({
      request: ['text/plain', 'POST /emailBasic {"body:email": "<shrunk 3>"}'],
      response: ['text/plain', 'HTTP 500 {"error":"<b>boom</b> | pipe"}'],
      reproduce: ['text/plain', 'npm run explore -- --target sandbox --seed 7 --operation emailBasic --probe emailBasic#3'],
    });
  });

  it('writes a passed result per operation explored, so the section shows with no finding', () => {
    const { results } = written(quietRun());
    expect(results).toHaveLength(2);
    expect(results.map((r) => [r.status, labels(r, 'parentSuite')[0], labels(r, 'suite')[0], r.name]).sort()).toEqual([
      ['passed', 'Exploration', 'Explored', 'authToken: 40 requests, 3 fields'],
      ['passed', 'Exploration', 'Explored', 'emailBasic: 40 requests, 3 fields'],
    ]);
    expect(results[0]?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['requests', 'shrinking requests', 'fields', 'keywords', 'statuses', 'findings']),
    );
  });

  it('writes its category into a new results folder even for a run that explored nothing', () => {
    const dir = reportsFolder();
    writeExploreReports(quietRun({ operations: [], durationMs: 0 }), dir);
    expect(readdirSync(join(dir, 'allure-results'))).toEqual(['categories.json']);
  });

  it('keeps a finding’s ids from night to night: its cause, not the seed, detail or how the value was written', () => {
    const ids = (rs: TestResult[]) => rs.map((r) => r.historyId).sort();
    const first = written(findingRun()).results;
    const next = written(
      findingRun({
        seed: 99,
        findings: findingRun().findings.map((f) => ({ ...f, detail: `${f.detail}, again`, keyword: 'fraction' })),
      }),
    ).results;
    expect(ids(next)).toEqual(ids(first));
    expect(new Set(first.map((r) => r.historyId)).size).toBe(first.length);
    expect(new Set([...first, ...next].map((r) => r.uuid)).size).toBe(first.length * 2);
  });

  it('replaces an earlier exploration’s results and attachments, and leaves the conformance run’s alone', () => {
    const dir = reportsFolder();
    const results = join(dir, 'allure-results');
    mkdirSync(results, { recursive: true });
    writeFileSync(
      join(results, 'c1-result.json'),
      JSON.stringify({ uuid: 'c1', labels: [{ name: 'suite', value: 'authToken' }] }),
    );
    writeFileSync(
      join(results, 'categories.json'),
      JSON.stringify([{ name: 'Contract violations', matchedStatuses: ['failed'] }]),
    );
    writeExploreReports(findingRun(), dir);
    writeExploreReports(quietRun(), dir);
    expect(resultsOf(dir).map((r) => r.uuid)).toContain('c1');
    expect(resultsOf(dir)).toHaveLength(3);
    expect(readdirSync(results).filter((f) => f.endsWith('-attachment.txt'))).toEqual([]);
    const categories = JSON.parse(readFileSync(join(results, 'categories.json'), 'utf8')) as { name: string }[];
    expect(categories.map((c) => c.name)).toEqual(['Exploration findings', 'Contract violations']);
  });

  it('reports a harness error as broken, under Harness errors', () => {
    const { dir, results } = written(brokenRun());
    const broken = inSuite(results, 'Harness errors');
    expect(broken.map((r) => [r.status, r.name, r.statusDetails.message])).toEqual([
      ['broken', 'authToken: authToken#9', 'harness-error: no recording: fixtures/recordings/x.json <missing>'],
    ]);
    expect(existsSync(join(dir, 'allure-results', 'categories.json'))).toBe(true);
  });
});
