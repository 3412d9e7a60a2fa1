import { describe, expect, it } from 'vitest';
import { judgedCount, maxRssKiB } from '../../../bench/child-run.js';

describe('judgedCount', () => {
  it("reads N from audit's last totals line, digits grouped or not", () => {
    const output =
      'audit: reading a.ndjson\n  emailBasic: 3 exchanges judged · pass 3\naudit: 50,000 exchanges judged, 0 violations in 0 groups\n';
    expect(judgedCount(output)).toBe(50_000);
    expect(judgedCount('audit: 1 exchange judged, 1 violation in 1 group')).toBe(1);
  });

  it('is undefined when audit printed no totals line', () => {
    expect(judgedCount('audit: nothing judged: 3 exchanges read, none under the vendor base URLs')).toBeUndefined();
  });
});

describe('maxRssKiB', () => {
  it("is the highest peak printed (a worker's line and the main thread's), and undefined without one", () => {
    expect(maxRssKiB('vts-bench max-rss-kib 90000\nsome output\nvts-bench max-rss-kib 120000\n')).toBe(120_000);
    expect(maxRssKiB('audit: 3 exchanges judged\n')).toBeUndefined();
  });
});
