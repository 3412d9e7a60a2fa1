// sandbox/README.md's fault catalogue is generated from sandbox/faults/ (DESIGN.md §3: the sandbox README's tables come
// from its code): a fault added, changed or removed without `npm run docs:sandbox` fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentReadme, README } from '../../scripts/docs/sandbox-faults.js';

describe('sandbox/README.md', () => {
  it('lists every fault as sandbox/faults/ defines it (npm run docs:sandbox rewrites the table)', async () =>
    expect(readFileSync(README, 'utf8')).toBe(await currentReadme()));
});

describe('docs/readings.md', () => {
  it('describes every other reading the sandbox can give (sandbox/readings.ts)', async () => {
    const { READINGS } = await import('../../sandbox/readings.js');
    const page = readFileSync(new URL('../../docs/readings.md', import.meta.url), 'utf8');
    expect(READINGS.map((r) => r.id).filter((id) => !page.includes(`| \`${id}\` |`))).toEqual([]);
  });
});
