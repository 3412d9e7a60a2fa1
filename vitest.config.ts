import { randomInt } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// One project per kind of run. `replay`, `sandbox` and `live` are the conformance suites against that target: what
// `npm run conformance -- --target <t>` runs. `live` joins only when VTS_TARGET=live, so no default run reaches the vendor.
const live = process.env.VTS_TARGET === 'live';

// One data seed per run, drawn here once: the workers inherit it, and the one line printed reproduces the run.
if (!process.env.VTS_SEED) {
  process.env.VTS_SEED = String(randomInt(1, 2 ** 31 - 1));
  console.log(`vts-conformance: seed ${process.env.VTS_SEED} (VTS_SEED=${process.env.VTS_SEED} reproduces)`);
}
const seed = Number(process.env.VTS_SEED);

const suites = ['suites/**/*.conformance.ts'];
// The suites share one module graph per worker (schemas compiled once): per-file isolation cost more than the cases.
const shared = { isolate: false, pool: 'threads' as const };

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Transformed modules stay on disk between runs, keyed by their content: a repeated gate skips ~0.9 s of transforms.
    experimental: { fsModuleCache: true },
    hookTimeout: 60_000,
    provide: { seed },
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts', 'test/sandbox/**/*.test.ts'] } },
      { extends: true, test: { name: 'self', include: ['test/self/**/*.test.ts', 'test/replay/**/*.test.ts'] } },
      { extends: true, test: { name: 'replay', include: suites, ...shared, env: { VTS_TARGET: 'replay' } } },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: suites,
          ...shared,
          env: { VTS_TARGET: 'sandbox' },
          globalSetup: ['test/setup/sandbox.ts'],
        },
      },
      ...(live
        ? [{ extends: true as const, test: { name: 'live', include: suites, ...shared, env: { VTS_TARGET: 'live' } } }]
        : []),
    ],
  },
});
