// reports/junit.xml: one testcase per case, classname = operation, for CI test tabs. Its outcome is the gate's:
// a failing case carries the violations and the reproduce command; an accepted deviation or a spec gap passes, saying so.
import type { VerdictEntry } from '../gate/case-record.js';
import { groupBy } from './group.js';
import { failureText } from './failure-text.js';

export const esc = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

const firstLine = (e: VerdictEntry) => e.note ?? `${e.verdict}: ${e.reason ?? ''}`;

function testcase(e: VerdictEntry): string {
  const open = `    <testcase classname="${esc(e.operation)}" name="${esc(`${e.ruleId}: ${e.title}`)}" time="${(e.durationMs / 1000).toFixed(3)}"`;
  const inner = (tag: string) => `${open}>\n      ${tag}\n    </testcase>`;
  if (e.outcome === 'fail') {
    const kind = e.verdict === 'violation' || e.verdict === 'pass' ? 'failure' : 'error';
    return inner(`<${kind} type="${esc(e.verdict)}" message="${esc(firstLine(e))}">${esc(failureText(e))}</${kind}>`);
  }
  if (e.outcome === 'skip') return inner(`<skipped message="${esc(`${e.verdict}: ${e.reason ?? ''}`)}"/>`);
  if (e.verdict === 'pass' && e.note === undefined) return `${open}/>`;
  return inner(`<system-out>${esc(`${firstLine(e)}${e.note ? ` (${e.verdict}: ${e.reason ?? ''})` : ''}`)}</system-out>`);
}

export function junitXml(entries: VerdictEntry[]): string {
  const suites = [...groupBy(entries, (e) => e.operation)].map(([op, es]) => {
    const count = (f: (e: VerdictEntry) => boolean) => es.filter(f).length;
    const failures = count((e) => e.outcome === 'fail' && (e.verdict === 'violation' || e.verdict === 'pass'));
    const errors = count((e) => e.outcome === 'fail') - failures;
    const skipped = count((e) => e.outcome === 'skip');
    return (
      `  <testsuite name="${esc(op)}" tests="${es.length}" failures="${failures}" errors="${errors}" ` +
      `skipped="${skipped}">\n${es.map(testcase).join('\n')}\n  </testsuite>`
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="vts-conformance">\n${suites.join('\n')}\n</testsuites>\n`;
}
