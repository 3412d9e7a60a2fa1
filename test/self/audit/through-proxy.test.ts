// The proxy in front of the vendor, end to end: rules run against the sandbox through the proxy's forwarding, the proxy
// writes its HAR, and audit reads that HAR alone (it knows no rule id): the traffic of a conformant sandbox gives no
// violation, and a fault's traffic one on the fault's operation, for every fault of a rule whose requests the proxy sees
// (one request, or the statement flow). The events' own faults are events-through-proxy.test.ts's.
import { afterAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import { auditSession } from '../../../src/audit/session.js';
import { testValues } from '../../../src/audit/test-values.js';
import type { AuditRecord } from '../../../src/audit/types.js';
import { readCaptureFile } from '../../../src/capture/read.js';
import type { Rule } from '../../../src/model/types.js';
import { allRules } from '../../../src/rules/index.js';
import { runThroughProxy, SANDBOX_DATA as SANDBOX, SANDBOX_KNOWN } from './proxied-run.js';

/** Runs `ids` through a proxy in front of a sandbox with `faults`, then audits the HAR the proxy wrote. */
async function auditedThroughProxy(ids: string[], faults: string[] = []): Promise<AuditRecord[]> {
  const run = await runThroughProxy(ids, faults);
  const records: AuditRecord[] = [];
  const session = auditSession({
    servers: run.servers,
    receivers: run.receivers,
    // The HAR holds the credentials and personal values scrubbed, marked where the harness knows them: audit reads the
    // marks back with the same credentials (VTS_APP_ID/VTS_APP_KEY) and profile, as `vts audit` does.
    values: testValues([SANDBOX], SANDBOX_KNOWN.credentials),
    secrets: Object.values(SANDBOX_KNOWN.credentials ?? {}),
    onRecord: (r) => records.push(r),
  });
  for await (const exchange of readCaptureFile(run.har, { known: SANDBOX_KNOWN })) session.add(exchange);
  session.tally([run.har]);
  return records;
}

const rules = allRules();
const STATEMENT_FLOW = new Set(['parseBankStatement', 'getBankStatementParsingResults']);
/** A rule whose every request passes the proxy: one request, or a step of the statement flow (not an event's). */
const seenWhole = (r: Rule | undefined): r is Rule =>
  r !== undefined &&
  r.sends === undefined &&
  ((r.before === undefined && r.after === undefined) || STATEMENT_FLOW.has(r.operation));

// Faults the HAR cannot show, each with why (none today: a value the harness knows, the team's pair, another pair, a
// profile's test value, a rule's own literal, the HAR marks and audit reads back). Each is held below to go unfound, so
// the list stays true.
const UNFOUND: ReadonlyMap<string, string> = new Map<string, string>();

it('audits the HAR of a conformant sandbox behind the proxy without a violation', async () => {
  const records = await auditedThroughProxy(rules.filter((r) => r.strength === 'documented' && seenWhole(r)).map((r) => r.id));
  expect(records.length).toBeGreaterThan(200);
  expect(records.filter((r) => r.verdict === 'violation' || r.verdict === 'harness-error')).toEqual([]);
});

describe('faults in the HAR of their traffic', () => {
  const eligible = FAULTS.filter((f) => seenWhole(rules.find((r) => r.id === f.breaks)));
  const found: string[] = [];
  afterAll(() => console.log(`audit score (through the proxy): ${found.length}/${eligible.length} faults found in the HAR`));

  /** The violations on the fault's operation in the HAR of its rule's traffic (and its reading family's). */
  async function violationsOf(id: string): Promise<AuditRecord[]> {
    const fault = FAULTS.find((f) => f.id === id) as (typeof FAULTS)[number];
    const rule = rules.find((r) => r.id === fault.breaks) as Rule;
    const family = rule.family?.name;
    const ids = rules
      .filter((r) => [fault.breaks, ...(fault.alsoBreaks ?? [])].includes(r.id) || (family && r.family?.name === family))
      .filter(seenWhole)
      .map((r) => r.id);
    const records = await auditedThroughProxy(ids, [id]);
    return records.filter((r) => r.operation === rule.operation && r.verdict === 'violation');
  }

  it.for(eligible.filter((f) => !UNFOUND.has(f.id)).map((f) => f.id))('finds fault %s', async (id) => {
    expect((await violationsOf(id)).length).toBeGreaterThan(0);
    found.push(id);
  });

  it.for([...UNFOUND.keys()])('cannot find fault %s, as the list says', async (id) => {
    expect(
      eligible.some((f) => f.id === id),
      `${id} is no fault of a rule the proxy sees whole`,
    ).toBe(true);
    const violations = await violationsOf(id);
    expect(violations, `found now: drop ${id} from UNFOUND (${UNFOUND.get(id)})`).toEqual([]);
  });
});
