// A case's Allure status follows the gate's outcome, not the bare verdict: an accepted deviation is not "failed".
// The test passes its status and message on a label the reporter's listener reads and removes before the file is written.
import type { LifecycleListener } from 'allure-js-commons/sdk/reporter';
import { describeViolation } from '../../case/violation-text.js';
import type { VerdictEntry } from '../../gate/case-record.js';
import { specGapMessage } from './spec-gap-kind.js';

export const STATUS_LABEL = 'vts-status';

type AllureStatus = 'passed' | 'failed' | 'broken' | 'skipped' | 'unknown';

export interface AllureStatusOf {
  status: AllureStatus;
  message?: string;
  trace?: string;
}

/** Everything a case found, one line each: the reason, each violation, the count past the cap. */
const details = (entry: VerdictEntry): string =>
  [
    ...(entry.reason ? [entry.reason] : []),
    ...entry.violations.map(describeViolation),
    ...(entry.omitted ? [`… and ${entry.omitted} more`] : []),
  ].join('\n');

/** Failing cases show as failed (a contract break) or broken (the harness, the network, the vendor). A spec gap's
 * message is its kind (spec-gap-kind.ts), which the categories group by; what it observed is the trace. */
export function allureStatusOf(entry: VerdictEntry, specGapKind?: string): AllureStatusOf {
  const message =
    `${entry.verdict}: ${entry.violations.length > 0 ? entry.violations.length + ' violation(s): ' : ''}${entry.reason ?? ''}`.trim();
  if (entry.outcome === 'skip') return { status: 'skipped', message };
  if (entry.outcome === 'fail')
    return {
      status: entry.verdict === 'violation' || entry.verdict === 'pass' ? 'failed' : 'broken',
      message: entry.note ?? message,
    };
  if (entry.note) return { status: 'passed', message: `${entry.note} (${message})` };
  if (entry.verdict === 'spec-gap' && specGapKind !== undefined)
    return { status: 'unknown', message: specGapMessage(specGapKind), trace: details(entry) };
  return entry.verdict === 'pass' ? { status: 'passed' } : { status: 'unknown', message };
}

export const statusLabelValue = (entry: VerdictEntry, specGapKind?: string): string =>
  JSON.stringify(allureStatusOf(entry, specGapKind));

// allure-vitest labels the suite from the describe name (the operation); the case's own labels, set after, say
// document › operation › rule, and the report's tree must see only those.
const SUITE_LABELS = new Set(['parentSuite', 'suite', 'subSuite']);
const lastOfEachSuiteLabel = <L extends { name: string }>(labels: L[]): L[] =>
  labels.filter((l, i) => !SUITE_LABELS.has(l.name) || !labels.slice(i + 1).some((m) => m.name === l.name));

/** Applies the status label to each result before allure-vitest writes it, and keeps one label per suite level. */
export const statusListener: LifecycleListener = {
  beforeTestResultWrite(result) {
    result.labels = lastOfEachSuiteLabel(result.labels);
    const label = result.labels.find((l) => l.name === STATUS_LABEL);
    if (label === undefined) return;
    result.labels = result.labels.filter((l) => l.name !== STATUS_LABEL);
    const { status, message, trace } = JSON.parse(label.value) as AllureStatusOf;
    result.status = status as typeof result.status;
    result.statusDetails =
      message === undefined ? {} : { ...result.statusDetails, message, ...(trace === undefined ? {} : { trace }) };
  },
};
