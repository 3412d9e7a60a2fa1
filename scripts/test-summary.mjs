// Prints the closing line CI reads ("N passed, N failed") from vitest's JSON report, which npm test keeps under
// node_modules/.cache: the user's reports/ holds their runs, never the self-tests'.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'node_modules/.cache/vts/self-tests.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed');
  console.error(`${file} was not written: vitest did not finish (see the output above)`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
console.log(`${report.numPassedTests} passed, ${failed} failed`);
