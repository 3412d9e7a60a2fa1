// (a) The committed contract is what `npm run contract` writes now: a change of a schema, the catalogue, a rule table
// or a recording that was not followed by a regeneration fails here, naming the command.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { generateContract, OPENAPI_FILE, staleFiles, TYPES_FILE } from '../../../src/export/files.js';

let generated: Record<string, string>;
beforeAll(async () => {
  generated = await generateContract();
}, 60_000);

describe('contract/', () => {
  it('is current: npm run contract writes the committed files, byte for byte', () => {
    expect(staleFiles(generated), 'contract/ is stale: run `npm run contract` and commit contract/').toEqual([]);
  });

  it('is generated the same way twice (no dates, no machine paths, no order left to chance)', async () => {
    expect(await generateContract()).toEqual(generated);
    for (const text of Object.values(generated)) {
      expect(text).not.toContain(ROOT);
      expect(text).not.toContain(new Date().toISOString().slice(0, 10));
    }
  });

  describe('a stale file is named', () => {
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'vts-contract-'));
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('one edited, one missing', () => {
      for (const [file, text] of Object.entries(generated)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), file === OPENAPI_FILE ? text.replace('"3.1.0"', '"3.1.1"') : text);
      }
      rmSync(join(root, TYPES_FILE));
      expect(staleFiles(generated, root)).toEqual([OPENAPI_FILE, TYPES_FILE]);
    });
  });
});
