// reports/junit.xml: one testcase per case, classname = operation, for CI test tabs.

import type { CaseResult } from '../types.js';
import { groupBy } from './group.js';

const esc = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

function testcase(r: CaseResult): string {
  const open = `    <testcase classname="${esc(r.rule.operation)}" name="${esc(`${r.rule.id}: ${r.rule.title}`)}" time="${(r.durationMs / 1000).toFixed(3)}"`;
  const reason = esc(r.reason ?? '');
  switch (r.verdict) {
    case 'pass':
      return `${open}/>`;
    case 'violation':
      return `${open}>\n      <failure type="violation" message="${reason}"/>\n    </testcase>`;
    case 'not-applicable':
      return `${open}>\n      <skipped message="not-applicable: ${reason}"/>\n    </testcase>`;
    case 'spec-gap':
      return `${open}>\n      <system-out>spec-gap: ${reason}</system-out>\n    </testcase>`;
    default:
      return `${open}>\n      <error type="${r.verdict}" message="${reason}"/>\n    </testcase>`;
  }
}

export function junitXml(results: CaseResult[]): string {
  const byOp = groupBy(results, (r) => r.rule.operation);
  const suites = [...byOp].map(([op, rs]) => {
    const count = (v: string) => rs.filter((r) => r.verdict === v).length;
    const errors = rs.filter((r) => ['harness-error', 'infra', 'vendor-fault'].includes(r.verdict)).length;
    return `  <testsuite name="${esc(op)}" tests="${rs.length}" failures="${count('violation')}" errors="${errors}" skipped="${count('not-applicable')}">\n${rs.map(testcase).join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="vts-conformance">\n${suites.join('\n')}\n</testsuites>\n`;
}
