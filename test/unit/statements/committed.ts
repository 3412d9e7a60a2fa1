import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StatementManifest, StatementManifestFile } from '../../../scripts/statements/manifest.js';

export const STATEMENTS = join(import.meta.dirname, '../../../fixtures/inputs/statements');
export const manifest = JSON.parse(readFileSync(join(STATEMENTS, 'manifest.json'), 'utf8')) as StatementManifest;
export const committed = (name: string): Buffer => readFileSync(join(STATEMENTS, name));

export function entry(name: string): StatementManifestFile {
  const file = manifest.files.find((f) => f.name === name);
  if (!file) throw new Error(`${name} is not in manifest.json: run \`npm run fixtures:statements\``);
  return file;
}

export const textFiles = manifest.files.filter((f) => f.kind === 'text' || f.kind === 'text-encrypted');
