// The report's history: Allure 3's history file (one JSON line per run), kept out of every folder a run or the report
// clears, one per target so a replay gate and a live night never share a trend. A CI cache or artifact carries the
// folder from night to night (docs/reports-and-baseline.md).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomic } from '../../base/atomic-write.js';
import { reportsDir } from '../../base/paths.js';
import { isAside, removeLater } from '../../base/remove-later.js';
import { readSeries } from './trend-series.js';

/** VTS_ALLURE_HISTORY_DIR, else reports/history/ (under VTS_REPORTS_DIR): a run clears allure-results/, never this. */
export const historyDir = (reports: string = reportsDir()): string =>
  process.env.VTS_ALLURE_HISTORY_DIR?.trim() || join(reports, 'history');

/** The results folder's identity: a run writes new result files, so the same names mean the same run. */
function fingerprint(resultsDir: string): string {
  const names = readdirSync(resultsDir)
    .filter((f) => f.endsWith('-result.json'))
    .sort();
  return createHash('sha256').update(names.join('\n')).digest('hex');
}

/** A history line Allure can read back; anything else (a cut-off last line, a stray edit) would stop the report. */
function readable(line: string): boolean {
  try {
    const point = JSON.parse(line) as { testResults?: unknown };
    return typeof point === 'object' && point !== null && typeof point.testResults === 'object';
  } catch {
    return false;
  }
}

export interface HistoryRun {
  /** The history file of the results' series: the target's trend, or a narrowed selection's own. */
  file: string;
  /** The flags that narrowed the run, when it was: its series is not the target's trend. */
  selection?: string;
  /** The copy Allure reads and appends this run to; it replaces `file` once the report is written. */
  workingCopy: string;
  /** These results were the last added (the report generated again): their line is left out of Allure's copy and written
   * anew, so the run is neither counted twice nor its own history. */
  again: boolean;
  /** Lines of the file that could not be read, and were left out. */
  dropped: number;
}

/** Before a report: the series' history (readable lines only), copied for Allure to append to, so a report that fails
 * leaves the history as it was. Results that join no trend: why, and no history. */
export function openHistory(resultsDir: string, dir: string = historyDir()): HistoryRun | { leftOut: string } {
  const mark = readSeries(resultsDir);
  if (mark.series === null) return { leftOut: mark.why ?? 'no trend' };
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${mark.series}.jsonl`);
  const workingCopy = `${file}.${process.pid}.tmp`;
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
    : [];
  const kept = lines.filter(readable);
  const stamp = `${file}.last`;
  const again = kept.length > 0 && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint(resultsDir);
  const before = again ? kept.slice(0, -1) : kept;
  writeFileSync(workingCopy, before.map((l) => `${l}\n`).join(''));
  return {
    file,
    ...(mark.selection === undefined ? {} : { selection: mark.selection }),
    workingCopy,
    again,
    dropped: lines.length - kept.length,
  };
}

/** Narrowed selections' series kept (each capped at Allure's 20 runs): a reproduce line or a one-off --rule would
 * otherwise leave its file in the history for good. */
export const SELECTIONS_KEPT = 20;

/** A narrowed selection's file, `<target>.<selection>.jsonl`; a target's own trend (`live.jsonl`) has no dot before. */
const NARROWED = /^[^.]+\..+\.jsonl$/;

/** Removes the files of narrowed selections past the `keep` most recently written, in the history folder and in its
 * passing/ (src/output/passing-runs.ts), a `.last` stamp with its file; the targets' own trends are never removed. */
export function expireSelections(dir: string = historyDir(), keep: number = SELECTIONS_KEPT): string[] {
  return [dir, join(dir, 'passing')].flatMap((folder) => {
    if (!existsSync(folder)) return [];
    const byAge = readdirSync(folder)
      .filter((name) => NARROWED.test(name))
      .map((name) => ({ name, at: statSync(join(folder, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    return byAge.slice(keep).map(({ name }) => {
      rmSync(join(folder, name), { force: true });
      rmSync(join(folder, `${name}.last`), { force: true });
      return join(folder, name);
    });
  });
}

/** After a report was written: the working copy becomes the history, and the results are marked as the last added. */
export function closeHistory(run: HistoryRun, resultsDir: string): { runs: number } {
  renameSync(run.workingCopy, run.file);
  writeFileAtomic(`${run.file}.last`, `${fingerprint(resultsDir)}\n`);
  expireSelections(dirname(run.file));
  const runs = readFileSync(run.file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '').length;
  return { runs };
}

/** The report failed: the history stays as it was. */
export const abandonHistory = (run: HistoryRun): void => rmSync(run.workingCopy, { force: true });

/** Runs kept for the history that no report has read yet, at most this many (the trend shows 20). */
const UNREPORTED_KEPT = 20;
const unreportedDir = (dir: string) => join(dir, 'unreported');

/** Before a run clears allure-results/: results no report has added to the history are moved aside, so two runs then
 * one `npm run report` give a trend of both. Results already reported, or of no trend, are cleared. */
export function keepUnreported(resultsDir: string, dir: string = historyDir()): string | undefined {
  if (!existsSync(resultsDir) || !readdirSync(resultsDir).some((f) => f.endsWith('-result.json'))) return undefined;
  // Results that join no trend (an interrupted run, a shard) are cleared with the rest.
  const { series } = readSeries(resultsDir);
  if (series === null) return undefined;
  const stamp = join(dir, `${series}.jsonl.last`);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint(resultsDir)) return undefined;
  const kept = unreportedDir(dir);
  mkdirSync(kept, { recursive: true });
  // Names sort in the order the runs ended: the time, then the pid for two runs of the same millisecond.
  const to = join(kept, `${String(Date.now()).padStart(15, '0')}-${process.pid}`);
  moveFolder(resultsDir, to);
  for (const old of unreportedRuns(dir).slice(0, -UNREPORTED_KEPT)) removeLater(old);
  return to;
}

/** A rename; a copy where `to` is on another file system (a CI cache), into a folder beside `to` first so a killed copy
 * leaves no half a run among the kept ones. */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    const copying = join(dirname(to), `.copying-${basename(to)}`);
    cpSync(from, copying, { recursive: true });
    renameSync(copying, to);
    removeLater(from);
  }
}

/** The results of runs no report has read, oldest first: `npm run report` adds each to the history before the last run. */
export function unreportedRuns(dir: string = historyDir()): string[] {
  const kept = unreportedDir(dir);
  return existsSync(kept)
    ? readdirSync(kept)
        .filter((name) => !isAside(name) && !name.startsWith('.copying-'))
        .sort()
        .map((name) => join(kept, name))
    : [];
}
