// The Allure sink: allure-vitest's reporter, with the harness's categories, environment, executor and status listener.
import { Status } from 'allure-js-commons';
import type { Category } from 'allure-js-commons/sdk';
import { FileSystemWriter } from 'allure-js-commons/sdk/reporter';
import AllureVitestReporter from 'allure-vitest/reporter';
import type { TestCase } from 'vitest/node';
import { HARNESS_VERSION } from '../../base/version.js';
import { shownSettings } from '../../gate/outcome-settings.js';
import { runAttachments, type RuntimeMessage } from './attachment-caps.js';
import { writeExecutor } from './executor.js';
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

type Task = Parameters<AllureVitestReporter['handleTask']>[0];

/** allure-vitest builds its writer in onInit, taking none from its config: the unsynced one replaces it there. Each case
 * is written soon after it ends, while the workers run the next ones, not all at the run's end. */
class Reporter extends AllureVitestReporter {
  private readonly written = new WeakSet<Task>();
  private readonly queued: Task[] = [];
  private readonly capRun = runAttachments();

  constructor(
    private readonly resultsDir: string,
    config: ConstructorParameters<typeof AllureVitestReporter>[0],
    concurrent: boolean,
  ) {
    super(config);
    // Its concurrency support (a runner keeping each test in an AsyncLocalStorage, whose hooks slow every promise of
    // the worker) serves concurrent tests only: replay and the sandbox run theirs one by one, and vitest's current test
    // is then the one. A later allure-vitest that renames it keeps it: the cases are only slower.
    if (!concurrent) Object.assign(this, { enableConcurrencySupport: () => {} });
  }

  override onInit(vitest: Parameters<AllureVitestReporter['onInit']>[0]): void {
    super.onInit(vitest);
    // Beside the environment and categories it writes there: the CI build that made these results.
    writeExecutor(this.resultsDir);
    const runtime = (this as unknown as { allureReporterRuntime?: { writer?: unknown } }).allureReporterRuntime;
    // A later allure-vitest that renames the field keeps its own (durable, slower) writer:
    // test/unit/output/allure-writer.test.ts says so.
    if (runtime?.writer instanceof FileSystemWriter) runtime.writer = new UnsyncedWriter(this.resultsDir);
  }

  onTestCaseResult(testCase: TestCase): void {
    // The runner's task behind the public TestCase, as allure-vitest itself reads it behind each TestModule.
    this.queued.push((testCase as unknown as { task: Task }).task);
    // Written once vitest has answered the worker, which waits for that answer at the end of each suite file.
    if (this.queued.length === 1) setImmediate(() => this.writeQueued());
  }

  private writeQueued(): void {
    for (const task of this.queued.splice(0)) this.handleTask(task);
  }

  override handleTask(task: Task): void {
    if (this.written.has(task)) return;
    if (task.type === 'test') {
      this.written.add(task);
      this.capRun((task.meta as { allureRuntimeMessages?: RuntimeMessage[] }).allureRuntimeMessages);
    }
    super.handleTask(task);
  }

  override onTestRunEnd(...args: Parameters<AllureVitestReporter['onTestRunEnd']>): void {
    this.writeQueued();
    super.onTestRunEnd(...args);
  }
}

/** The environment widget shows what summary.md shows: target, seed, --strict and every outcome-changing setting the
 * workers were given (each case's reproduce command sets the same ones). */
export function allureReporter(resultsDir: string, run: { target: string; seed: number }): AllureVitestReporter {
  return new Reporter(
    resultsDir,
    {
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
    },
    // Only live runs its cases concurrently (suites/conformance-suite.ts).
    run.target === 'live',
  );
}
