// The audit's testsuite `traffic` in reports/junit.xml: a testcase per operation and fault group (a failure for a
// violation, an error for a harness error, each with its count, when seen and the first exchange), and one passing
// testcase per operation whose traffic showed none. Test names stay the same from capture to capture: a CI tracks them.
import { plural, statusesText } from '../explore/order.js';
import { countText, faultText, groupDetail } from './group-text.js';
import type { OperationTraffic, TrafficGroup } from './groups.js';
import { xml } from '../junit-merge.js';

export const SUITE_NAME = 'traffic';

const open = (operation: string, name: string) =>
  `    <testcase classname="${xml(`${SUITE_NAME}.${operation}`)}" name="${xml(name)}" time="0.000"`;
const withInner = (start: string, inner: string) => `${start}>\n      ${inner}\n    </testcase>`;

export const caseName = (g: TrafficGroup): string => `${g.ruleId}: ${g.title}${g.pointer ? ` at ${g.pointer}` : ''}`;

function groupCase(g: TrafficGroup): string {
  const tag = g.kind === 'violation' ? 'failure' : 'error';
  const message = `${countText(g)}: ${faultText(g)}`;
  return withInner(
    open(g.operation, caseName(g)),
    `<${tag} type="${xml(g.kind)}" message="${xml(message)}">${xml(groupDetail(g).join('\n'))}</${tag}>`,
  );
}

const cleanCase = (o: OperationTraffic) =>
  withInner(
    open(o.operation, 'no violation'),
    `<system-out>${xml(`${plural(o.judged, 'exchange')} judged · ${statusesText(o.statuses)}`)}</system-out>`,
  );

/** The `<testsuite name="traffic">` element, indented as src/output/junit.ts indents its own. */
export function trafficTestsuite(groups: TrafficGroup[], operations: OperationTraffic[], durationMs: number): string {
  const faulty = new Set(groups.map((g) => g.operation));
  const cases = [...groups.map(groupCase), ...operations.filter((o) => !faulty.has(o.operation)).map(cleanCase)];
  const failures = groups.filter((g) => g.kind === 'violation').length;
  return (
    `  <testsuite name="${SUITE_NAME}" tests="${cases.length}" failures="${failures}" errors="${groups.length - failures}" ` +
    `skipped="0" time="${(durationMs / 1000).toFixed(3)}">\n${cases.join('\n')}\n  </testsuite>`
  );
}
