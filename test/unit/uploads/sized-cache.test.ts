// A sized file is kept built under node_modules/.cache, named by the hash the manifest holds it to: a kept file of the
// wrong size (cut off) is built again, and the one kept afterwards is the right one.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { INPUTS_DIR } from '../../../src/uploads/files.js';

const { sized } = JSON.parse(readFileSync(join(INPUTS_DIR, 'manifest.json'), 'utf8')) as {
  sized: { name: string; size: number; sha256: string }[];
};
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('the sized files kept built', () => {
  it('builds again over a kept file that was cut off, and keeps the whole one', async () => {
    // A module of its own: another file of this worker may hold the file built in memory already.
    vi.resetModules();
    const { readInput } = await import('../../../src/uploads/files.js');
    const recipe = sized[0]!;
    const dir = join(ROOT, 'node_modules', '.cache', 'vts-conformance', 'sized');
    const kept = join(dir, `${recipe.sha256}.jpg`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(kept, Buffer.alloc(1000));
    const file = readInput(join('fixtures', 'inputs', recipe.name));
    expect(file.data.byteLength).toBe(recipe.size);
    expect(sha256(file.data)).toBe(recipe.sha256);
    expect(sha256(readFileSync(kept))).toBe(recipe.sha256);
  });
});
