// The commands run from a compiled copy of src/, sandbox/ and suites/ (bin/compiled.mjs): it must be a copy of the
// sources as they are now, file for file, and find the package root from where it lies; the suites' workers load the
// harness bundled in it.
import { buildSync, transformSync } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript module of the entry point, without types
import { compiledCopy, compiledText } from '../../bin/compiled.mjs';
// @ts-expect-error a plain JavaScript module, without types
import { mapBundleStacks } from '../../bin/bundle-stacks.mjs';
import { ROOT } from '../../src/base/paths.js';

const compile = compiledText as (transform: typeof transformSync, source: string, file: string) => string;

const sources = (top: string) =>
  readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') || f.endsWith('.mjs'));

describe('the compiled copy of the commands', async () => {
  const { main, harness } = await (compiledCopy as () => Promise<{ main: string; harness: string }>)();
  const copy = join(dirname(fileURLToPath(main)), '..', '..');

  it('lies under node_modules/.cache, one folder per version of the sources', () =>
    expect(copy.startsWith(join(ROOT, 'node_modules', '.cache', 'vts-conformance', 'commands-'))).toBe(true));

  it.for(['src', 'sandbox', 'suites'])('holds every file of %s/ as it is now, compiled on its own', (top) => {
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

  it('bundles the suites’ harness beside it, the sandbox left to the copy’s own files', async () => {
    expect(harness).toBe(join(copy, 'harness.js'));
    const text = readFileSync(harness, 'utf8');
    expect(text).toMatch(/^export \{[^}]*\bconformanceSuite\b/m);
    expect(text).toContain('import("./sandbox/server.js")');
    expect(text).not.toContain('function startSandbox(');
  });
});

describe('a stack through a bundle', () => {
  it('names the TypeScript source and line, relative to the root, where it names the bundle’s', async () => {
    // The source anywhere; the bundle where vitest leaves it to Node (under node_modules), as the harness's lies.
    const source = join(mkdtempSync(join(tmpdir(), 'vts-bundle-')), 'thrower.ts');
    const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'vts-conformance', 'test-bundle-'));
    writeFileSync(source, `const n: number = 1;\n\nexport function thrower(): never {\n  throw new Error('boom ' + n);\n}\n`);
    const bundle = join(dir, 'bundle.js');
    buildSync({ entryPoints: [source], outfile: bundle, bundle: true, format: 'esm', sourcemap: 'inline', logLevel: 'silent' });
    const url = pathToFileURL(bundle).href;
    const before = Error.prepareStackTrace;
    try {
      (mapBundleStacks as (url: string) => void)(url);
      const { thrower } = (await import(url)) as { thrower: () => never };
      let stack = '';
      try {
        thrower();
      } catch (err) {
        stack = (err as Error).stack ?? '';
      }
      expect(stack).toContain(`at thrower (${relative(ROOT, source)}:4:9)`);
      expect(stack).not.toContain(url);
    } finally {
      Error.prepareStackTrace = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
