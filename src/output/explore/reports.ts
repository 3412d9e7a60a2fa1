// The exploration's report files: explore.json (the run), explore.sarif, and its own parts of summary.md, junit.xml and
// allure-results/, which a conformance run writes wholly. So a nightly explores after its conformance run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../base/atomic-write.js';
import type { ExploreRun } from '../../explore/types.js';
import { writeExploreAllure } from './allure.js';
import { withSuite } from '../junit-merge.js';
import { withMarkedSection } from '../marked-section.js';
import { exploreTestsuite, SUITE_NAME } from './junit-suite.js';
import { EXPLORE_SARIF_FILE, exploreSarif } from './sarif.js';
import { exploreSection, SECTION_END, SECTION_START } from './summary-section.js';

const readIfThere = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

export function writeExploreReports(run: ExploreRun, reportsDir: string): void {
  writeFileAtomic(join(reportsDir, 'explore.json'), `${JSON.stringify(run, null, 2)}\n`);
  writeFileAtomic(join(reportsDir, EXPLORE_SARIF_FILE), exploreSarif(run));
  const summary = join(reportsDir, 'summary.md');
  writeFileAtomic(summary, withMarkedSection(readIfThere(summary), SECTION_START, SECTION_END, exploreSection(run)));
  const junit = join(reportsDir, 'junit.xml');
  writeFileAtomic(junit, withSuite(readIfThere(junit), SUITE_NAME, exploreTestsuite(run)));
  writeExploreAllure(join(reportsDir, 'allure-results'), run);
}
