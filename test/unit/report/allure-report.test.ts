// npm run report's generator: a single offline HTML file with every case, naming no third-party host.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAllureReport, type GeneratedReport } from '../../../src/report/allure/generate.js';
import { thirdPartyHosts } from '../../../src/report/allure/hosts.js';
import { writeAllureResult, writeAllureRunFiles } from '../../../src/report/allure/result.js';
import type { CaseResult, Rule, Verdict } from '../../../src/types.js';

const rule = (id: string): Rule => ({
  id,
  operation: 'authToken',
  title: `${id} holds`,
  source: 'verification-and-token-services.md › Errors',
  strength: 'documented',
  severity: 'normal',
  request: (r) => r,
  expect: { status: 400 },
});
const CASES: [string, Verdict][] = [
  ['authToken.report.passing', 'pass'],
  ['authToken.report.spec-gap', 'spec-gap'],
  ['authToken.report.not-applicable', 'not-applicable'],
];
const caseOf = ([id, verdict]: [string, Verdict]): CaseResult => ({
  rule: rule(id),
  target: 'replay',
  seed: 5,
  verdict,
  violations: [],
  reason: `${verdict} because`,
  exchange: {
    request: { method: 'POST', host: 'auth_url', base: 'http://127.0.0.1:9', path: '/v2/auth/token', headers: {}, body: { kind: 'json', value: { expiry: 1 } } },
    attempts: [{ response: { status: 400, headers: {}, body: { statusCode: 400, hook: 'https://hooks.example.com/x' }, json: true }, durationMs: 2, waitedMs: 0 }],
  },
  durationMs: 4,
});

// The single file embeds its data as d("<path>", "<base64>") calls.
const embeddedData = (html: string): string =>
  [...html.matchAll(/d\("[^"]+","([A-Za-z0-9+/=]*)"\)/g)].map((m) => Buffer.from(m[1] as string, 'base64').toString('utf8')).join('\n');

let root: string;
let report: GeneratedReport;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vts-allure-report-'));
  const results = join(root, 'allure-results');
  const meta = { target: 'replay', seed: 5, runId: 'r' };
  writeAllureRunFiles(results, meta);
  for (const c of CASES) writeAllureResult(results, caseOf(c), meta, (t) => t);
  report = await generateAllureReport({ resultsDir: results, outputDir: join(root, 'allure-report') });
}, 20_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('generateAllureReport', () => {
  it('writes one index.html with every case, offline', () => {
    expect(report.indexHtml).toBe(join(root, 'allure-report', 'index.html'));
    expect(existsSync(report.indexHtml)).toBe(true);
    const html = readFileSync(report.indexHtml, 'utf8');
    expect(html).toContain('<title>vts-conformance</title>');
    const data = embeddedData(html);
    for (const [id] of CASES) expect(data).toContain(`${id}: ${id} holds`);
    expect(data).toContain('spec-gap: spec-gap because');
    expect(data).toContain('not-applicable: not-applicable because');
  });

  it('names no third-party host (no analytics tag)', () => {
    const html = readFileSync(report.indexHtml, 'utf8');
    expect(report.thirdPartyHosts).toEqual([]);
    expect(html).not.toMatch(/googletagmanager|gtag\(/);
  });

  it('refuses a missing or empty results folder, naming the fix', async () => {
    await expect(generateAllureReport({ resultsDir: join(root, 'nothing'), outputDir: join(root, 'out') })).rejects.toThrow(
      /no Allure results in .*nothing: run npm run conformance first/,
    );
  });
});

describe('thirdPartyHosts', () => {
  it('finds hosts in the page and in its embedded scripts, but not in case data', () => {
    const script = Buffer.from('fetch("https://Collector.example.net/p");var ns="http://www.w3.org/2000/svg"').toString('base64');
    const data = Buffer.from('{"url":"https://hooks.example.com"}').toString('base64');
    const html = `<script async src="https://www.googletagmanager.com/gtag/js"></script><img src="//pixel.example.org/a.gif">
      <script src="data:text/javascript;base64,${script}"></script><script>d("data/x.json","${data}")</script>`;
    expect(thirdPartyHosts(html)).toEqual(['collector.example.net', 'pixel.example.org', 'www.googletagmanager.com']);
  });
});
