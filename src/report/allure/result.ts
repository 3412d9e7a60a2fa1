// One case as an Allure 2 result file, with its redacted request and responses attached; every string scrubbed.
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { writeFileAtomic } from '../../atomic-write.js';
import { OPERATIONS } from '../../operations.js';
import type { CaseResult } from '../../types.js';
import { attacher } from './attachments.js';
import type { AllureLabel, AllureResult, AllureRunMeta } from './model.js';
import { deepScrub, type Scrub } from './scrub.js';
import { STATUS_OF, statusDetailsOf } from './status.js';
import { stepsOf } from './steps.js';

export type { AllureRunMeta } from './model.js';
export { ALLURE_CATEGORIES, writeAllureRunFiles } from './run-files.js';

/** Stable across runs of the same rule on the same target, so Allure links a case's history. */
export const historyIdOf = (ruleId: string, target: string): string =>
  createHash('sha256').update(`${ruleId}\u0000${target}`).digest('hex');

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function labelsOf(result: CaseResult): AllureLabel[] {
  const { rule } = result;
  const document = OPERATIONS[rule.operation].document;
  return [
    ['epic', document],
    ['feature', rule.operation],
    ['story', rule.id],
    ['parentSuite', document],
    ['suite', rule.operation],
    ['subSuite', rule.id],
    ['severity', rule.severity],
    ['tag', result.target],
    ['framework', 'vts-conformance'],
  ].map(([name, value]) => ({ name: name as string, value: value as string }));
}

/** Writes `<uuid>-result.json` and its `<uuid>-attachment.*` files into `dir`; returns the result file's path. */
export function writeAllureResult(dir: string, result: CaseResult, _meta: AllureRunMeta, scrub: Scrub): string {
  const { rule } = result;
  const uuid = randomUUID();
  const stop = Date.now();
  const start = stop - Math.max(0, Math.round(result.durationMs));
  const attach = attacher(dir, scrub);
  const steps = stepsOf(result, start, attach);
  const statusDetails = statusDetailsOf(result);
  const historyId = historyIdOf(rule.id, result.target);
  const out: AllureResult = {
    uuid,
    historyId,
    testCaseId: historyId,
    name: `${rule.id}: ${rule.title}`,
    fullName: `${OPERATIONS[rule.operation].document} › ${rule.operation} › ${rule.id}`,
    description: rule.source,
    // The allure2 page shows only the HTML form (its Java generator rendered it from the markdown).
    descriptionHtml: `<p>${escapeHtml(rule.source)}</p>`,
    status: STATUS_OF[result.verdict],
    ...(statusDetails === undefined ? {} : { statusDetails }),
    stage: 'finished',
    start,
    stop,
    labels: labelsOf(result),
    links: [],
    parameters: [
      { name: 'seed', value: String(result.seed) },
      { name: 'target', value: result.target },
      { name: 'verdict', value: result.verdict },
    ],
    steps,
    attachments: result.violations.length > 0 ? [attach('violations', result.violations)] : [],
  };
  const path = join(dir, `${uuid}-result.json`);
  writeFileAtomic(path, JSON.stringify(deepScrub(out, scrub)));
  return path;
}
