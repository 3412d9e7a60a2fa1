// The gate as a vitest reporter: it streams each finished case to reports/cases.ndjson (a crash keeps what ran), and at
// the end renders verdicts.json, junit.xml, summary.md and conformance.sarif once, prints the matrix and decides the exit
// code.
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { holdCoverage, recordFloor } from '../gate/applicable.js';
import { type Baseline, loadBaseline } from '../gate/baseline.js';
import { decide, EXIT_MEANING } from '../gate/decide.js';
import { DETAILED_CASES, failureDetail, nonGatingLines } from './console-lines.js';
import { factsLines } from './facts-notes.js';
import { finishedCases } from './finished-cases.js';
import { matrixText } from './matrix.js';
import { Progress } from './progress.js';
import { unreached } from './reach.js';
import type { RunMeta, VerdictEntry } from '../gate/case-record.js';
import { writeRunReports } from './write.js';
import { SARIF_FILE } from './sarif/conformance.js';
import { shownPath } from '../base/paths.js';
import { lostReportsLock } from '../base/reports-lock.js';
import { markSeries, runSeries } from './allure/trend-series.js';
import { historyDir } from './allure/history.js';
import { passingFile, recordPassing } from './passing-runs.js';
import { type Night, nightOf } from './notify/night.js';

export interface GateReporterOptions {
  reportsDir: string;
  meta: Omit<RunMeta, 'complete'>;
  strict: boolean;
  out: (line: string) => void;
  /** Why the run is incomplete, when the caller knows part of it is missing (a merge without one of its shards). */
  incomplete?: string;
  /** List every non-gating case on the console, not only their count. */
  verbose?: boolean;
  /** Cases the run will judge, for the progress line's estimate; unknown for a shard. */
  total?: number;
  /** The run's Allure results: told which trend they join (src/output/allure/trend-series.ts) as the run renders. */
  allureDir?: string;
  /** The flags that narrowed the run's rules; absent for the target's whole selection. */
  selection?: string;
  /** Another process began the run (bin/supervise.mjs renders one its child could not): its cases.ndjson is this run's. */
  resumed?: boolean;
  /** The run is the target's whole selection (no --operation, --rule, shard…): it may record the target's applicable set. */
  whole?: boolean;
  /** The run is a part named on purpose (--operation, --rule, the config's), not a shard: it may record its rules' floor. */
  part?: boolean;
}

/** The files a run renders at its end, and the marker of a run under way. */
const RENDERED = ['verdicts.json', 'junit.xml', 'summary.md', SARIF_FILE];
export const IN_PROGRESS = 'IN-PROGRESS';

export class GateReporter implements Reporter {
  /** The run's exit code, once the run has ended: 0, 1 or 2 (see EXIT_MEANING). */
  code: 0 | 1 | 2 = 2;
  /** The run's reports are rendered: an interrupt after this changes nothing of them. */
  reported = false;
  /** What a message to the team may say of the run (src/output/notify/), once it has ended. */
  night: Night | undefined;
  private readonly stream: string;
  /** onInit has run: cases.ndjson holds this run's cases, not an earlier run's. */
  private started = false;
  private progress: Progress | undefined;
  /** The baseline as read once the first case ended: its value, or the error its reading threw. */
  private baseline: (() => Baseline) | undefined;

  constructor(private readonly options: GateReporterOptions) {
    this.stream = join(options.reportsDir, 'cases.ndjson');
  }

  /** Before the first case, no earlier run's file may be read as this run's: its rendered reports go, and IN-PROGRESS says
   * a run is under way (a killed run leaves it, beside its partial cases.ndjson). */
  onInit(): void {
    const dir = this.options.reportsDir;
    mkdirSync(dir, { recursive: true });
    for (const name of RENDERED) rmSync(join(dir, name), { force: true });
    writeFileSync(
      join(dir, IN_PROGRESS),
      `a run against ${this.options.meta.target} started at ${new Date().toISOString()} (pid ${process.pid}); its cases so far are in cases.ndjson\n`,
    );
    writeFileSync(this.stream, '');
    this.started = true;
    this.progress = new Progress({
      out: this.options.out,
      ...(this.options.total === undefined ? {} : { total: this.options.total }),
    });
  }

  /** The baseline is read once the first case has ended: not while the workers import the suites, which this thread
   * serves. A problem with it is still reported with the gate's decision. */
  private readBaselineSoon(): void {
    if (this.baseline === undefined) setImmediate(() => (this.baseline ??= this.readBaseline()));
  }

  private readBaseline(): () => Baseline {
    try {
      const baseline = loadBaseline(this.options.meta.target);
      return () => baseline;
    } catch (err) {
      return () => {
        throw err;
      };
    }
  }

  onTestCaseResult(testCase: TestCase): void {
    this.readBaselineSoon();
    const entry = testCase.meta().vts;
    if (entry === undefined) return;
    // The folder is another command's now: its cases.ndjson is not this run's to add to.
    if (lostReportsLock(this.options.reportsDir) === undefined) appendFileSync(this.stream, `${JSON.stringify(entry)}\n`);
    // A failing case is printed once, at the end beside the gate's reading of it; meanwhile only the progress counts it.
    this.progress?.caseDone(entry.outcome === 'fail');
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<{ message?: string }>): void {
    // Read from the finished tests, not the stream: a merge of shard blobs replays modules, not a live run.
    const all = modules.flatMap((m) => [...m.children.allTests()]);
    const entries = all.flatMap((t) => t.meta().vts ?? []);
    // Tests a filter (--rule, --shard) left out are skipped without an entry; a not-applicable case is skipped with one.
    const tests = all.filter((t) => t.meta().vts !== undefined || t.result().state !== 'skipped');
    const broken = modules.flatMap((m) => m.errors().map((e) => `${shownPath(m.moduleId)}: ${e.message}`));
    const problems = [...broken, ...errors.map((e) => e.message ?? String(e))];
    const notes = modules.flatMap((m) => [...m.children.allSuites()].flatMap((s) => s.meta().vtsNotes ?? []));
    const missing = tests.length - entries.length;
    this.render(
      entries,
      [
        ...problems,
        ...(missing > 0 ? [`${missing} of ${tests.length} selected case(s) have no verdict`] : []),
        ...(tests.length === 0 && problems.length === 0 ? ['no case ran'] : []),
      ],
      notes,
    );
  }

  /** The run ended early (a worker died, memory ran out): the finished cases, from the stream, are rendered as an
   * incomplete run (exit 2) that says it crashed. */
  onCrash(error: unknown): void {
    const entries = this.finished();
    const what = error instanceof Error ? error.message : String(error);
    this.render(entries, [`the run crashed (${what}): the ${entries.length} case(s) that finished are reported`], []);
  }

  /** The run was stopped by a signal (Ctrl-C): what finished is rendered as an incomplete run (exit 2) that says so. */
  onInterrupt(signal: string): void {
    const entries = this.finished();
    this.render(
      entries,
      [`interrupted (${signal}): the ${entries.length} case(s) that finished are reported, the others did not run`],
      [],
    );
  }

  private finished(): VerdictEntry[] {
    return this.started || this.options.resumed ? finishedCases(this.stream) : [];
  }

  /** `causes`: why the run is incomplete, each said once, in the gate's lines (none: it ran to its end). */
  private render(entries: VerdictEntry[], causes: string[], notes: string[]): void {
    const { out, meta, strict, reportsDir } = this.options;
    const lostLock = lostReportsLock(reportsDir);
    if (lostLock !== undefined) {
      // Writing the reports now would mix this run's with the command's that took the folder: none is written.
      this.code = 2;
      this.reported = true;
      out(`incomplete run: ${lostLock}: this run's reports are not written there; run it again`);
      out(`exit 2: ${EXIT_MEANING[2]}`);
      return;
    }
    // A run whose requests got no answer, or only outages, tested nothing: incomplete, with or without --strict.
    const unanswered = unreached(entries);
    // Coverage cannot shrink unseen: a rule of fixtures/baseline/<target>.applicable.json not applicable this time.
    const coverage = holdCoverage(meta.target, entries);
    const incomplete = [
      ...(this.options.incomplete === undefined ? [] : [this.options.incomplete]),
      ...causes,
      ...unanswered,
      ...coverage.causes,
    ];
    const complete = incomplete.length === 0;
    const gate = decide(entries, (this.baseline ?? this.readBaseline())(), { incomplete, strict });
    const { whole = false, part = false, selection } = this.options;
    // An incomplete run (exit 2) records nothing: what it judged is not what the selection covers.
    const recorded = (whole || part) && gate.code !== 2 ? recordFloor(meta.target, entries, coverage.set, whole) : undefined;
    if (recorded !== undefined) coverage.notes.push(recorded);
    const series = runSeries({ ...meta, selection }, incomplete);
    // A run with Allure results is a real one (not a test's reporter): its series keeps which accepted rules passed.
    const passingWeek =
      this.options.allureDir === undefined || series.series === null
        ? []
        : recordPassing(passingFile(historyDir(reportsDir), series.series), new Date().toISOString().slice(0, 10), gate.stale);
    const written = writeRunReports(
      reportsDir,
      {
        ...meta,
        complete,
        ...(unanswered.length > 0 ? { unreached: unanswered } : {}),
        ...(selection === undefined ? {} : { selection }),
      },
      entries,
      gate,
      passingWeek,
    );
    if (this.options.allureDir) markSeries(this.options.allureDir, series);
    rmSync(join(reportsDir, IN_PROGRESS), { force: true });
    out('');
    if (entries.length > 0) out(matrixText(entries));
    for (const line of notes) out(line);
    const byRule = new Map(entries.map((e) => [e.ruleId, e]));
    let detailed = 0;
    gate.lines.forEach((line, i) => {
      const failing = byRule.get(gate.failingLineRules[i] ?? '');
      out(failing ? `${line}: ${failing.title}` : line);
      if (failing && detailed++ < DETAILED_CASES) for (const detail of failureDetail(failing, shownPath(reportsDir))) out(detail);
    });
    if (detailed > DETAILED_CASES)
      out(
        `the violations of the ${detailed - DETAILED_CASES} other failing case(s): ` +
          `${shownPath(join(reportsDir, 'summary.md'))}, ${shownPath(join(reportsDir, 'verdicts.json'))}`,
      );
    for (const line of nonGatingLines(entries, this.options.verbose ?? false, shownPath(reportsDir))) out(line);
    for (const line of factsLines(entries)) out(line);
    for (const line of coverage.notes) out(line);
    out('');
    out(`reports: ${written.map((p) => shownPath(p)).join(', ')}`);
    const failed = [...gate.failing, ...entries.filter((e) => e.verdict === 'harness-error')];
    const first = failed[0];
    const reproduce = entries.find((e) => e.ruleId === first?.ruleId)?.reproduce;
    if (reproduce) out(`reproduce: ${reproduce}`);
    this.code = gate.code;
    const shrink = coverage.causes.length > 0;
    this.night = nightOf(
      { target: meta.target, selection, code: gate.code, shrink },
      entries,
      failed.map((e) => e.ruleId),
    );
    this.reported = true;
    out(`exit ${gate.code}: ${EXIT_MEANING[gate.code]}`);
  }
}
