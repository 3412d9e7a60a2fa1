// The commands run from a compiled copy of src/ and sandbox/ (bin/compiled.mjs): it must be a copy of the sources as
// they are now, file for file, and find the package root from where it lies.
import { transformSync } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript module of the entry point, without types
import { compiledMain, compiledText } from '../../bin/compiled.mjs';
import { ROOT } from '../../src/base/paths.js';

const compile = compiledText as (transform: typeof transformSync, source: string, file: string) => string;

const sources = (top: string) =>
  readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') || f.endsWith('.mjs'));

describe('the compiled copy of the commands', async () => {
  const main = fileURLToPath(await (compiledMain as () => Promise<string>)());
  const copy = join(dirname(main), '..', '..');

  it('lies under node_modules/.cache, one folder per version of the sources', () =>
    expect(copy.startsWith(join(ROOT, 'node_modules', '.cache', 'vts-conformance', 'commands-'))).toBe(true));

  it.for(['src', 'sandbox'])('holds every file of %s/ as it is now, compiled on its own', (top) => {
    for (const file of sources(top)) {
      const source = readFileSync(join(ROOT, top, file), 'utf8');
      const compiled = readFileSync(join(copy, top, file.replace(/\.ts$/, '.js')), 'utf8');
      const today = file.endsWith('.mjs') ? source : compile(transformSync, source, join(top, file));
      expect(compiled, file).toBe(today);
    }
  });

  it('knows the package root, though it lies under node_modules/.cache', async () => {
    const paths = (await import(pathToFileURL(join(copy, 'src', 'base', 'paths.js')).href)) as { ROOT: string };
    expect(paths.ROOT).toBe(ROOT);
  });
});
