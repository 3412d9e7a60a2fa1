// The exploration's testsuite in reports/junit.xml, in the style of src/output/junit.ts: a passing testcase per
// operation explored, one per finding (a failure only when findings gate: a finding no document promises must not turn
// a CI test tab red by default) and an error per harness error. Only its own testsuite is replaced; the others stay.
import { PROPERTY_TITLES, type ExploreRun, type Finding } from '../../explore/types.js';
import { xml } from '../junit-merge.js';
import { findingsInOrder, generated, plural } from './order.js';

export const SUITE_NAME = 'explore';

const seconds = (ms: number) => (ms / 1000).toFixed(3);
const open = (operation: string, name: string, ms = 0) =>
  `    <testcase classname="${xml(`${SUITE_NAME}.${operation}`)}" name="${xml(name)}" time="${seconds(ms)}"`;
const withInner = (start: string, inner: string) => `${start}>\n      ${inner}\n    </testcase>`;

/** What a CI test tab shows of a finding: the detail, where it came from, how to send it again, the excerpts. */
export function findingText(f: Finding): string {
  return [
    `${PROPERTY_TITLES[f.property]}: ${f.operation} ${f.field} ${f.keyword}`,
    f.detail,
    `${f.status === undefined ? 'no status' : `HTTP ${f.status}`} · shrunk from ${f.from.id} ` +
      `(${plural(f.from.moves, 'move')}, ${plural(f.from.shrinkRequests, 'shrinking request')})`,
    `reproduce: ${f.reproduce}`,
    `request:\n${f.request}`,
    `response:\n${f.response}`,
  ].join('\n');
}

function findingCase(f: Finding, gates: boolean): string {
  const start = open(f.operation, `${PROPERTY_TITLES[f.property]}: ${f.field} ${f.keyword}`);
  return gates
    ? withInner(start, `<failure type="${xml(f.property)}" message="${xml(f.detail)}">${xml(findingText(f))}</failure>`)
    : withInner(start, `<system-out>${xml(`not gating (--gate-explore makes it gate): ${findingText(f)}`)}</system-out>`);
}

/** The `<testsuite name="explore">` element, indented as junit.ts indents its own. */
export function exploreTestsuite(run: ExploreRun): string {
  const cases = [
    // A stable name (a CI tracks a test by it); the counts, which change with the budget, in its output.
    ...run.operations.map((o) =>
      withInner(
        open(o.operation, 'explored', o.durationMs),
        `<system-out>${xml(`${generated(o)} requests, ${o.fields.length} fields, ${o.keywords.length} keywords`)}</system-out>`,
      ),
    ),
    ...findingsInOrder(run).map((f) => findingCase(f, run.gates)),
    ...run.harnessErrors.map((h) =>
      withInner(
        open(h.operation, `harness error: ${h.probe}`),
        `<error type="harness-error" message="${xml(h.reason)}">${xml(`${h.probe}: ${h.reason}`)}</error>`,
      ),
    ),
  ];
  const failures = run.gates ? run.findings.length : 0;
  return (
    `  <testsuite name="${SUITE_NAME}" tests="${cases.length}" failures="${failures}" errors="${run.harnessErrors.length}" ` +
    `skipped="0" time="${seconds(run.durationMs)}">\n${cases.join('\n')}\n  </testsuite>`
  );
}
