// The exploration's section of summary.md: between its markers, replaced (never duplicated) on a second write, the
// conformance summary around it kept, the vendor's text shown as text.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeExploreReports } from '../../../../src/output/explore/index.js';
import { brokenRun, findingRun, quietRun, reportsFolder } from './runs.js';

const START = '<!-- vts:explore -->';
const END = '<!-- /vts:explore -->';
const CONFORMANCE = '# vts-conformance: sandbox\n\n50 cases · complete · exit 0\n\n## Not passing\n\n| rule | verdict |\n';

function written(run: Parameters<typeof writeExploreReports>[0], before?: string): { dir: string; md: () => string } {
  const dir = reportsFolder();
  if (before !== undefined) writeFileSync(join(dir, 'summary.md'), before);
  writeExploreReports(run, dir);
  return { dir, md: () => readFileSync(join(dir, 'summary.md'), 'utf8') };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the exploration section of summary.md', () => {
  it('creates the file when there is none: the section alone, between its markers', () => {
    const md = written(quietRun()).md();
    expect(
      md.startsWith(`${START}\n## Exploration\n\n0 findings, not gating (\`--gate-explore\` makes them gate) · 2 operations`),
    ).toBe(true);
    expect(md.endsWith(`${END}\n`)).toBe(true);
    expect(md).toContain('· 80 requests + 12 shrinking in 12.5 s · target sandbox · seed 7 · budget 40 an operation');
  });

  it('has a row per operation: requests, fields, keywords, statuses, findings', () => {
    const md = written(findingRun()).md();
    expect(md).toContain('| operation | requests | fields | keywords | statuses | findings |');
    expect(md).toContain('| authToken | 40 (12 coverage + 28 random, 6 shrinking) | 3 | 4 | 200×2, 400×37, none×1 | 2 |');
  });

  it('appends itself below a conformance summary, which it keeps as it was', () => {
    const md = written(findingRun(), CONFORMANCE).md();
    expect(md.startsWith(CONFORMANCE.trimEnd())).toBe(true);
    expect(md.indexOf(START)).toBeGreaterThan(md.indexOf('## Not passing'));
  });

  it('replaces its earlier section on a second write, not duplicating it, and keeps what follows it', () => {
    const { dir, md } = written(findingRun(), CONFORMANCE);
    writeFileSync(join(dir, 'summary.md'), `${md()}\n## Written later\n`);
    writeExploreReports(quietRun({ seed: 8 }), dir);
    const again = md();
    expect(count(again, START)).toBe(1);
    expect(count(again, END)).toBe(1);
    expect(count(again, '## Exploration')).toBe(1);
    expect(again).toContain('seed 8');
    expect(again).not.toContain('seed 7');
    expect(again).not.toContain('### Server error');
    expect(again.startsWith(CONFORMANCE.trimEnd())).toBe(true);
    expect(again.endsWith(`${END}\n\n## Written later\n`)).toBe(true);
  });

  it('groups findings by property then field, in tables whose reproduce cell is code', () => {
    const md = written(findingRun()).md();
    expect(md.indexOf('### Server error')).toBeLessThan(md.indexOf('### Undocumented status'));
    const rows = md.split('\n').filter((l) => l.startsWith('| authToken | body:') || l.startsWith('| emailBasic | body:'));
    expect(rows.map((r) => r.split(' | ').slice(0, 3).join(' '))).toEqual([
      '| authToken body:appId type',
      '| emailBasic body:email long',
      '| authToken body:expiry maximum+1',
      '| emailBasic body:email unicode',
    ]);
    expect(rows[0]).toContain('| `npm run explore -- --target sandbox --seed 7 --operation authToken --probe authToken#5` |');
  });

  it('shows the vendor’s text as text: markup escaped, a pipe does not end the cell', () => {
    const md = written(findingRun()).md();
    expect(md).toContain('| 500 to &lt;img src=x&gt; a \\| request |');
    expect(md).not.toContain('<img');
  });

  it('lists harness errors and says the findings gate when they do', () => {
    const md = written(brokenRun({ gates: true })).md();
    expect(md).toContain('4 findings, **gating** · **1 harness error** ·');
    expect(md).toContain('### Harness errors');
    expect(md).toContain('| authToken | authToken#9 | no recording: fixtures/recordings/x.json &lt;missing&gt; |');
  });
});
