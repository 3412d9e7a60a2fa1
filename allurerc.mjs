// Allure 3 report config for `vts report` (src/cli/report.ts passes the results and output folders).
// The allure2 plugin, single file: the default "awesome" page embeds a Google analytics tag, and reports carry
// personal data, so the page must make no third-party request; the plugin drops its tag when ALLURE_NO_ANALYTICS=true,
// which the script sets. Suites are grouped document › operation › rule (parentSuite/suite/subSuite), behaviours
// likewise (epic/feature/story).
// History (the trend, each case's history, flaky marks): Allure 3's history file, one JSON line per run, the last 20
// kept (the trend shows 20). The script names a working copy of reports/history/<target>.jsonl in
// VTS_ALLURE_HISTORY_FILE (src/output/allure/history.ts); run by hand without it, the report has no history.
import { defineConfig } from 'allure';

const historyPath = process.env.VTS_ALLURE_HISTORY_FILE;

export default defineConfig({
  name: 'vts-conformance',
  output: './reports/allure-report',
  ...(historyPath ? { historyPath, historyLimit: 20, appendHistory: true } : {}),
  plugins: {
    allure2: { options: { reportName: 'vts-conformance', singleFile: true, reportLanguage: 'en' } },
  },
});
