// docs/going-live.md lists what the code holds (each operation's host variable and path, the example profile's
// sandbox-only keys): held to it here, so the page a newcomer follows cannot drift from the harness.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTS, OPERATIONS } from '../../src/model/operations.js';
import { ROOT } from '../../src/base/paths.js';

const page = readFileSync(join(ROOT, 'docs', 'going-live.md'), 'utf8');
const rows = (header: string): string[][] => {
  const lines = page.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${header} `));
  const table = [];
  for (let i = start + 2; start >= 0 && lines[i]?.startsWith('|'); i++)
    table.push(
      (lines[i] as string)
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  return table;
};

describe('docs/going-live.md', () => {
  it("lists every operation's placeholder, variable and path, as src/model/operations.ts has them", () => {
    const expected = Object.values(OPERATIONS)
      .filter((op) => op.path.startsWith('/'))
      .map((op) => [`\`${op.id}\``, `\`{${op.host}}\``, `\`${HOSTS[op.host]}\``, `\`${op.path}\``]);
    expect(rows('operation')).toEqual(expected);
  });

  it("sends a reader to the example profile's sandboxOnly, where each key names the rules it serves", () => {
    const { sandboxOnly = {} } = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'targets', 'live.example.json'), 'utf8')) as {
      sandboxOnly?: Record<string, string>;
    };
    expect(page).toContain('`"sandboxOnly"`, not `"data"`, each saying the rules it serves');
    const rule = /\b[a-z][A-Za-z]+\.[a-z][\w-]*\.[a-z][\w-]*\b/;
    expect(Object.entries(sandboxOnly).filter(([, says]) => !rule.test(says))).toEqual([]);
  });

  it('leaves the place of the plan, and links nothing outside the repository', () => {
    expect(page).toContain('See [the plan](plan.md) before the first live run.');
    const links = [...page.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] as string);
    expect(links.filter((l) => /^[a-z]+:|^\.\.\/\.\.|^\/|shared/.test(l))).toEqual([]);
  });
});
