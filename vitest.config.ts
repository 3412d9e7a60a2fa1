import { randomInt } from 'node:crypto';
import { defineConfig } from 'vitest/config';
import { loadEnvFile } from './src/base/env-file.js';
import { liveByHandNote } from './src/vitest-glue/live-by-hand.js';
import { COMMON_SETTINGS, suiteProject } from './src/vitest-glue/suite-projects.js';
import LongestFirst from './test/setup/longest-first.js';

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
// Said once: vitest evaluates this file again for the projects that extend it.
const said = globalThis as { vtsLiveNoteSaid?: boolean };
if (live && !said.vtsLiveNoteSaid) {
  said.vtsLiveNoteSaid = true;
  console.log(liveByHandNote());
}

// One data seed per run, drawn here once: the workers inherit it, and the one line printed reproduces the run.
if (!process.env.VTS_SEED) {
  process.env.VTS_SEED = String(randomInt(1, 2 ** 31 - 1));
  console.log(`vts-conformance: seed ${process.env.VTS_SEED} (VTS_SEED=${process.env.VTS_SEED} reproduces)`);
}
const seed = Number(process.env.VTS_SEED);

/** The self-tests of the `alone` project (below). */
const ALONE = [
  'test/self/early-413.test.ts',
  'test/self/key-fragments.test.ts',
  'test/self/huge-answers.test.ts',
  // Its table counts each case's status: under a full run's load one 6 MB upload to the mock got none (30 for 31).
  'test/self/prism.test.ts',
  // Arrivals 200 ms apart, held to at least 100: beside the rest one came 92 ms after the one before.
  'test/self/plan-rate.test.ts',
];

export default defineConfig({
  test: {
    ...COMMON_SETTINGS,
    // Three workers on this two-core machine: most self-tests wait (on child processes, sandboxes, timeouts) rather than
    // compute, and vitest's default here is one; the self project's wall time halves (docs/speed.md). Live keeps one.
    // npm run conformance runs the suites in a worker per core (src/cli/vitest-run.ts).
    maxWorkers: Number(process.env.VTS_SUITE_WORKERS) || 3,
    globalSetup: ['test/setup/validators.ts'],
    // The longest files start first (test/setup/longest-first.ts): on a clean checkout vitest started them last.
    sequence: { sequencer: LongestFirst },
    provide: { seed },
    // The suites' projects are those the commands run (src/vitest-glue/suite-projects.ts), which start vitest without this file.
    projects: [
      // The unit files share each worker's modules: isolating each in a process of its own paid every file's imports again
      // (62 s of 151). What a file changes of the process is undone after it (test/setup/file-scope.ts).
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], isolate: false, setupFiles: ['test/setup/file-scope.ts'] },
      },
      { extends: true, test: { name: 'self', include: ['test/self/**/*.test.ts'], exclude: ALONE } },
      // What races the machine or loads it (a vendor that resets mid-upload, a whole live run of echoes) runs after the
      // rest, one file at a time: its outcome must not hang on a neighbour's load, nor a neighbour's on its load.
      { extends: true, test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } } },
      { extends: true, test: suiteProject('replay') },
      { extends: true, test: suiteProject('sandbox') },
      ...(live ? [{ extends: true as const, test: suiteProject('live') }] : []),
    ],
  },
});
