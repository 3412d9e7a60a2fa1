// npm run build (and npm pack, through prepack): the package's compiled JavaScript, dist/, so an installed harness runs
// with no TypeScript compiler or loader. Each file on its own, as bin/compiled.mjs compiles the repository's copy (same
// modules, same relative imports), without source maps: the package ships no TypeScript sources to map to.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const SOURCES = ['src', 'sandbox', 'suites'];

const files = SOURCES.flatMap((top) =>
  readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') || f.endsWith('.mjs'))
    .map((f) => join(top, f)),
).sort();

rmSync(DIST, { recursive: true, force: true });
for (const file of files) {
  const out = join(DIST, file.replace(/\.ts$/, '.js'));
  mkdirSync(dirname(out), { recursive: true });
  if (file.endsWith('.mjs')) {
    copyFileSync(join(ROOT, file), out);
    continue;
  }
  // src/base/paths.ts finds the package root from its own place: dist/src/base/ is one folder deeper than src/base/.
  const up = relative(dirname(out), ROOT).split(sep).join('/');
  const { code } = transformSync(readFileSync(join(ROOT, file), 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node22',
    sourcefile: file,
    define: { PACKAGE_ROOT_FROM_HERE: JSON.stringify(up) },
  });
  writeFileSync(out, code);
}
console.log(`dist/: ${files.length} files compiled`);
