// The audit in Allure, as data: under Traffic › operation, a result per fault group (failed for a violation, broken for
// a harness error) with the group as an attachment, and a passed result per operation whose traffic showed none.
// Labelled as the run labels a case (document › operation › rule), so a fault in traffic sits beside the rule's case.
// Ids are stable: a group's history follows it from capture to capture.
import { createHash } from 'node:crypto';
import { Status, type Label } from 'allure-js-commons';
import type { Category } from 'allure-js-commons/sdk';
import { OPERATIONS } from '../../model/operations.js';
import { tableOf } from '../../rules/index.js';
import type { Made } from '../allure/own-results.js';
import { label } from '../explore/allure-results.js';
import { plural, statusesText } from '../explore/order.js';
import { countText, faultText, groupDetail, seenText, sourceText } from './group-text.js';
import type { OperationTraffic, TrafficGroup } from './groups.js';
import { xml } from '../junit-merge.js';
import { caseName } from './junit-suite.js';

export const PARENT_SUITE = 'Traffic';
export const VIOLATION_MESSAGE = 'traffic violation';

/** Put first, so a fault of the team's traffic is not counted among the run's own contract violations. */
export const TRAFFIC_CATEGORY: Category = {
  name: 'Traffic violations',
  matchedStatuses: [Status.FAILED],
  messageRegex: `^${VIOLATION_MESSAGE}[\\s\\S]*`,
};

const idOf = (...parts: string[]) =>
  createHash('sha256')
    .update(['audit', ...parts].join('\u0000'))
    .digest('hex');

const place = (operation: TrafficGroup['operation']): Label[] => [
  label('parentSuite', PARENT_SUITE),
  label('suite', operation),
  label('epic', OPERATIONS[operation].document),
  label('feature', operation),
];

function groupResult(g: TrafficGroup): Made {
  const id = idOf(g.operation, g.ruleId, g.check, g.title, g.pointer);
  const severity = tableOf(g.operation)?.rules.find((r) => r.id === g.ruleId)?.severity;
  const about: [string, string][] = [
    ['Source', g.row?.source ?? 'no documented row: what holds for any request of the operation'],
    ['Fault', faultText(g)],
    ['Exchanges', String(g.count)],
    ['Seen', seenText(g)],
    ['First exchange', sourceText(g.example.source)],
  ];
  const message =
    g.kind === 'violation' ? `${VIOLATION_MESSAGE}: ${countText(g)}: ${faultText(g)}` : `harness-error: ${faultText(g)}`;
  return {
    result: {
      historyId: id,
      testCaseId: id,
      name: caseName(g),
      fullName: `audit.${g.operation}.${g.ruleId}.${g.check}.${g.pointer}`,
      status: g.kind === 'violation' ? Status.FAILED : Status.BROKEN,
      statusDetails: { message },
      parameters: [
        { name: 'exchanges', value: String(g.count), excluded: true },
        { name: 'seen', value: seenText(g), excluded: true },
      ],
      description: about.map(([k, v]) => `**${k}:** ${v}`).join('\n\n'),
      // The allure2 page shows only the HTML form.
      descriptionHtml: about.map(([k, v]) => `<p><b>${k}:</b> ${xml(v)}</p>`).join(''),
    },
    labels: [
      ...place(g.operation),
      label('subSuite', g.ruleId),
      label('story', g.ruleId),
      ...(severity === undefined ? [] : [label('severity', severity)]),
      label('tag', g.kind),
    ],
    attach: [['group', groupDetail(g).join('\n')]],
  };
}

function cleanResult(o: OperationTraffic): Made {
  const id = idOf(o.operation, 'clean');
  return {
    result: {
      historyId: id,
      testCaseId: id,
      name: `${o.operation}: no violation in ${plural(o.judged, 'exchange')}`,
      fullName: `audit.${o.operation}`,
      status: Status.PASSED,
      statusDetails: {},
      parameters: [
        { name: 'exchanges', value: String(o.judged), excluded: true },
        { name: 'statuses', value: statusesText(o.statuses, ', '), excluded: true },
      ],
    },
    labels: [...place(o.operation), label('subSuite', 'no violation')],
  };
}

/** Every result of the audit: the groups, then the operations without a fault. */
export function auditResults(groups: TrafficGroup[], operations: OperationTraffic[]): Made[] {
  const faulty = new Set(groups.map((g) => g.operation));
  return [...groups.map(groupResult), ...operations.filter((o) => !faulty.has(o.operation)).map(cleanResult)];
}
