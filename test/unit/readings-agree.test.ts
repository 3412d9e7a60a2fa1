// docs/readings.md › One request both readings agree on: every rule that accepts several readings is audited there, and
// each rule it names as gating what the readings agree on exists and gates.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { allRules } from '../../src/rules/index.js';

const page = readFileSync(join(ROOT, 'docs', 'readings.md'), 'utf8');
const section = /^## One request both readings agree on\n([\s\S]*?)^## /m.exec(page)?.[1] ?? '';
const rows = section.split('\n').filter((line) => /^\| `/.test(line));
const idsIn = (cell: string): string[] => [...cell.matchAll(/`([a-zA-Z]+\.[\w.-]+)`/g)].map((m) => m[1] as string);
const cells = rows.map((row) => row.split(' | '));
const rules = new Map(allRules().map((r) => [r.id, r]));

describe('docs/readings.md › One request both readings agree on', () => {
  it('lists every rule with alternatives, each once', () => {
    const listed = cells.flatMap((c) => idsIn(c[0] ?? ''));
    const withAlternatives = allRules()
      .filter((r) => (r.alternatives ?? []).length > 0)
      .map((r) => r.id);
    expect(
      listed.filter((id) => !withAlternatives.includes(id)),
      'listed without alternatives',
    ).toEqual([]);
    expect(
      withAlternatives.filter((id) => !listed.includes(id)),
      'alternatives not listed',
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('names, where a reading accepts everything, documented rules that gate the agreed request and are not open too', () => {
    const open = cells.filter((c) => (c[2] ?? '').includes('**yes**'));
    const openIds = open.flatMap((c) => idsIn(c[0] ?? ''));
    expect(openIds).toContain('authToken.transactionId.reused');
    for (const c of open) {
      const gating = idsIn(c[3] ?? '');
      expect(gating, c[0]).not.toEqual([]);
      for (const id of gating) {
        const rule = rules.get(id);
        expect(rule?.strength, `${id} (named in ${c[0]})`).toBe('documented');
        expect(openIds, `${id} must not accept everything itself`).not.toContain(id);
      }
    }
  });
});
