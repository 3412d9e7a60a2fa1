// The commands start vitest without vitest.config.ts, with the target's project given inline (src/cli/vitest-run.ts):
// what `npx vitest run --project <target>` resolves from the file must be what they resolve, setting for setting.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVitest, type TestProject } from 'vitest/node';
import { ROOT } from '../../src/base/paths.js';
import { vitestOptions } from '../../src/cli/vitest-run.js';
import { TARGET_NAMES } from '../../src/settings/target-name.js';

/** The settings a suite's run depends on, as vitest resolved them. */
const settings = (project: TestProject) => {
  const c = project.config;
  return {
    name: project.name,
    include: c.include,
    exclude: c.exclude,
    isolate: c.isolate,
    pool: c.pool,
    env: { VTS_TARGET: c.env.VTS_TARGET },
    // The validators' setup is the command's own work (conformance.ts) where vitest is started from it.
    globalSetup: [c.globalSetup]
      .flat()
      .filter((f) => !f.endsWith('validators.ts'))
      .map((f) => f.replace(`${ROOT}/`, '')),
    testTimeout: c.testTimeout,
    hookTimeout: c.hookTimeout,
    maxConcurrency: c.maxConcurrency,
    maxWorkers: c.maxWorkers,
    fsModuleCache: c.experimental.fsModuleCache,
    sequence: { concurrent: c.sequence.concurrent, shuffle: c.sequence.shuffle },
    provided: project.getProvidedContext().seed,
  };
};

describe('the suites’ vitest settings', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.for(TARGET_NAMES)('are those of the %s project of vitest.config.ts', async (target) => {
    vi.stubEnv('VTS_SEED', '7');
    // The file's worker count, as the commands' own: one per core.
    vi.stubEnv('VTS_SUITE_WORKERS', String(availableParallelism()));
    // The live project joins the file's projects only when asked for.
    vi.stubEnv('VTS_TARGET', target);
    const fromFile = await createVitest('test', {
      root: ROOT,
      config: join(ROOT, 'vitest.config.ts'),
      project: [target],
      watch: false,
      reporters: [],
    });
    const inline = await createVitest('test', vitestOptions({ project: target, reporters: [] }));
    try {
      const project = fromFile.projects.find((p) => p.name === target);
      expect(project, `no ${target} project in vitest.config.ts`).toBeDefined();
      expect(inline.projects).toHaveLength(1);
      expect(settings(inline.projects[0] as TestProject)).toEqual(settings(project as TestProject));
    } finally {
      await Promise.all([fromFile.close(), inline.close()]);
    }
  });
});
