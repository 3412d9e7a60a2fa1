import { randomInt } from 'node:crypto';
import { defineConfig } from 'vitest/config';
import type { VitestPluginContext } from 'vitest/node';
import { loadEnvFile } from './src/base/env-file.js';
import { caseBudgetMs, DEFAULT_TRANSPORT, type TransportSettings, transportSettings } from './src/model/run-settings.js';

// The root's .env (credentials, URLs), as the commands read it: `npx vitest run --project live` and an IDE see it too.
// Whether the live project joins is decided without it: a VTS_TARGET=live kept in .env must not turn `npm test` live.
const targetGiven = process.env.VTS_TARGET;
loadEnvFile();

// One project per kind of run. `replay`, `sandbox` and `live` are the conformance suites against that target: what
// `npm run conformance -- --target <t>` runs. `live` joins only when VTS_TARGET=live or when it is asked for by name
// (`npx vitest run --project live`), so no default run reaches the vendor.
const asked = process.argv.flatMap((arg, i, argv) =>
  arg === '--project' ? [argv[i + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const live = targetGiven === 'live' || asked.includes('live');

// One data seed per run, drawn here once: the workers inherit it, and the one line printed reproduces the run.
if (!process.env.VTS_SEED) {
  process.env.VTS_SEED = String(randomInt(1, 2 ** 31 - 1));
  console.log(`vts-conformance: seed ${process.env.VTS_SEED} (VTS_SEED=${process.env.VTS_SEED} reproduces)`);
}
const seed = Number(process.env.VTS_SEED);

// The transport settings (timeouts, deadline, concurrency) the CLI put in the environment; a malformed one is reported,
// naming it, by the CLI or by the suites themselves, so here the defaults stand in.
let transport: TransportSettings;
try {
  transport = transportSettings();
} catch {
  transport = DEFAULT_TRANSPORT;
}
// A case ends on its own verdict: its requests are bounded by the deadline and the Retry-After cap, and this test
// timeout is above that, so vitest's timeout never decides a case that sends requests.
const caseTimeout = { testTimeout: caseBudgetMs(transport) };

const suites = ['suites/**/*.conformance.ts'];

// The commands (bin/vts.mjs) name the harness bundled in their compiled copy (bin/compiled.mjs): each worker then loads
// it natively, as one module (0.13 s a worker), where vite would fetch and evaluate its ~150 modules one by one (0.38 s).
// `npx vitest` and an IDE, which start no command, load the sources.
const bundle = process.env.VTS_HARNESS_BUNDLE;
const harnessBundle = {
  name: 'vts-harness-bundle',
  enforce: 'pre' as const,
  resolveId: (id: string, importer?: string) =>
    bundle && id === './conformance-suite.js' && importer?.endsWith('.conformance.ts') ? bundle : undefined,
  // A suite file's transform, kept on disk (fsModuleCache), holds the path it resolved: a new bundle must not meet it.
  configureVitest: ({ experimental_defineCacheKeyGenerator: key }: VitestPluginContext) =>
    key(({ id }) => (id.endsWith('.conformance.ts') ? `harness ${bundle}` : undefined)),
};
// The suites share one module graph per worker (schemas compiled once): per-file isolation cost more than the cases.
const shared = { isolate: false, pool: 'threads' as const };

export default defineConfig({
  plugins: bundle ? [harnessBundle] : [],
  test: {
    testTimeout: 60_000,
    // Three workers on this two-core machine: most self-tests wait (on child processes, sandboxes, timeouts) rather than
    // compute, and vitest's default here is one; the self project's wall time halves (docs/speed.md). Live keeps one.
    // npm run conformance runs one project and sets a worker per core (a third worker on two cores made the replay gate
    // about 0.3 s slower: it only competes for the cores).
    maxWorkers: Number(process.env.VTS_SUITE_WORKERS) || 3,
    // Transformed modules stay on disk between runs, keyed by their content: a repeated gate skips ~0.9 s of transforms.
    experimental: { fsModuleCache: true },
    // The commands generate the validators themselves before they start vitest (src/cli/conformance.ts): the setup's
    // module, loaded through vite, would hold the workers back 50 ms.
    globalSetup: process.env.VTS_VALIDATORS_READY === '1' ? [] : ['test/setup/validators.ts'],
    hookTimeout: 60_000,
    provide: { seed },
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'self', include: ['test/self/**/*.test.ts'] } },
      { extends: true, test: { name: 'replay', include: suites, ...shared, env: { VTS_TARGET: 'replay' } } },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: suites,
          ...shared,
          env: { VTS_TARGET: 'sandbox' },
          globalSetup: ['test/setup/sandbox.ts'],
          ...caseTimeout,
        },
      },
      ...(live
        ? [
            {
              extends: true as const,
              test: {
                name: 'live',
                include: suites,
                ...shared,
                env: { VTS_TARGET: 'live' },
                ...caseTimeout,
                // Bounded concurrency over the whole run: one worker (every suite, one after another, sharing the
                // client's per-host failure count), and in it at most `concurrency` cases at once (the suite's
                // describe is concurrent on live: vitest reads sequence.concurrent from the root config only).
                maxWorkers: 1,
                maxConcurrency: transport.concurrency,
                // Its own group: a project with a different maxWorkers may not share one (live then runs last).
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
