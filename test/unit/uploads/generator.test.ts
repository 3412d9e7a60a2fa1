import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../scripts/upload-files/manifest.js';
import { generateInputs } from '../../../scripts/upload-files/generate.js';
import { paddedJpeg } from '../../../scripts/upload-files/sized.js';
import { committed, manifest } from './committed.js';

describe('scripts/upload-files: the generator', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vts-inputs-'));
    await generateInputs(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.for([...manifest.files.map((f) => f.name), 'manifest.json'])(
    '%s regenerates byte for byte (run `npm run fixtures:inputs` after changing scripts/upload-files/)',
    async (name) => {
      expect(sha256(await readFile(join(dir, name)))).toBe(sha256(committed(name)));
    },
  );
});

describe('sized recipes: files at the "6 MB" limit, made at test time', () => {
  it('covers both readings, exactly and one byte over', () => {
    expect([...new Set(manifest.sized.map((s) => s.size))].sort()).toEqual([6_000_000, 6_000_001, 6_291_456, 6_291_457]);
  });

  it.for(manifest.sized)('$name: $size bytes, the recorded sha256, still a JPEG of the same picture', (recipe) => {
    const bytes = paddedJpeg(committed(recipe.from), recipe.size);
    expect({ size: bytes.length, sha256: sha256(bytes) }).toEqual({ size: recipe.size, sha256: recipe.sha256 });
    const base = jpeg.decode(committed(recipe.from), { useTArray: true });
    const padded = jpeg.decode(bytes, { useTArray: true });
    expect(Buffer.from(padded.data).equals(Buffer.from(base.data))).toBe(true);
    expect(imageSize(bytes)).toMatchObject({ type: 'jpg', width: base.width, height: base.height });
  });

  it('refuses a size below the base file', () => {
    expect(() => paddedJpeg(committed('selfie-a.jpg'), 100)).toThrow(/cannot pad/);
  });
});
