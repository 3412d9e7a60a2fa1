// Audit beside Redocly's `drift` on one HAR: the sandbox's traffic with faults of different kinds, through the proxy.
// Whatever drift finds wrong in an answer, audit finds on the same exchange; and audit finds what drift cannot see (the
// row's status and message, an echo, the content type, an accepted invalid request): the table of docs/audit.md.
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { server } from '../../../src/audit/match.js';
import { auditSession } from '../../../src/audit/session.js';
import { testValues } from '../../../src/audit/test-values.js';
import type { AuditRecord } from '../../../src/audit/types.js';
import { readCaptureFile } from '../../../src/capture/read.js';
import { REGIONS } from '../../../src/model/operations.js';
import { allRules } from '../../../src/rules/index.js';
import { runThroughProxy, SANDBOX_DATA } from './proxied-run.js';
import { type DriftFinding, redoclyDrift } from './drift-redocly.js';

/** One fault of each kind of finding, each on requests of its own. */
const FAULTS = [
  'emailBasic-malformed-422', // a status
  'emailBasic-deliverable-statusCode-integer', // a body's schema
  'fetchUpiIfsc-valid-referenceId-null', // a body's schema
  'emailBasic-missing-message-reworded', // the row's message
  'authToken-email-errorCode-wrong', // the row's error code
  'authToken-expiry-zero-accepted', // an invalid request accepted
  'cacBasic-missing-rc-accepted', // an invalid request accepted, its error body kept
  'fetchUpiIfsc-invalid-vpa-not-echoed', // an echo of what was sent
  'cacBasic-by-number-content-type-html', // a header
];
const OPERATIONS = new Set(FAULTS.map((f) => f.slice(0, f.indexOf('-'))));
const IDS = allRules()
  .filter((r) => r.strength === 'documented' && r.before === undefined && r.sends === undefined)
  .filter((r) => OPERATIONS.has(r.operation))
  .map((r) => r.id);

/** What audit makes of a HAR, by the capture's 1-based entry number. */
async function audited(file: string, upstream: string): Promise<Map<number, AuditRecord>> {
  const records = new Map<number, AuditRecord>();
  const session = auditSession({
    servers: [server(upstream), ...REGIONS.map((r) => server(`${upstream}/${r}`))],
    values: testValues([SANDBOX_DATA]),
    secrets: [],
    onRecord: (r) => records.set(r.source.entry, r),
  });
  for await (const exchange of readCaptureFile(file)) session.add(exchange);
  return records;
}

let drift: DriftFinding[] = [];
let audit = new Map<number, AuditRecord>();
let entries: { request: { method: string; url: string } }[] = [];

/** Drift has no finding on a status: an answer whose status the operation does not document it leaves unchecked. What
 * it says of an answer is on its body (target `response`), here by the 1-based entry number audit uses. */
function onAnswers(): Map<number, DriftFinding[]> {
  const by = new Map<number, DriftFinding[]>();
  for (const f of drift.filter((d) => d.target === 'response'))
    by.set(f.exchangeIndex + 1, [...(by.get(f.exchangeIndex + 1) ?? []), f]);
  return by;
}

const said = (findings: DriftFinding[] = []) =>
  findings.length === 0 ? '-' : `${findings[0]?.message}${findings.length > 1 ? ` (+${findings.length - 1})` : ''}`;

beforeAll(async () => {
  const { har: file, upstream } = await runThroughProxy(IDS, FAULTS);
  [drift, audit] = await Promise.all([redoclyDrift(file, upstream), audited(file, upstream)]);
  entries = (JSON.parse(readFileSync(file, 'utf8')) as { log: { entries: typeof entries } }).log.entries;
  const answers = onAnswers();
  for (const [entry, r] of audit)
    if (answers.has(entry) || r.verdict !== 'pass')
      console.log(
        `#${entry} ${r.operation} ${r.status}: drift ${said(answers.get(entry))} | audit ${r.violations.map((v) => v.title).join('; ')}`,
      );
});

it('maps each drift finding to the HAR entry audit read', () => {
  expect(drift.map((f) => `${f.method} ${f.path}`)).toEqual(
    drift.map((f) => {
      const { method, url } = entries[f.exchangeIndex]?.request ?? { method: '?', url: 'http://none/?' };
      return `${method} ${new URL(url).pathname}`;
    }),
  );
  expect(onAnswers().size).toBeGreaterThan(0);
});

it('has a violation from audit on every exchange drift finds an answer wrong', () => {
  const missed = [...onAnswers()]
    .filter(([entry]) => audit.get(entry)?.verdict !== 'violation')
    .map(
      ([entry, findings]) => `#${entry} ${findings[0]?.method} ${findings[0]?.path} ${findings[0]?.status}: ${said(findings)}`,
    );
  expect(missed).toEqual([]);
});

it('finds what drift cannot: the row, its message, an echo, the content type', () => {
  const answers = onAnswers();
  const auditOnly = [...audit.values()]
    .filter((r) => r.verdict === 'violation' && !answers.has(r.source.entry))
    .flatMap((r) => r.violations.map((v) => v.title));
  // Held to the page's table: a drift that learns one of these makes the table stale.
  expect(new Set(auditOnly)).toEqual(
    new Set([
      'Undocumented status code',
      'Wrong message',
      'Accepted a request the documents refuse',
      'Field does not echo the request',
      'Wrong content type',
    ]),
  );
});
