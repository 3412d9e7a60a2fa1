// The exploration's Allure results, as data: a result per finding (Exploration › property title › operation), failed
// when findings gate and "unknown" when not, as a spec gap is: seen, never failed; a passed result per operation
// explored, so the section shows with no finding; a broken one per harness error. Ids are stable, so a finding's
// history follows it from night to night.
import { createHash } from 'node:crypto';
import { Status, type Label, type Parameter, type TestResult } from 'allure-js-commons';
import { PROPERTY_TITLES, type ExploreRun, type Finding } from '../../explore/types.js';
import type { Made } from '../allure/own-results.js';
import { generated, plural, statusesText } from './order.js';

export const PARENT_SUITE = 'Exploration';
export const EXPLORED_SUITE = 'Explored';
export const HARNESS_SUITE = 'Harness errors';
export const FINDING_MESSAGE = 'exploration finding';
// allure-js-commons has no constant for it; Allure 2 readers show it as "unknown".
export const UNKNOWN = 'unknown' as Status;

const idOf = (...parts: string[]) =>
  createHash('sha256')
    .update(['explore', ...parts].join('\u0000'))
    .digest('hex');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const label = (name: string, value: string): Label => ({ name, value });

/** The description, as markdown and as HTML (the allure2 page shows only the HTML form). */
function describe(about: [string, string][]): Pick<TestResult, 'description' | 'descriptionHtml'> {
  return {
    description: about.map(([k, v]) => `**${k}:** ${v}`).join('\n\n'),
    descriptionHtml: about
      .map(([k, v]) => `<p><b>${k}:</b> ${k === 'Reproduce' ? `<code>${escapeHtml(v)}</code>` : escapeHtml(v)}</p>`)
      .join(''),
  };
}

function findingResult(run: ExploreRun, f: Finding): Made {
  const title = PROPERTY_TITLES[f.property];
  // A cause's ids (src/explore/groups.ts): a fresh seed may reach it through another written value, another keyword.
  const status = f.status === undefined ? 'none' : `${Math.floor(f.status / 100)}xx`;
  const id = idOf('finding', f.operation, f.property, f.field, status, f.probe.because ?? '-');
  const gate = run.gates ? 'gating (--gate-explore)' : 'not gating: no document promises it; --gate-explore makes it gate';
  return {
    result: {
      historyId: id,
      testCaseId: id,
      name: `${f.operation}: ${f.field} ${f.keyword}`,
      fullName: `explore.${f.operation}.${f.property}.${f.field}.${f.keyword}`,
      status: run.gates ? Status.FAILED : UNKNOWN,
      statusDetails: { message: `${FINDING_MESSAGE}${run.gates ? '' : ' (not gating)'}: ${f.detail}` },
      parameters: [
        { name: 'target', value: run.target },
        { name: 'field', value: f.field },
        { name: 'keyword', value: f.keyword },
        { name: 'seed', value: String(run.seed), excluded: true },
      ],
      ...describe([
        ['Property', title],
        ['Detail', f.detail],
        ['Status', f.status === undefined ? 'no answer' : String(f.status)],
        ['Shrunk from', `${f.from.id}: ${plural(f.from.moves, 'move')}, ${plural(f.from.shrinkRequests, 'shrinking request')}`],
        ['Gate', gate],
        ['Reproduce', f.reproduce],
      ]),
    },
    labels: [
      label('parentSuite', PARENT_SUITE),
      label('suite', title),
      label('subSuite', f.operation),
      label('epic', PARENT_SUITE),
      label('feature', title),
      label('story', f.operation),
      ...(run.gates ? [] : [label('tag', 'not-gating')]),
    ],
    attach: [
      ['request', f.request],
      ['response', f.response],
      ['reproduce', f.reproduce],
    ],
  };
}

function operationResults(run: ExploreRun): Made[] {
  return run.operations.map((o) => {
    const id = idOf('explored', o.operation);
    const counts: [string, string][] = [
      ['requests', `${generated(o)} (${o.requests.coverage} coverage + ${o.requests.random} random)`],
      ['shrinking requests', String(o.shrinkRequests)],
      ['fields', String(o.fields.length)],
      ['keywords', String(o.keywords.length)],
      ['statuses', statusesText(o.statuses, ', ')],
      ['findings', String(run.findings.filter((f) => f.operation === o.operation).length)],
    ];
    return {
      result: {
        historyId: id,
        testCaseId: id,
        name: `${o.operation}: ${generated(o)} requests, ${o.fields.length} fields`,
        fullName: `explore.${o.operation}`,
        status: Status.PASSED,
        statusDetails: {},
        parameters: [
          { name: 'target', value: run.target },
          ...counts.map(([name, value]): Parameter => ({ name, value, excluded: true })),
        ],
        ...describe([
          ['Fields', o.fields.join(', ')],
          ['Keywords', o.keywords.join(', ')],
        ]),
      },
      labels: [label('parentSuite', PARENT_SUITE), label('suite', EXPLORED_SUITE), label('subSuite', o.operation)],
    };
  });
}

const harnessResults = (run: ExploreRun): Made[] =>
  run.harnessErrors.map((h) => {
    const id = idOf('harness', h.operation, h.probe);
    return {
      result: {
        historyId: id,
        testCaseId: id,
        name: `${h.operation}: ${h.probe}`,
        fullName: `explore.${h.operation}.harness-error.${h.probe}`,
        status: Status.BROKEN,
        statusDetails: { message: `harness-error: ${h.reason}` },
        parameters: [{ name: 'target', value: run.target }],
      },
      labels: [label('parentSuite', PARENT_SUITE), label('suite', HARNESS_SUITE), label('subSuite', h.operation)],
    };
  });

/** Every result of the run, findings first. */
export const exploreResults = (run: ExploreRun): Made[] => [
  ...run.findings.map((f) => findingResult(run, f)),
  ...operationResults(run),
  ...harnessResults(run),
];
