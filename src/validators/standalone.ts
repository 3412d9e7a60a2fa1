// Ajv's standalone code: every schema's validator written once as a CommonJS module under node_modules/.cache/, named
// by a hash of the schemas and the Ajv versions, so that a process loads the validators instead of compiling them.
// Ajv's compile cost each worker of a replay gate a large share of its CPU, for the same schemas every time. CommonJS
// because the ESM form still emits require() for ajv-formats (notes: stack-probe Q6).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { writeFileAtomic } from '../base/atomic-write.js';
import { cacheDir } from '../base/paths.js';

const require = createRequire(import.meta.url);
const PREFIX = 'validators-';

/** What the generated code depends on: the schema texts, Ajv's options and the versions that generate and run it. */
export function standaloneKey(schemas: Iterable<[id: string, text: string]>, options: unknown): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([require('ajv/package.json').version, require('ajv-formats/package.json').version, options]));
  for (const [id, text] of schemas) hash.update(`\0${id}\0${text}`);
  return hash.digest('hex').slice(0, 20);
}

/** `prefix` names a family of modules: writing one removes only the older ones of its own family. */
export const standalonePath = (key: string, prefix = PREFIX): string => join(cacheDir(), `${prefix}${key}.cjs`);

/** The validators by schema id, or undefined when they were not generated for these schemas yet. */
export function readStandalone(path: string): Record<string, ValidateFunction> | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return require(path) as Record<string, ValidateFunction>;
  } catch {
    // Damaged (written by hand, or by an older harness): compiled instead; removed, so the next global setup writes it.
    rmSync(path, { force: true });
    return undefined;
  }
}

/** Writes the module (atomically: workers may read it as it is written) and removes those of older schemas: the
 * modules of its family whose names do not start with `kept` (by default, every other one). */
export function writeStandalone(path: string, code: string, prefix = PREFIX, kept = basename(path)): void {
  writeFileAtomic(path, withResolvedRequires(code));
  const dir = dirname(path);
  for (const name of readdirSync(dir))
    if (name.startsWith(prefix) && !name.startsWith(kept)) rmSync(join(dir, name), { force: true });
}

/** The code's require()s of ajv and ajv-formats as full paths: the cache may lie where no node_modules is above it. */
const withResolvedRequires = (code: string): string =>
  code.replace(
    /require\("((?:ajv|ajv-formats)(?:\/[^"]*)?)"\)/g,
    (_, id: string) => `require(${JSON.stringify(require.resolve(id))})`,
  );
