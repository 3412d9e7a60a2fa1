// npm run report's generator refuses an empty results folder; the host scan finds every host a page could fetch.
// (A real report, from a real run's allure-vitest results, is generated in test/self/reports.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateAllureReport } from '../../../src/output/allure/generate.js';
import { thirdPartyHosts } from '../../../src/output/allure/hosts.js';

const root = mkdtempSync(join(tmpdir(), 'vts-allure-report-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('generateAllureReport', () => {
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
