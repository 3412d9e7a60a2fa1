// The files a rule uploads come from the target's profile: read from a path, or built from the manifest's recipe;
// a key that is missing, or names no file, makes the case not applicable, naming the key.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextFor } from '../../../src/case/context.js';
import { declaredType, INPUTS_DIR, readInput } from '../../../src/uploads/files.js';

const plan = (data: Record<string, string>) => ({
  seed: 1,
  credentials: { appId: 'a', appKey: 'k' },
  data,
  profileName: 'fixtures/targets/live.json',
});
const manifest = JSON.parse(readFileSync(join(INPUTS_DIR, 'manifest.json'), 'utf8')) as {
  sized: { name: string; size: number; sha256: string }[];
};

describe('upload files from the profile', () => {
  it('reads a committed input with its base name and the type its extension declares', () => {
    const { ctx, used } = contextFor(plan({ faceSelfie: 'fixtures/inputs/selfie-a-gif-bytes.png' }), 'r');
    const file = ctx.file('faceSelfie');
    expect(file.filename).toBe('selfie-a-gif-bytes.png');
    // GIF bytes, declared by the name as a client would: the type is for the service to find out.
    expect(file.type).toBe('image/png');
    expect(Buffer.from(file.data).subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(used).toEqual({ faceSelfie: 'fixtures/inputs/selfie-a-gif-bytes.png' });
  });

  it.for(manifest.sized.map((s) => [s.name, s] as const))('builds %s from its recipe, to the byte', ([name, recipe]) => {
    const file = readInput(join('fixtures', 'inputs', name));
    expect(file.data.byteLength).toBe(recipe.size);
    expect(createHash('sha256').update(file.data).digest('hex')).toBe(recipe.sha256);
  });

  it('makes a case not applicable when the key is missing, naming the key and the profile', () => {
    const { ctx } = contextFor(plan({}), 'r');
    expect(() => ctx.file('faceSelfieNoFace')).toThrow(
      expect.objectContaining({
        code: 'VTS_ERR_NOT_APPLICABLE',
        message: expect.stringContaining('"faceSelfieNoFace"') as unknown,
      }),
    );
  });

  it('makes a case not applicable when the file named does not exist, naming the key and the path', () => {
    const { ctx } = contextFor(plan({ faceIdTwoFaces: 'images/two-faces.jpg' }), 'r');
    expect(() => ctx.file('faceIdTwoFaces')).toThrow(
      expect.objectContaining({
        code: 'VTS_ERR_NOT_APPLICABLE',
        message: expect.stringMatching(
          /"faceIdTwoFaces".*images\/two-faces\.jpg does not exist.*fixtures\/targets\/live\.json/,
        ) as unknown,
      }),
    );
  });

  it('declares the media types the documents name by extension', () => {
    expect(['a.jpg', 'a.JPEG', 'a.png', 'a.tif', 'a.tiff', 'a.pdf', 'a.gif', 'a.bin'].map(declaredType)).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/png',
      'image/tiff',
      'image/tiff',
      'application/pdf',
      'image/gif',
      'application/octet-stream',
    ]);
  });
});
