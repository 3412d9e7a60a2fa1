// Traffic coverage: per operation, the documented rows the traffic fell under and how often, those it never did, the
// documented statuses seen and not, and the undocumented ones answered.
import { describe, expect, it } from 'vitest';
import type { TrafficCoverage } from '../../../../src/output/audit/traffic-coverage.js';
import { tableOf } from '../../../../src/rules/index.js';
import { audited, MIXED, record } from './records.js';

const TRAFFIC = [...MIXED, record(7, { status: 418 }), record(8, { status: 418 })];

describe('traffic coverage', () => {
  it('counts the exchanges under each documented row, and lists every documented row of the operation', async () => {
    const coverage = JSON.parse((await audited(TRAFFIC)).read('traffic-coverage.json')) as TrafficCoverage;
    const auth = coverage.operations.find((o) => o.operation === 'authToken')!;
    const documented = tableOf('authToken')!.rules.filter((r) => r.strength === 'documented');
    expect(auth.rows.map((r) => r.ruleId)).toEqual(documented.map((r) => r.id));
    expect(auth.rows.filter((r) => r.exchanges > 0)).toEqual([
      { ruleId: 'authToken.expiry.above-max', title: 'expiry 86401 is rejected', exchanges: 3 },
    ]);
    expect(coverage.totals).toMatchObject({ exercised: 1 });
  });

  it('sets the documented statuses seen against those not seen, and counts the undocumented ones', async () => {
    const coverage = JSON.parse((await audited(TRAFFIC)).read('traffic-coverage.json')) as TrafficCoverage;
    const auth = coverage.operations.find((o) => o.operation === 'authToken')!;
    expect(auth.exchanges).toBe(6);
    expect(auth.statuses).toEqual({
      documented: [200, 400, 401, 404, 409, 500],
      seen: { '200': 1, '400': 3 },
      notSeen: [401, 404, 409, 500],
      undocumented: { '418': 2 },
    });
    // No answer is no status: the harness error's exchange adds none.
    expect(coverage.operations.find((o) => o.operation === 'cacBasic')!.statuses.seen).toEqual({});
  });

  it('shows it as a table per operation in traffic-coverage.md, a row never exercised marked', async () => {
    const md = (await audited(TRAFFIC)).read('traffic-coverage.md');
    expect(md).toContain(
      '| `authToken` | 6 | 1 of 26 documented rows exercised | 2 of 6 (not seen: 401, 404, 409, 500) | **418×2** |',
    );
    expect(md).toContain('| `authToken.expiry.above-max` | expiry 86401 is rejected | 3 |');
    expect(md).toContain('| `authToken.expiry.max` | expiry 86400 is accepted | **not exercised** |');
  });
});
