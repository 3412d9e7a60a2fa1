// The audit's results in reports/allure-results/, beside the conformance run's (allure-results.ts says what each holds).
import { join } from 'node:path';
import type { AuditTally } from '../../audit/types.js';
import { label } from '../explore/allure-results.js';
import { auditResults, PARENT_SUITE, TRAFFIC_CATEGORY } from './allure-results.js';
import { writeOwnResults } from '../allure/own-results.js';
import type { OperationTraffic, TrafficGroup } from './groups.js';

export function writeAuditAllure(reportsDir: string, tally: AuditTally, groups: TrafficGroup[], ops: OperationTraffic[]): void {
  const start = Number.isNaN(Date.parse(tally.startedAt)) ? Date.now() : Date.parse(tally.startedAt);
  writeOwnResults(join(reportsDir, 'allure-results'), auditResults(groups, ops), {
    parentSuite: PARENT_SUITE,
    category: TRAFFIC_CATEGORY,
    start,
    stop: start + tally.durationMs,
    labels: [label('tag', 'audit')],
  });
}
