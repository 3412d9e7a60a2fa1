// The sandbox's test-image table (sandbox/images/known-images.ts, keyed by SHA-256) agrees with the inputs manifest
// (fixtures/inputs/manifest.json): every upload input and sized recipe is listed with the facts the manifest gives it,
// nothing else is listed, and the committed files and built sized files have the SHA-256 the manifest records.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dimensionsOf } from '../../../sandbox/images/dimensions.js';
import { type ImageFacts, imageFacts, KNOWN_IMAGES, sha256Of } from '../../../sandbox/images/known-images.js';
import { INPUTS_DIR } from '../../../src/uploads/files.js';
import { inputFile } from './input-files.js';

interface ManifestFacts {
  use: string;
  faces?: number;
  person?: string;
  signatures?: number;
  signer?: string;
  compliant?: boolean;
}
interface ManifestFile {
  name: string;
  size: number;
  sha256: string;
  width?: number;
  height?: number;
  facts: ManifestFacts;
}
interface SizedRecipe {
  name: string;
  from: string;
  size: number;
  sha256: string;
}

const manifest = JSON.parse(readFileSync(join(INPUTS_DIR, 'manifest.json'), 'utf8')) as {
  files: ManifestFile[];
  sized: SizedRecipe[];
};
const images = manifest.files.filter((f) => f.facts.use !== 'qr');
const byName = new Map(images.map((f) => [f.name, f]));

/**
 * The facts the sandbox must hold for a manifest entry: the same kind and counts; the person or signer only where
 * there is exactly one (the manifest names "A+B" for two, the table names nobody).
 */
function expectedFacts(facts: ManifestFacts): ImageFacts {
  const { use, faces, person, signatures, signer, compliant } = facts;
  return {
    kind: use as ImageFacts['kind'],
    ...(faces === undefined ? {} : { faces }),
    ...(faces === 1 ? { person } : {}),
    ...(signatures === undefined ? {} : { signatures }),
    ...(signatures === 1 ? { signer } : {}),
    ...(compliant === undefined ? {} : { compliant }),
  };
}

describe('known images agree with fixtures/inputs/manifest.json', () => {
  it.for(images.map((f) => [f.name, f] as const))('%s: listed with the manifest facts', ([, file]) => {
    expect(KNOWN_IMAGES.get(file.sha256)).toEqual(expectedFacts(file.facts));
  });

  it.for(manifest.sized.map((r) => [r.name, r] as const))('%s (sized): listed with the facts of its base', ([, recipe]) => {
    const base = byName.get(recipe.from);
    expect(base, `${recipe.from} is in the manifest`).toBeDefined();
    expect(KNOWN_IMAGES.get(recipe.sha256)).toEqual(expectedFacts(base!.facts));
  });

  it('lists nothing the manifest does not', () => {
    const manifestShas = new Set([...images.map((f) => f.sha256), ...manifest.sized.map((r) => r.sha256)]);
    expect([...KNOWN_IMAGES.keys()].filter((sha) => !manifestShas.has(sha))).toEqual([]);
  });

  it.for(images.map((f) => [f.name, f] as const))(
    '%s: the committed bytes have the manifest SHA-256, size and pixels',
    ([, file]) => {
      const { data } = inputFile(file.name);
      expect(sha256Of(data)).toBe(file.sha256);
      expect(data.length).toBe(file.size);
      expect(imageFacts(data)).toEqual(KNOWN_IMAGES.get(file.sha256));
      // image-size reads no PDF: the sandbox has no pixel size for one.
      if (file.name.endsWith('.pdf')) expect(dimensionsOf(data)).toBeUndefined();
      else expect(dimensionsOf(data)).toEqual({ width: file.width, height: file.height });
    },
  );

  it.for(manifest.sized.map((r) => [r.name, r] as const))(
    '%s: built to its size and SHA-256, the pixels of its base',
    ([, recipe]) => {
      const { data } = inputFile(recipe.name);
      expect(data.length).toBe(recipe.size);
      expect(sha256Of(data)).toBe(recipe.sha256);
      const base = byName.get(recipe.from)!;
      expect(dimensionsOf(data)).toEqual({ width: base.width, height: base.height });
    },
  );

  it('an unlisted image gets the default: one face and one compliant signature of a person known by its bytes', () => {
    const facts = imageFacts(Buffer.from('no listed image'));
    expect(facts).toMatchObject({ kind: 'selfie', faces: 1, signatures: 1, compliant: true });
    expect(facts.person).toMatch(/^unknown-[0-9a-f]{12}$/);
  });
});
