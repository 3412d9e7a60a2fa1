// What the console says of an audit: each fault once, grouped by operation then check, with its count, when first and
// last seen and the first exchange; a line per operation; what was not judged; the totals last.
import { describe, expect, it } from 'vitest';
import { audited, MIXED, recurring, tally } from './records.js';

describe('the audit on the console', () => {
  it('prints 100,000 exchanges of one recurring fault as one group', async () => {
    const { console: lines } = await audited(recurring(100_000), tally({ judged: 100_000 }));
    expect(lines.filter((l) => l.includes('Wrong message at /message'))).toHaveLength(1);
    expect(lines.length).toBeLessThan(12);
    expect(lines).toContain('  authToken.expiry.above-max · message: 100000 exchanges');
    expect(lines.at(-1)).toBe('audit: 100000 exchanges judged, 100000 violations in 1 group');
  });

  it('groups by operation then check, each with its fault, when it was seen and where first', async () => {
    const { console: lines } = await audited(MIXED);
    const start = lines.indexOf('authToken');
    expect(lines.slice(start, start + 4)).toEqual([
      'authToken',
      '  authToken.expiry.above-max · message: 3 exchanges',
      '    Wrong message at /message — received a string of 12 characters, documented expiry must be less than or equal to 86400',
      '    first seen 2024-05-01T10:01:00.000Z, last seen 2024-05-01T10:50:00.000Z; first in traffic.har:1',
    ]);
    expect(lines).toContain('    Response violates schema at /result/domains/*/name — received a number, documented a string');
  });

  it('says per operation what was judged, by verdict and status, then what was not judged, then the totals', async () => {
    const { console: lines } = await audited(MIXED);
    expect(lines).toContain('  authToken: 4 exchanges judged · pass 1, violation 3 · 200×1 400×3');
    expect(lines).toContain('  cacBasic: 1 exchange judged · harness-error 1 · none×1');
    expect(lines).toContain(
      'not judged: 2 not under a vendor host, 1 outside --since/--until, 1 under a vendor host matching no operation, 0 unreadable',
    );
    expect(lines).toContain('  no operation: POST engine.example/v1/unknown ×1');
    expect(lines.at(-1)).toBe('audit: 6 exchanges judged, 4 violations in 2 groups; 1 harness error');
  });

  it('names the first unreadable entries with their problem', async () => {
    const unreadable = { count: 7, first: [{ source: { file: 'gateway.log', entry: 12 }, problem: 'not JSON' }] };
    const { console: lines } = await audited([], tally({ judged: 0, unreadable }));
    expect(lines).toContain('  unreadable: gateway.log:12: not JSON');
    expect(lines.at(-1)).toBe('audit: 0 exchanges judged, 0 violations in 0 groups');
  });
});
