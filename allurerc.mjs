// Allure 3 report config for `npm run report` (scripts/report.ts passes the results and output folders).
// The allure2 plugin, single file: the default "awesome" page embeds a Google analytics tag, and reports carry
// personal data, so the page must make no third-party request; the plugin drops its tag when ALLURE_NO_ANALYTICS=true,
// which the script sets. Suites are grouped document › operation › rule (parentSuite/suite/subSuite), behaviours
// likewise (epic/feature/story).
import { defineConfig } from 'allure';

export default defineConfig({
  name: 'vts-conformance',
  output: './reports/allure-report',
  plugins: {
    allure2: { options: { reportName: 'vts-conformance', singleFile: true, reportLanguage: 'en' } },
  },
});
