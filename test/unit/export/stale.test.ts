// `npm run contract -- --check` names the files that differ from a fresh generation: an edited one, a missing one.
// Whether the committed contract is current is test/unit/generated.test.ts's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASYNCAPI_FILE, CONTRACT_DIR, OPENAPI_FILE, staleFiles, TYPES_FILE } from '../../../src/export/files.js';

const root = mkdtempSync(join(tmpdir(), 'vts-contract-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('contract --check', () => {
  it('names a stale file: one edited, one missing', () => {
    const generated = { [OPENAPI_FILE]: '{"openapi":"3.1.0"}', [ASYNCAPI_FILE]: '{}', [TYPES_FILE]: 'export {};' };
    mkdirSync(join(root, CONTRACT_DIR));
    writeFileSync(join(root, OPENAPI_FILE), '{"openapi":"3.1.1"}');
    writeFileSync(join(root, ASYNCAPI_FILE), '{}');
    expect(staleFiles(generated, root)).toEqual([OPENAPI_FILE, TYPES_FILE]);
  });
});
