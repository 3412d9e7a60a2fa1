// The exploration in Allure, beside the conformance run's results (src/output/explore/allure-results.ts says what each
// result holds): an earlier exploration's results are replaced, and its category is added to the run's.
import { Status } from 'allure-js-commons';
import type { Category } from 'allure-js-commons/sdk';
import type { ExploreRun } from '../../explore/types.js';
import { writeOwnResults } from '../allure/own-results.js';
import { exploreResults, FINDING_MESSAGE, label, PARENT_SUITE, UNKNOWN } from './allure-results.js';

/** Put first, so a gating finding is not counted among the documented rules' contract violations. */
export const EXPLORE_CATEGORY: Category = {
  name: 'Exploration findings',
  matchedStatuses: [Status.FAILED, UNKNOWN],
  messageRegex: `^${FINDING_MESSAGE}[\\s\\S]*`,
};

/** Writes the run's results into an Allure results folder. */
export function writeExploreAllure(resultsDir: string, run: ExploreRun): void {
  const start = Number.isNaN(Date.parse(run.startedAt)) ? Date.now() : Date.parse(run.startedAt);
  writeOwnResults(resultsDir, exploreResults(run), {
    parentSuite: PARENT_SUITE,
    category: EXPLORE_CATEGORY,
    start,
    stop: start + run.durationMs,
    labels: [label('tag', 'explore'), label('tag', run.target)],
  });
}
