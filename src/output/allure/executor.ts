// The Allure executor widget: which CI build wrote the results, linked, so a report (an artifact, a mail) leads back to
// its run. Allure reads executor.json from the results folder (Allure 2's format, which Allure 3's reader keeps).
import { join } from 'node:path';
import { writeFileAtomic } from '../../base/atomic-write.js';

/** Allure's executor.json; the widget shows the type's icon, the name, and buildName linked to buildUrl. */
export interface Executor {
  name: string;
  type: string;
  url?: string;
  buildOrder?: number;
  buildName?: string;
  buildUrl?: string;
  reportUrl?: string;
}

type Env = Record<string, string | undefined>;

/** A blank value counts as unset, as everywhere else the harness reads the environment. */
const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;
const order = (n: string | undefined) => (n !== undefined && /^\d+$/.test(n) ? Number(n) : undefined);

/** Each CI the harness recognises, first match wins; the variables: docs/ci.md › Which build a report came from. */
const SOURCES: { when: (env: Env) => boolean; executor: (env: Env) => Executor }[] = [
  {
    // GitHub Actions' default variables. A re-run keeps its run id and number: the attempt names which one this was.
    when: (env) => env.GITHUB_ACTIONS === 'true',
    executor: (env) => {
      const repo = value(env, 'GITHUB_REPOSITORY');
      const server = value(env, 'GITHUB_SERVER_URL') ?? 'https://github.com';
      const id = value(env, 'GITHUB_RUN_ID');
      const number = value(env, 'GITHUB_RUN_NUMBER');
      const attempt = order(value(env, 'GITHUB_RUN_ATTEMPT')) ?? 1;
      const run = repo && id ? `${server}/${repo}/actions/runs/${id}` : undefined;
      const workflow = value(env, 'GITHUB_WORKFLOW') ?? 'run';
      return {
        name: 'GitHub Actions',
        type: 'github',
        ...(repo ? { url: `${server}/${repo}/actions` } : {}),
        ...(order(number) === undefined ? {} : { buildOrder: order(number) }),
        buildName: `${workflow}${number ? ` #${number}` : ''}${attempt > 1 ? ` (attempt ${attempt})` : ''}`,
        ...(run ? { buildUrl: attempt > 1 ? `${run}/attempts/${attempt}` : run } : {}),
      };
    },
  },
  {
    // Any other CI: its job maps its own variables to these (GitLab: CI_BUILD_URL: $CI_PIPELINE_URL).
    when: (env) => value(env, 'CI_BUILD_URL') !== undefined || value(env, 'CI_BUILD_NUMBER') !== undefined,
    executor: (env) => {
      const name = value(env, 'CI_NAME') ?? 'CI';
      const number = value(env, 'CI_BUILD_NUMBER');
      const url = value(env, 'CI_BUILD_URL');
      return {
        name,
        type: name.toLowerCase().replace(/[^a-z0-9]/g, ''),
        ...(order(number) === undefined ? {} : { buildOrder: order(number) }),
        buildName: number ? `#${number}` : (url as string),
        ...(url ? { buildUrl: url } : {}),
      };
    },
  },
];

/** The build that runs this process, from the CI's environment; undefined outside a CI the harness recognises. */
export function executorFrom(env: Env): Executor | undefined {
  const source = SOURCES.find((s) => s.when(env));
  if (source === undefined) return undefined;
  const reportUrl = value(env, 'CI_REPORT_URL');
  return { ...source.executor(env), ...(reportUrl ? { reportUrl } : {}) };
}

/** Writes executor.json beside the results when the run is a CI build's; outside CI, nothing. */
export function writeExecutor(resultsDir: string, env: Env = process.env): void {
  const executor = executorFrom(env);
  if (executor !== undefined) writeFileAtomic(join(resultsDir, 'executor.json'), `${JSON.stringify(executor, null, 2)}\n`);
}
