// The commands' modules compiled to JavaScript once per change of a source, under node_modules/.cache: loading src/
// and sandbox/ through tsx's loader cost each command about 0.45 s of CPU at every start (a gate run, and each of the
// hundred commands npm test starts), loading the compiled copy about a tenth of it. esbuild is the compiler tsx itself
// uses; each file is compiled on its own, so the copy has the same modules, relative imports and behaviour.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'vts-conformance');
/** What the commands import, src/ and the sandbox it may start; .mjs files (the PDF worker) are copied as they are. */
const SOURCES = ['src', 'sandbox'];
const PREFIX = 'commands-';
/** A copy nobody has started from for this long is removed (a running command keeps importing from its own). */
const STALE_MS = 24 * 60 * 60 * 1000;
/**
 * Each file on its own, as tsx compiles it; the source maps name the TypeScript files. The root is written in
 * (src/base/paths.ts): Node resolves a symlinked node_modules to where it really lies, so the copy's own place does not
 * say which checkout it belongs to.
 */
const OPTIONS = {
  loader: 'ts',
  format: 'esm',
  target: 'node20',
  sourcemap: 'inline',
  sourcesContent: false,
  define: { VTS_COMPILED_ROOT: JSON.stringify(ROOT) },
};

/** A source file's compiled text (`file` relative to the root). */
export const compiledText = (transformSync, source, file) =>
  transformSync(source, { ...OPTIONS, sourcefile: join(ROOT, file) }).code;

/** Every source file, relative to the root, sorted. */
const sourceFiles = () =>
  SOURCES.flatMap((top) =>
    readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') || f.endsWith('.mjs'))
      .map((f) => join(top, f)),
  ).sort();

/** The file URL of the compiled src/cli/main.js, compiling first when a source changed since the last compile. */
export async function compiledMain() {
  const files = sourceFiles();
  const texts = files.map((f) => readFileSync(join(ROOT, f)));
  const { version } = createRequire(import.meta.url)('esbuild/package.json');
  const hash = createHash('sha256').update(`${ROOT}\nesbuild ${version} ${JSON.stringify(OPTIONS)}\n`);
  files.forEach((f, i) => hash.update(`${f}\n${texts[i].length}\n`).update(texts[i]));
  const dir = join(CACHE, `${PREFIX}${hash.digest('hex').slice(0, 16)}`);
  const main = join(dir, 'src', 'cli', 'main.js');
  try {
    statSync(main);
  } catch {
    build(dir, files, texts, (await import('esbuild')).transformSync);
    prune(dir);
  }
  // Started from now: kept by prune() for another day.
  utimesSync(dir, new Date(), new Date());
  return pathToFileURL(main).href;
}

/** Compiles into a folder of its own, then renames it into place: commands started at once never see half a copy. */
function build(dir, files, texts, transformSync) {
  const temp = `${dir}.tmp-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  files.forEach((file, i) => {
    const out = join(temp, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(out), { recursive: true });
    if (file.endsWith('.mjs')) return copyFileSync(join(ROOT, file), out);
    writeFileSync(out, compiledText(transformSync, texts[i].toString('utf8'), file));
  });
  // Under node_modules, Node looks for no package.json above: this one makes the .js files modules.
  writeFileSync(join(temp, 'package.json'), '{ "type": "module" }\n');
  try {
    renameSync(temp, dir);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    // Another command compiled the same sources first.
    if (!['EEXIST', 'ENOTEMPTY', 'EPERM'].includes(error.code)) throw error;
  }
}

/** Removes the copies (and half-built ones) nobody started from for a day; another command may be removing them too. */
function prune(current) {
  for (const name of readdirSync(CACHE)) {
    const dir = join(CACHE, name);
    if (!name.startsWith(PREFIX) || dir === current) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Gone already.
    }
  }
}
