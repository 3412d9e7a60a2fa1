// reports/junit.xml: one testcase per case, classname = operation, for CI test tabs.
import { groupBy } from './group.js';
import type { VerdictEntry } from './verdicts-json.js';

const esc = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

function testcase(e: VerdictEntry): string {
  const open = `    <testcase classname="${esc(e.operation)}" name="${esc(`${e.ruleId}: ${e.title}`)}" time="${(e.durationMs / 1000).toFixed(3)}"`;
  const reason = esc(e.reason ?? '');
  switch (e.verdict) {
    case 'pass':
      return `${open}/>`;
    case 'violation':
      return `${open}>\n      <failure type="violation" message="${reason}"/>\n    </testcase>`;
    case 'not-applicable':
      return `${open}>\n      <skipped message="not-applicable: ${reason}"/>\n    </testcase>`;
    case 'spec-gap':
      return `${open}>\n      <system-out>spec-gap: ${reason}</system-out>\n    </testcase>`;
    default:
      return `${open}>\n      <error type="${e.verdict}" message="${reason}"/>\n    </testcase>`;
  }
}

export function junitXml(entries: VerdictEntry[]): string {
  const suites = [...groupBy(entries, (e) => e.operation)].map(([op, es]) => {
    const count = (v: string) => es.filter((e) => e.verdict === v).length;
    const errors = es.filter((e) => ['harness-error', 'infra', 'vendor-fault'].includes(e.verdict)).length;
    return `  <testsuite name="${esc(op)}" tests="${es.length}" failures="${count('violation')}" errors="${errors}" skipped="${count('not-applicable')}">\n${es.map(testcase).join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="vts-conformance">\n${suites.join('\n')}\n</testsuites>\n`;
}
