import { createHash } from 'node:crypto';
import type { Facts } from './catalogue.js';
import { SIZE_LIMIT_READINGS } from './sized.js';

export interface ManifestFile {
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  /** Pixels; for the PDF, its page in points (72 dpi: one point per pixel of the image it holds). */
  width?: number;
  height?: number;
  depicts: string;
  facts: Facts;
}

/** A file made at test time by `paddedJpeg(<from>, size)` (scripts/upload-files/sized.ts), not committed. */
export interface SizedRecipe {
  name: string;
  from: string;
  mediaType: string;
  size: number;
  sha256: string;
  depicts: string;
}

export interface Manifest {
  about: string;
  files: ManifestFile[];
  sized: SizedRecipe[];
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Exactly at each reading of "6 MB", and one byte over, for a selfie and an ID image. */
export const SIZED_PLAN = (['selfie-a.jpg', 'id-a.jpg'] as const).flatMap((from) =>
  Object.entries(SIZE_LIMIT_READINGS).flatMap(([reading, limit]) =>
    [0, 1].map((over) => ({ from, reading, size: limit + over, over: over === 1 })),
  ),
);

export const ABOUT =
  'Inputs of the upload operations, made by `npm run fixtures:inputs` (scripts/upload-files/). Synthetic pictures: the ' +
  'sandbox decides what they show from `depicts`/`facts` (a table keyed by sha256). `sized` files are not committed: ' +
  'paddedJpeg(from, size) in scripts/upload-files/sized.ts makes them, and their sha256 is checked.';
