// How the conformance suites run under vitest, per target: the `replay`, `sandbox` and `live` projects of
// vitest.config.ts (`npx vitest run --project replay`, an IDE) and the configuration the commands start vitest with
// (src/cli/vitest-run.ts), from one place, so that both run the same tests the same way. The commands pass it inline
// rather than through the config file, which each command would bundle and resolve before any worker started.
import { join } from 'node:path';
import type { VitestPluginContext } from 'vitest/node';
import { cacheDir, PACKAGED } from '../base/paths.js';
import { caseBudgetMs, DEFAULT_TRANSPORT, type TransportSettings, transportSettings } from '../settings/run-settings.js';
import type { TargetName } from '../settings/target-name.js';

/** The suites, relative to the package root: an installed package runs its compiled copies (dist/, no TypeScript). */
export const SUITES_DIR = PACKAGED ? join('dist', 'suites') : 'suites';
const SUITE_EXT = PACKAGED ? 'js' : 'ts';
export const SUITE_FILES = [`${SUITES_DIR}/**/*.conformance.${SUITE_EXT}`];
/** The suite file of an operation, relative to the package root. */
export const suiteFileOf = (operation: string): string => `${SUITES_DIR}/${operation}.conformance.${SUITE_EXT}`;
export const isSuiteFile = (name: string): boolean => name.endsWith(`.conformance.${SUITE_EXT}`);
const SANDBOX_SETUP = `${SUITES_DIR}/sandbox-setup.${SUITE_EXT}`;

/** The settings every project shares (the root of vitest.config.ts), save the worker count and the seed. */
export const COMMON_SETTINGS = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Transformed modules stay on disk between runs, keyed by their content: a repeated gate skips ~0.9 s of transforms.
  experimental: { fsModuleCache: true, ...(PACKAGED ? { fsModuleCachePath: join(cacheDir(), 'vitest-modules') } : {}) },
};

/** Vite's own cache, out of an installed package (which is never written to). */
export const viteOverrides = () => (PACKAGED ? { cacheDir: join(cacheDir(), 'vite') } : {});

/** The transport settings the CLI put in the environment; the CLI or the suites report a malformed one, so here the
 * defaults stand in. */
export function givenTransport(): TransportSettings {
  try {
    return transportSettings();
  } catch {
    return DEFAULT_TRANSPORT;
  }
}

/** A suite target's project: its own settings over COMMON_SETTINGS. */
export function suiteProject(target: TargetName, transport: TransportSettings = givenTransport()) {
  // The suites share one module graph per worker (schemas compiled once): per-file isolation cost more than the cases.
  const shared = { name: target, include: SUITE_FILES, isolate: false, pool: 'threads' as const, env: { VTS_TARGET: target } };
  // A case ends on its own verdict: its requests are bounded by the deadline and the Retry-After cap, and this test
  // timeout is above that, so vitest's timeout never decides a case that sends requests.
  const caseTimeout = { testTimeout: caseBudgetMs(transport) };
  if (target === 'replay') return shared;
  if (target === 'sandbox') return { ...shared, globalSetup: [SANDBOX_SETUP], ...caseTimeout };
  return {
    ...shared,
    // A test waits for a slot to free (at most one case) before its own case runs: two cases' time.
    testTimeout: 2 * caseBudgetMs(transport),
    // One worker, every suite file in it one after another sharing its module state: live-schedule.ts runs every
    // selected case of the run on one schedule of `concurrency` cases at once, and each test reports its own.
    maxWorkers: 1,
    // Its own group: a project with a different maxWorkers may not share one (live then runs last).
    sequence: { groupOrder: 1 },
  };
}

/** The commands name the harness bundled in their compiled copy (bin/compiled.mjs): each worker loads it as one module
 * instead of vite's ~150. `npx vitest` and an IDE, which start no command, load the sources. */
export function harnessBundlePlugins(bundle: string | undefined) {
  if (!bundle) return [];
  return [
    {
      name: 'vts-harness-bundle',
      enforce: 'pre' as const,
      resolveId: (id: string, importer?: string) =>
        id === './conformance-suite.js' && importer?.endsWith('.conformance.ts') ? bundle : undefined,
      // A suite file's transform, kept on disk (fsModuleCache), holds the path it resolved: a new bundle must not meet it.
      configureVitest: ({ experimental_defineCacheKeyGenerator: key }: VitestPluginContext) =>
        key(({ id }) => (id.endsWith('.conformance.ts') ? `harness ${bundle}` : undefined)),
    },
  ];
}
