import { defineConfig } from 'vitest/config';

// One project per kind of run. The conformance suites run twice: against the bundled sandbox and from recordings.
// `live` joins only when VTS_TARGET=live, so no default run can reach the vendor.
const live = process.env.VTS_TARGET === 'live';

export default defineConfig({
  test: {
    globalSetup: ['test/setup/global.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts', 'test/sandbox/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: ['suites/**/*.conformance.ts', 'test/self/**/*.test.ts'],
          env: { VTS_TARGET: 'sandbox' },
        },
      },
      {
        extends: true,
        test: {
          name: 'replay',
          include: ['suites/**/*.conformance.ts', 'test/replay/**/*.test.ts'],
          env: { VTS_TARGET: 'replay' },
        },
      },
      ...(live
        ? [
            {
              extends: true as const,
              test: { name: 'live', include: ['suites/**/*.conformance.ts'], env: { VTS_TARGET: 'live' } },
            },
          ]
        : []),
    ],
  },
});
