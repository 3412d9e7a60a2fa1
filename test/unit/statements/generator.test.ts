import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../scripts/upload-files/manifest.js';
import { generateStatements } from '../../../scripts/statements/generate.js';
import { committed, manifest } from './committed.js';

describe('scripts/statements: the generator', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vts-statements-'));
    await generateStatements(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.for([...manifest.files.map((f) => f.name), 'manifest.json'])(
    '%s regenerates byte for byte (run `npm run fixtures:statements` after changing scripts/statements/)',
    async (name) => {
      expect(sha256(await readFile(join(dir, name)))).toBe(sha256(committed(name)));
    },
  );
});
