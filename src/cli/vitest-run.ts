// Starts the conformance suites through vitest's Node API: the same tests `npx vitest run --project <target>` runs,
// with the harness's reporters (vitest's progress, the gate, Allure).
import { join } from 'node:path';
import { createVitest, type Reporter } from 'vitest/node';
import { ROOT } from '../base/paths.js';

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

export async function runVitest(run: VitestRun): Promise<void> {
  const vitest = await createVitest('test', {
    root: ROOT,
    config: join(ROOT, 'vitest.config.ts'),
    project: [run.project],
    watch: false,
    reporters: run.reporters,
    ...(run.testNamePattern ? { testNamePattern: run.testNamePattern } : {}),
    ...(run.shard ? { shard: run.shard } : {}),
    ...(run.mergeReports ? { mergeReports: run.mergeReports } : {}),
  });
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
