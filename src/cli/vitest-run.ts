// Starts the conformance suites through vitest's Node API: the same tests `npx vitest run --project <target>` runs,
// with the same settings (test/self/suite-config.test.ts), and the harness's reporters (the gate, Allure).
import { availableParallelism } from 'node:os';
import { createVitest, type Reporter } from 'vitest/node';
import { ROOT } from '../base/paths.js';
import { COMMON_SETTINGS, harnessBundlePlugins, suiteProject, viteOverrides } from '../vitest-glue/suite-projects.js';
import { targetName } from '../settings/target-name.js';

export interface VitestRun {
  project: string;
  /** Suite files to run, relative to the project root; every conformance suite when empty. */
  files: string[];
  /** A regular expression over "<operation> <rule id>: <title>". */
  testNamePattern?: string;
  shard?: string;
  /** A folder of blob reports (one per shard) to replay through the reporters instead of running tests. */
  mergeReports?: string;
  reporters: (Reporter | string | [string, Record<string, unknown>])[];
}

/** What vitest is started with: the target's project of vitest.config.ts given inline (src/vitest-glue/suite-projects.ts),
 * without reading the file, and the run's options; the validators' global setup is conformance.ts's own. */
export function vitestOptions(run: Omit<VitestRun, 'files'>) {
  const seed = Number(process.env.VTS_SEED);
  return {
    root: ROOT,
    config: false as const,
    ...COMMON_SETTINGS,
    // A worker per core: replay and the sandbox keep every core busy, so a third only competes. Live's project keeps one.
    maxWorkers: availableParallelism(),
    ...(Number.isInteger(seed) ? { provide: { seed } } : {}),
    ...suiteProject(targetName(run.project)),
    watch: false,
    reporters: run.reporters,
    ...(run.testNamePattern ? { testNamePattern: run.testNamePattern } : {}),
    ...(run.shard ? { shard: run.shard } : {}),
    ...(run.mergeReports ? { mergeReports: run.mergeReports } : {}),
  };
}

export async function runVitest(run: VitestRun): Promise<void> {
  const vitest = await createVitest(
    'test',
    vitestOptions(run),
    // The suites' workers load the harness bundled in the commands' compiled copy (bin/vts.mjs names it).
    { ...viteOverrides(), plugins: harnessBundlePlugins(process.env.VTS_HARNESS_BUNDLE) },
  );
  try {
    if (run.mergeReports) await vitest.mergeReports();
    else await vitest.start(run.files);
  } finally {
    await vitest.close();
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Selects tests by rule id: a test's full name is "<operation> <rule id>: <title>". */
export const rulePattern = (ids: string[]): string | undefined =>
  ids.length === 0 ? undefined : `(?:^|\\s)(?:${ids.map(escapeRegExp).join('|')}): `;
