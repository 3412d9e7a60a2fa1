// Prints what npm test cost and the closing line CI reads ("N passed, N failed") from vitest's JSON report, which npm
// test keeps under node_modules/.cache: the user's reports/ holds their runs, never the self-tests'. The ten costliest
// files come first, so a change sees what it adds to the run.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const COSTLIEST = 10;

/** The report's files by their tests' wall time, costliest first, and the run's wall time (its start to now). */
export function costs(report, now = Date.now()) {
  const files = (report.testResults ?? [])
    .map((f) => ({ file: relative(process.cwd(), f.name), ms: Math.max(0, f.endTime - f.startTime) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, COSTLIEST);
  return { files, wallMs: Math.max(0, now - report.startTime) };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function summaryLines(report, now = Date.now()) {
  const { files, wallMs } = costs(report, now);
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  return [
    `the ${files.length} costliest test files (their tests' wall time):`,
    ...files.map((f) => `  ${seconds(f.ms).padStart(8)}  ${f.file}`),
    `vitest: ${seconds(wallMs)} from its start to this line`,
    `${report.numPassedTests} passed, ${failed} failed`,
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] ?? 'node_modules/.cache/vts/self-tests.json';
  if (!existsSync(file)) {
    console.log('0 passed, 1 failed');
    console.error(`${file} was not written: vitest did not finish (see the output above)`);
    process.exit(0);
  }
  for (const line of summaryLines(JSON.parse(readFileSync(file, 'utf8')))) console.log(line);
}
