// The audit's groups: a recurring fault is one group however often it recurs, counted once an exchange, with the
// earliest and latest capture time; memory stays bounded past the cap on groups.
import { describe, expect, it } from 'vitest';
import { MAX_GROUPS, TrafficGroups } from '../../../../src/output/audit/groups.js';
import { MIXED, record, recurring, schemaBreak } from './records.js';

const grouped = (records: Iterable<Parameters<TrafficGroups['add']>[0]>) => {
  const traffic = new TrafficGroups();
  for (const r of records) traffic.add(r);
  return traffic;
};

describe('the traffic groups', () => {
  it('makes one group of 100,000 exchanges with one recurring fault', () => {
    const groups = grouped(recurring(100_000)).groups();
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      kind: 'violation',
      operation: 'authToken',
      ruleId: 'authToken.expiry.above-max',
      check: 'message',
      pointer: '/message',
      count: 100_000,
      example: { n: 1, source: { file: 'traffic.har', entry: 0 } },
      firstAt: '2024-05-01T10:00:00.000Z',
      lastAt: '2024-05-01T10:59:00.000Z',
    });
  });

  it('takes the first and last time seen by the capture times, not the order read', () => {
    const [message] = grouped(MIXED).groups();
    expect([message?.count, message?.firstAt, message?.lastAt]).toEqual([
      3,
      '2024-05-01T10:01:00.000Z',
      '2024-05-01T10:50:00.000Z',
    ]);
  });

  it('counts an exchange once in a group, its fault at any item of an array; a row-less fault under <operation>.<check>', () => {
    const email = grouped(MIXED)
      .groups()
      .find((g) => g.operation === 'emailBasic');
    expect(email).toMatchObject({ ruleId: 'emailBasic.schema', pointer: '/result/domains/*/name', count: 1 });
  });

  it('groups a harness error by its reason, and counts verdicts and statuses per operation in the catalogue order', () => {
    const traffic = grouped(MIXED);
    expect(traffic.groups().map((g) => [g.operation, g.kind])).toEqual([
      ['authToken', 'violation'],
      ['emailBasic', 'violation'],
      ['cacBasic', 'harness-error'],
    ]);
    expect(traffic.operations()[0]).toEqual({
      operation: 'authToken',
      judged: 4,
      verdicts: { pass: 1, violation: 3 },
      statuses: { '200': 1, '400': 3 },
      rows: { 'authToken.expiry.above-max': 3 },
    });
  });

  it('counts faults past the cap on groups instead of keeping them', () => {
    const distinct = function* () {
      for (let n = 1; n <= MAX_GROUPS + 2; n++)
        yield record(n, { verdict: 'violation', violations: [{ ...schemaBreak(0), pointer: `/k${n}` }] });
    };
    const traffic = grouped(distinct());
    expect(traffic.groups()).toHaveLength(MAX_GROUPS);
    expect(traffic.overflow).toBe(2);
  });
});
