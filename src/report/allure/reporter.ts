// The Allure sink: allure-vitest's reporter, with the harness's categories, environment and status listener.
import { Status } from 'allure-js-commons';
import type { Category } from 'allure-js-commons/sdk';
import { FileSystemWriter } from 'allure-js-commons/sdk/reporter';
import AllureVitestReporter from 'allure-vitest/reporter';
import { HARNESS_VERSION } from '../../base/version.js';
import { shownSettings } from '../../gate/outcome-settings.js';
import { SPEC_GAP_KINDS, specGapMessage } from './spec-gap-kind.js';
import { statusListener } from './status.js';
import { UnsyncedWriter } from './writer.js';

// allure-js-commons has no constant for it; Allure 2 readers show it as "unknown".
const UNKNOWN = 'unknown' as Status;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Regexes are matched against the whole message (Allure 2 uses Java's matches()), which may span lines; a result goes
// to the first category it matches. Non-gating verdicts (spec gaps, and infra or vendor faults without --strict) are
// "unknown": seen, never failed. Spec gaps go one category per kind, whose message is the kind alone.
export const ALLURE_CATEGORIES: Category[] = [
  { name: 'Contract violations', matchedStatuses: [Status.FAILED] },
  {
    name: 'Vendor faults (documented 429/503/500)',
    matchedStatuses: [Status.BROKEN, UNKNOWN],
    messageRegex: '^vendor-fault[\\s\\S]*',
  },
  { name: 'Infrastructure', matchedStatuses: [Status.BROKEN, UNKNOWN], messageRegex: '^infra[\\s\\S]*' },
  { name: 'Harness errors', matchedStatuses: [Status.BROKEN], messageRegex: '^harness-error[\\s\\S]*' },
  ...SPEC_GAP_KINDS.map((kind): Category => ({
    name: `Spec gaps: ${kind}`,
    matchedStatuses: [UNKNOWN],
    messageRegex: `^${escapeRegex(specGapMessage(kind))}$`,
  })),
  { name: 'Spec gaps', matchedStatuses: [UNKNOWN], messageRegex: '^spec-gap[\\s\\S]*' },
  { name: 'Not applicable', matchedStatuses: [Status.SKIPPED] },
];

/** allure-vitest builds its writer in onInit and takes none from its config: the unsynced one replaces it there. */
class Reporter extends AllureVitestReporter {
  constructor(
    private readonly resultsDir: string,
    config: ConstructorParameters<typeof AllureVitestReporter>[0],
  ) {
    super(config);
  }

  override onInit(vitest: Parameters<AllureVitestReporter['onInit']>[0]): void {
    super.onInit(vitest);
    const runtime = (this as unknown as { allureReporterRuntime?: { writer?: unknown } }).allureReporterRuntime;
    // A later allure-vitest that renames the field keeps its own (durable, slower) writer:
    // test/unit/report/allure-writer.test.ts says so.
    if (runtime?.writer instanceof FileSystemWriter) runtime.writer = new UnsyncedWriter(this.resultsDir);
  }
}

/**
 * The environment widget shows what summary.md shows: target, seed, --strict and every setting that changes the outcome,
 * read from the environment the CLI gives the workers (each case's reproduce command sets the same ones).
 */
export function allureReporter(resultsDir: string, run: { target: string; seed: number }): AllureVitestReporter {
  return new Reporter(resultsDir, {
    resultsDir,
    categories: ALLURE_CATEGORIES,
    environmentInfo: {
      ...Object.fromEntries(shownSettings(run.target, run.seed)),
      harness: `vts-conformance ${HARNESS_VERSION}`,
      node: process.version,
    },
    listeners: [statusListener],
    // Each case asserts once, on its outcome: a step per expect() would only repeat it.
    reportMatchers: false,
  });
}
