// The audit's section of summary.md: between its own markers, the run's summary around it kept, replaced (never
// duplicated) on a second audit; the groups as a table, then the operations and the traffic coverage.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audited, MIXED, reportsFolder } from './records.js';

const START = '<!-- vts:audit -->';
const END = '<!-- /vts:audit -->';
const RUN = '# vts-conformance: sandbox\n\n50 cases · complete · exit 0\n';
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the audit section of summary.md', () => {
  it('is the whole file when there is none, between its markers', async () => {
    const md = (await audited(MIXED)).read('summary.md');
    expect(
      md.startsWith(`${START}\n## Traffic audit\n\naudit: 6 exchanges judged, 4 violations in 2 groups; 1 harness error.`),
    ).toBe(true);
    expect(md.endsWith(`${END}\n`)).toBe(true);
  });

  it('has a row per group: rule, check, fault, count, when seen, first exchange', async () => {
    const md = (await audited(MIXED)).read('summary.md');
    expect(md).toContain(
      '| authToken | authToken.expiry.above-max | message | Wrong message at /message — received a string of 12 characters, ' +
        'documented expiry must be less than or equal to 86400 | 3 | first seen 2024-05-01T10:01:00.000Z, last seen ' +
        '2024-05-01T10:50:00.000Z | traffic.har:1 |',
    );
    expect(md).toContain('| authToken | 4 | pass×1, violation×3 | 200×1, 400×3 |');
    expect(md).toContain(
      '| `authToken` | 4 | 1 of 26 documented rows exercised | 2 of 6 (not seen: 401, 404, 409, 500) | none |',
    );
  });

  it('keeps the run’s summary above it and replaces its own section on a second audit', async () => {
    const dir = reportsFolder();
    writeFileSync(join(dir, 'summary.md'), RUN);
    await audited(MIXED, undefined, dir);
    writeFileSync(join(dir, 'summary.md'), `${readFileSync(join(dir, 'summary.md'), 'utf8')}\n## Written later\n`);
    const md = (await audited([], undefined, dir)).read('summary.md');
    expect(md.startsWith(RUN.trimEnd())).toBe(true);
    expect([count(md, START), count(md, END), count(md, '## Traffic audit')]).toEqual([1, 1, 1]);
    expect(md).toContain('No fault in the traffic.');
    expect(md.endsWith(`${END}\n\n## Written later\n`)).toBe(true);
  });
});
