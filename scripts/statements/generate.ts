import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256 } from '../upload-files/manifest.js';
import { CATALOGUE } from './catalogue.js';
import { ABOUT, type StatementManifest } from './manifest.js';

/** Writes every statement file and `manifest.json` into `dir`; returns the manifest. */
export async function generateStatements(dir: string): Promise<StatementManifest> {
  await mkdir(dir, { recursive: true });
  const manifest: StatementManifest = { about: ABOUT, files: [] };
  for (const { name, mediaType, kind, depicts, password, make } of CATALOGUE) {
    const { bytes, pages, months, facts } = await make();
    await writeFile(join(dir, name), bytes);
    manifest.files.push({
      name,
      mediaType,
      size: bytes.length,
      sha256: sha256(bytes),
      kind,
      ...(pages === undefined ? {} : { pages }),
      ...(months ? { months } : {}),
      ...(password ? { password } : {}),
      depicts,
      ...(facts ? { facts } : {}),
    });
  }
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
