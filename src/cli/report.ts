// `vts report` (npm run report): <reports>/allure-results → <reports>/allure-report/index.html, one offline file, with
// the history of the last runs kept in the history folder (folders.reports and folders.history of vts.config.json).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { reportsDir, shownPath } from '../base/paths.js';
import { holdReportsFolder } from '../base/reports-lock.js';
import { generateAllureReport, ReportError } from '../output/allure/generate.js';
import { historyDir, unreportedRuns } from '../output/allure/history.js';

const USAGE = `Usage: vts report [--help]   (in this repository: npm run report)

Turns the last run's Allure results (<reports>/allure-results/) into one offline page, <reports>/allure-report/index.html,
and adds the run to the history its trend, each case's history and flaky marks come from (runs made since the last
report first: each run keeps its results aside until a report has read them): <history>/<target>.jsonl (the last 20
runs; the same results reported again are not counted twice). Only a complete run of every rule joins the target's
trend: a narrowed run (--operation, --rule, a reproduce line) gets a series of its own selection, an incomplete run
none; the last line says which.

Folders (vts.config.json "folders", or the environment):
  reports  VTS_REPORTS_DIR         the reports folder
  history  VTS_ALLURE_HISTORY_DIR  the history folder (default <reports>/history/): keep it from run to run, e.g. in a
                                   CI cache (docs/reports-and-baseline.md)

Exit codes: 0 written · 1 the page names a third-party host (do not publish it) · 2 no results, or a usage error.`;

export async function reportCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let help: boolean | undefined;
  try {
    help = parseArgs({ args: argv, options: { help: { type: 'boolean', short: 'h' } } }).values.help;
  } catch (err) {
    const what = (err as Error).message.match(/'([^']+)'/)?.[1] ?? (err as Error).message;
    out(`report: ${what} is not an option: report takes none but --help (folders.reports and folders.history move its folders)`);
    return 2;
  }
  if (help) {
    out(USAGE);
    return 0;
  }
  try {
    return await report(out);
  } catch (e) {
    if (!(e instanceof ReportError || e instanceof VtsError)) throw e;
    out(`report: ${e.message}`);
    return 2;
  }
}

async function report(out: (line: string) => void): Promise<number> {
  const resultsDir = join(reportsDir(), 'allure-results');
  const outputDir = join(reportsDir(), 'allure-report');
  // A run under way on the folder is clearing the results this would read: one command at a time.
  holdReportsFolder(reportsDir(), 'set folders.reports (or VTS_REPORTS_DIR) to the reports folder');
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
  if (earlier.length > 0) out(`history: ${earlier.length} earlier run(s) no report had read added first`);
  const report = await generateAllureReport({ resultsDir, outputDir, historyDir: historyDir() });
  if (report.thirdPartyHosts.length > 0) {
    out(
      `report: ${report.indexHtml} names hosts a browser may fetch: ${report.thirdPartyHosts.join(', ')}\n` +
        'It must not be published: the report carries personal data. Check allurerc.mjs (plugin allure2) and ALLURE_NO_ANALYTICS; ' +
        'a host that is never fetched belongs in NON_FETCHING_HOSTS (src/output/allure/hosts.ts).',
    );
    return 1;
  }
  const history = report.history;
  out(`report: ${shownPath(report.indexHtml)} (${report.durationMs} ms, no third-party host)`);
  if (history)
    out(
      `history: ${shownPath(history.file)}, ${history.runs} run(s)` +
        `${history.again ? ' (these results were the last run in it: written again, not added)' : ''}` +
        `${history.dropped ? `; ${history.dropped} unreadable line(s) left out` : ''}` +
        `${history.selection ? `; a narrowed run (${history.selection}): its own series, not the target's trend` : ''}`,
    );
  if (report.leftOut) out(`history: not added: ${report.leftOut}`);
  return 0;
}
