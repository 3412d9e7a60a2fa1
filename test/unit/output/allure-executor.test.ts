// The Allure executor widget names the CI build that wrote the results and links to it; outside CI it stays empty.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { executorFrom } from '../../../src/output/allure/executor.js';
import { generateAllureReport } from '../../../src/output/allure/generate.js';
import { allureReporter } from '../../../src/output/allure/reporter.js';

const root = mkdtempSync(join(tmpdir(), 'vts-allure-executor-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const GITHUB = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/vts-conformance',
  GITHUB_RUN_ID: '9876543210',
  GITHUB_RUN_NUMBER: '42',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_WORKFLOW: 'nightly-live',
};
const RUN = 'https://github.com/acme/vts-conformance/actions/runs/9876543210';
const CI_NAMES = ['CI_NAME', 'CI_BUILD_NUMBER', 'CI_BUILD_URL', 'CI_REPORT_URL'];
/** The environment of this test less every variable the executor reads, plus `env`. */
const only = (env: Record<string, string>) => {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GITHUB_') && !CI_NAMES.includes(k)));
  return { ...base, ...env };
};

describe('executorFrom', () => {
  it('GitHub Actions: the run page, its number, the workflow', () =>
    expect(executorFrom(GITHUB)).toEqual({
      name: 'GitHub Actions',
      type: 'github',
      url: 'https://github.com/acme/vts-conformance/actions',
      buildOrder: 42,
      buildName: 'nightly-live #42',
      buildUrl: RUN,
    }));

  it('a re-run links to its own attempt', () =>
    expect(executorFrom({ ...GITHUB, GITHUB_RUN_ATTEMPT: '2' })).toMatchObject({
      buildName: 'nightly-live #42 (attempt 2)',
      buildUrl: `${RUN}/attempts/2`,
    }));

  it('any other CI through the generic names, the published report through CI_REPORT_URL', () =>
    expect(
      executorFrom({
        CI_NAME: 'GitLab',
        CI_BUILD_NUMBER: '311',
        CI_BUILD_URL: 'https://gitlab.example.com/qa/vts/-/pipelines/311',
        CI_REPORT_URL: 'https://qa.example.com/vts/311/',
      }),
    ).toEqual({
      name: 'GitLab',
      type: 'gitlab',
      buildOrder: 311,
      buildName: '#311',
      buildUrl: 'https://gitlab.example.com/qa/vts/-/pipelines/311',
      reportUrl: 'https://qa.example.com/vts/311/',
    }));

  it('nothing outside CI, blank values included', () => {
    expect(executorFrom({})).toBeUndefined();
    expect(executorFrom({ CI: 'true', CI_BUILD_URL: ' ', GITHUB_ACTIONS: '' })).toBeUndefined();
  });
});

describe('the Allure results and report', () => {
  const results = (name: string, env: Record<string, string>) => {
    const dir = join(root, name);
    const saved = process.env;
    process.env = only(env);
    try {
      allureReporter(dir, { target: 'replay', seed: 7 }).onInit({ projects: [] } as never);
    } finally {
      process.env = saved;
    }
    return dir;
  };

  it('a CI run writes executor.json beside the results, and the report shows the build, linked', async () => {
    const dir = results('github', GITHUB);
    expect(JSON.parse(readFileSync(join(dir, 'executor.json'), 'utf8'))).toMatchObject({ buildName: 'nightly-live #42' });
    writeFileSync(
      join(dir, '00000000-0000-4000-8000-000000000001-result.json'),
      JSON.stringify({ uuid: '00000000-0000-4000-8000-000000000001', name: 'a case', status: 'passed', start: 1, stop: 2 }),
    );
    const report = await generateAllureReport({ resultsDir: dir, outputDir: join(root, 'github-report') });
    // The single-file page embeds each data file base64-encoded.
    const html = readFileSync(report.indexHtml, 'utf8');
    const executors = [...html.matchAll(/"widgets\/executors\.json","([A-Za-z0-9+/=]+)"/g)].map((m) =>
      JSON.parse(Buffer.from(m[1]!, 'base64').toString('utf8')),
    );
    expect(executors).toEqual([[expect.objectContaining({ name: 'GitHub Actions', buildUrl: RUN })]]);
    // A link the reader follows, not a host the page fetches: the report stays publishable.
    expect(report.thirdPartyHosts).toEqual([]);
  }, 60_000);

  it('a run outside CI writes none', () => {
    const dir = results('local', {});
    expect(existsSync(join(dir, 'environment.properties'))).toBe(true);
    expect(existsSync(join(dir, 'executor.json'))).toBe(false);
  });
});
