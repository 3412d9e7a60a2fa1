import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE } from './catalogue.js';
import { ABOUT, type Manifest, sha256, SIZED_PLAN } from './manifest.js';
import { paddedJpeg } from './sized.js';

/** Writes every input file and `manifest.json` into `dir`; returns the manifest. */
export async function generateInputs(dir: string): Promise<Manifest> {
  await mkdir(dir, { recursive: true });
  const manifest: Manifest = { about: ABOUT, files: [], sized: [] };
  for (const file of CATALOGUE) {
    const { bytes, width, height } = await file.make();
    await writeFile(join(dir, file.name), bytes);
    const { name, mediaType, depicts, facts } = file;
    manifest.files.push({ name, mediaType, size: bytes.length, sha256: sha256(bytes), width, height, depicts, facts });
  }
  for (const { from, reading, size, over } of SIZED_PLAN) {
    const bytes = paddedJpeg(await readFile(join(dir, from)), size);
    const base = manifest.files.find((f) => f.name === from);
    manifest.sized.push({
      name: from.replace(/\.jpg$/, `-${size}.jpg`),
      from,
      mediaType: 'image/jpeg',
      size,
      sha256: sha256(bytes),
      depicts: `${base?.depicts ?? from}, padded to ${size} bytes: ${over ? 'one byte over' : 'exactly'} the ${reading} reading of 6 MB`,
    });
  }
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
