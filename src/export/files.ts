// The contract's files, generated together: what `npm run contract` writes, and what its --check (and the staleness
// test) holds the committed files to, byte for byte.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../base/atomic-write.js';
import { ROOT } from '../base/paths.js';
import { asyncApiDocument } from './asyncapi.js';
import { openApiDocument } from './openapi.js';
import { jsonText } from './order.js';
import { typesOf } from './types.js';

/** The contract's folder and its files, by path under the repository. */
export const CONTRACT_DIR = 'contract';
export const OPENAPI_FILE = `${CONTRACT_DIR}/openapi.json`;
export const ASYNCAPI_FILE = `${CONTRACT_DIR}/asyncapi.json`;
export const TYPES_FILE = `${CONTRACT_DIR}/types.d.ts`;

/** Every file's text, generated from the schemas, the catalogue, the rule tables and the recordings. */
export async function generateContract(): Promise<Record<string, string>> {
  const openapi = openApiDocument();
  return {
    [OPENAPI_FILE]: jsonText(openapi),
    [ASYNCAPI_FILE]: jsonText(asyncApiDocument()),
    [TYPES_FILE]: await typesOf(openapi),
  };
}

const committed = (file: string, root: string): string | undefined => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

/** The files whose committed text differs from a fresh generation (or that are missing), in the order generated. */
export const staleFiles = (generated: Record<string, string>, root: string = ROOT): string[] =>
  Object.keys(generated).filter((file) => committed(file, root) !== generated[file]);

/** Writes the generated files (each atomically); returns the ones whose text changed. */
export function writeContract(generated: Record<string, string>, root: string = ROOT): string[] {
  const changed = staleFiles(generated, root);
  for (const file of changed) writeFileAtomic(join(root, file), generated[file] as string);
  return changed;
}
