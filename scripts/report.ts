// npm run report: reports/allure-results → reports/allure-report/index.html, one offline file (VTS_REPORTS_DIR moves both).
import { join, relative } from 'node:path';
import { reportsDir } from '../src/paths.js';
import { generateAllureReport, ReportError } from '../src/report/allure/generate.js';

const resultsDir = join(reportsDir(), 'allure-results');
const outputDir = join(reportsDir(), 'allure-report');

try {
  const report = await generateAllureReport({ resultsDir, outputDir });
  if (report.thirdPartyHosts.length > 0) {
    console.error(
      `report: ${report.indexHtml} names hosts a browser may fetch: ${report.thirdPartyHosts.join(', ')}\n` +
        'It must not be published: the report carries personal data. Check allurerc.mjs (plugin allure2) and ALLURE_NO_ANALYTICS; ' +
        'a host that is never fetched belongs in NON_FETCHING_HOSTS (src/report/allure/hosts.ts).',
    );
    process.exit(1);
  }
  console.log(`report: ${relative(process.cwd(), report.indexHtml)} (${report.durationMs} ms, no third-party host)`);
} catch (e) {
  if (!(e instanceof ReportError)) throw e;
  console.error(`report: ${e.message}`);
  process.exit(2);
}
