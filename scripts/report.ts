// npm run report: reports/allure-results → reports/allure-report/index.html, one offline file (VTS_REPORTS_DIR moves both),
// with the history of the last runs kept in reports/history/ (VTS_ALLURE_HISTORY_DIR moves it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvFile } from '../src/base/env-file.js';
import { VtsError } from '../src/base/errors.js';
import { reportsDir, shownPath } from '../src/base/paths.js';
import { holdReportsFolder } from '../src/base/reports-lock.js';
import { generateAllureReport, ReportError } from '../src/report/allure/generate.js';
import { historyDir, unreportedRuns } from '../src/report/allure/history.js';

// VTS_REPORTS_DIR (and the history's folder) may be in the root's .env, as for every command.
loadEnvFile();

const USAGE = `Usage: npm run report [-- --help]

Turns the last run's Allure results (reports/allure-results/) into one offline page, reports/allure-report/index.html,
and adds the run to the history its trend, each case's history and flaky marks come from (runs made since the last\nreport first: each run keeps its results aside until a report has read them):
reports/history/<target>.jsonl (the last 20 runs; the same results reported again are not counted twice). Only a
complete run of every rule joins the target's trend: a narrowed run (--operation, --rule, a reproduce line) gets a
series of its own selection, an incomplete run none; the last line says which.

Environment:
  VTS_REPORTS_DIR         the reports folder (default reports/)
  VTS_ALLURE_HISTORY_DIR  the history folder (default <reports folder>/history/): keep it from run to run, e.g. in a
                          CI cache (docs/reports-and-baseline.md)

Exit codes: 0 written · 1 the page names a third-party host (do not publish it) · 2 no results, or a usage error.`;

const shown = (path: string) => shownPath(path);

function options(): { help: boolean } {
  try {
    return {
      help: parseArgs({ args: process.argv.slice(2), options: { help: { type: 'boolean', short: 'h' } } }).values.help ?? false,
    };
  } catch (err) {
    const what = (err as Error).message.match(/'([^']+)'/)?.[1] ?? (err as Error).message;
    console.error(
      `report: ${what} is not an option: npm run report takes none but --help (VTS_REPORTS_DIR and VTS_ALLURE_HISTORY_DIR move its folders)`,
    );
    process.exit(2);
  }
}

if (options().help) {
  console.log(USAGE);
  process.exit(0);
}

const resultsDir = join(reportsDir(), 'allure-results');
const outputDir = join(reportsDir(), 'allure-report');

try {
  // A run under way on the folder is clearing the results this would read: one command at a time.
  holdReportsFolder(reportsDir(), 'set VTS_REPORTS_DIR to the reports folder');
  // Runs since the last report (their results kept aside by each run): into the history first, oldest first, each
  // rendered to a page thrown away, so the trend has every run and not only the last.
  const earlier = unreportedRuns();
  for (const run of earlier) {
    const scratch = mkdtempSync(join(tmpdir(), 'vts-report-'));
    try {
      await generateAllureReport({ resultsDir: run, outputDir: scratch, historyDir: historyDir() });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    rmSync(run, { recursive: true, force: true });
  }
  if (earlier.length > 0) console.log(`history: ${earlier.length} earlier run(s) no report had read added first`);
  const report = await generateAllureReport({ resultsDir, outputDir, historyDir: historyDir() });
  if (report.thirdPartyHosts.length > 0) {
    console.error(
      `report: ${report.indexHtml} names hosts a browser may fetch: ${report.thirdPartyHosts.join(', ')}\n` +
        'It must not be published: the report carries personal data. Check allurerc.mjs (plugin allure2) and ALLURE_NO_ANALYTICS; ' +
        'a host that is never fetched belongs in NON_FETCHING_HOSTS (src/report/allure/hosts.ts).',
    );
    process.exit(1);
  }
  const history = report.history;
  console.log(`report: ${shown(report.indexHtml)} (${report.durationMs} ms, no third-party host)`);
  if (history)
    console.log(
      `history: ${shown(history.file)}, ${history.runs} run(s)${history.again ? ' (these results were the last run in it: written again, not added)' : ''}${history.dropped ? `; ${history.dropped} unreadable line(s) left out` : ''}${history.selection ? `; a narrowed run (${history.selection}): its own series, not the target's trend` : ''}`,
    );
  if (report.leftOut) console.log(`history: not added: ${report.leftOut}`);
} catch (e) {
  if (!(e instanceof ReportError || e instanceof VtsError)) throw e;
  console.error(`report: ${e.message}`);
  process.exit(2);
}
