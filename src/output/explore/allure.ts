// The exploration in Allure, beside the conformance run's results (src/output/explore/allure-results.ts says what each
// result holds): an earlier exploration's results are replaced, and its category is added to the run's.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Stage, Status, type Attachment, type TestResult } from 'allure-js-commons';
import type { Category } from 'allure-js-commons/sdk';
import type { ExploreRun } from '../../explore/types.js';
import { UnsyncedWriter } from '../allure/writer.js';
import { exploreResults, FINDING_MESSAGE, label, PARENT_SUITE, UNKNOWN } from './allure-results.js';

/** Put first, so a gating finding is not counted among the documented rules' contract violations. */
export const EXPLORE_CATEGORY: Category = {
  name: 'Exploration findings',
  matchedStatuses: [Status.FAILED, UNKNOWN],
  messageRegex: `^${FINDING_MESSAGE}[\\s\\S]*`,
};

/** Writes the run's results into an Allure results folder. */
export function writeExploreAllure(resultsDir: string, run: ExploreRun): void {
  mkdirSync(resultsDir, { recursive: true });
  removeEarlierExploration(resultsDir);
  const writer = new UnsyncedWriter(resultsDir);
  const start = Number.isNaN(Date.parse(run.startedAt)) ? Date.now() : Date.parse(run.startedAt);
  for (const { result, labels, attach = [] } of exploreResults(run)) {
    const attachments = attach.map(([name, content]): Attachment => {
      const source = `${randomUUID()}-attachment.txt`;
      writer.writeAttachment(source, Buffer.from(content));
      return { name, source, type: 'text/plain' };
    });
    writer.writeResult({
      ...result,
      uuid: randomUUID(),
      stage: Stage.FINISHED,
      start,
      stop: start + run.durationMs,
      labels: [...labels, label('tag', 'explore'), label('tag', run.target)],
      links: [],
      steps: [],
      attachments,
    });
  }
  addCategory(resultsDir);
}

/** An earlier exploration's results and their attachments: a finding that is gone must not stay in the report. */
function removeEarlierExploration(dir: string): void {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('-result.json'))) {
    try {
      const result = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<TestResult>;
      if (!result.labels?.some((l) => l.name === 'parentSuite' && l.value === PARENT_SUITE)) continue;
      for (const a of result.attachments ?? []) if (basename(a.source) === a.source) rmSync(join(dir, a.source), { force: true });
      rmSync(join(dir, name));
    } catch {
      // Not ours to judge: another writer's file is left alone.
    }
  }
}

/** The exploration's category, first, in the categories the conformance run wrote (or alone). */
function addCategory(dir: string): void {
  const file = join(dir, 'categories.json');
  let categories: Category[] = [];
  try {
    if (existsSync(file)) categories = JSON.parse(readFileSync(file, 'utf8')) as Category[];
  } catch {
    // Unreadable: written anew with the exploration's category.
  }
  if (!Array.isArray(categories)) categories = [];
  if (categories.some((c) => c.name === EXPLORE_CATEGORY.name)) return;
  writeFileSync(file, JSON.stringify([EXPLORE_CATEGORY, ...categories]));
}
