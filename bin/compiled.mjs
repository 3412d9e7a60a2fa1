// The commands' modules compiled to JavaScript once per change of a source, under node_modules/.cache: loading src/
// and sandbox/ through tsx's loader cost each command about 0.45 s of CPU at every start (a gate run, and each of the
// hundred commands npm test starts), loading the compiled copy about a tenth of it. esbuild is the compiler tsx itself
// uses; each file is compiled on its own, so the copy has the same modules, relative imports and behaviour. The suites'
// harness is also bundled into one module (harness.js), which the suites' workers load natively (src/cli/vitest-run.ts).
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
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'vts-conformance');
/**
 * What the commands import, src/ and the sandbox it may start, and the suites; .mjs files (the PDF worker) are copied
 * as they are.
 */
const SOURCES = ['src', 'sandbox', 'suites'];
/** The module every suite file calls, and the harness behind it: bundled into the copy's harness.js. */
const HARNESS = join('suites', 'conformance-suite.ts');
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
  target: 'node22',
  sourcemap: 'inline',
  sourcesContent: false,
  define: { VTS_COMPILED_ROOT: JSON.stringify(ROOT) },
};

// The same for the bundle, whose loader goes by each file's extension.
const { loader: _perFile, ...BUNDLE_OPTIONS } = OPTIONS;

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

/**
 * The copy's entry points, compiling first when a source changed since the last compile: the file URL of
 * src/cli/main.js, and the path of the suites' bundled harness.
 */
export async function compiledCopy() {
  const files = sourceFiles();
  const texts = files.map((f) => readFileSync(join(ROOT, f)));
  const { version } = createRequire(import.meta.url)('esbuild/package.json');
  // This file too: how the copy is made is part of what it is.
  const hash = createHash('sha256')
    .update(`${ROOT}\nesbuild ${version}\n`)
    .update(readFileSync(fileURLToPath(import.meta.url)));
  files.forEach((f, i) => hash.update(`${f}\n${texts[i].length}\n`).update(texts[i]));
  const dir = join(CACHE, `${PREFIX}${hash.digest('hex').slice(0, 16)}`);
  const main = join(dir, 'src', 'cli', 'main.js');
  try {
    statSync(main);
  } catch {
    await build(dir, files, texts, await import('esbuild'));
    prune(dir);
  }
  // Started from now: kept by prune() for another day.
  utimesSync(dir, new Date(), new Date());
  return { main: pathToFileURL(main).href, harness: join(dir, 'harness.js') };
}

/**
 * The harness as one module, its packages imported as they are. The sandbox, which a worker imports only to start one
 * of its own, is left to the copy's own files next to it (sandbox/ imports nothing of the harness).
 */
const bundleHarness = (esbuild, temp) =>
  esbuild.build({
    ...BUNDLE_OPTIONS,
    entryPoints: [join(ROOT, HARNESS)],
    outfile: join(temp, 'harness.js'),
    bundle: true,
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
    // A harness error's stack names the TypeScript sources, as it does where vite loads them.
    banner: {
      js: `import { mapBundleStacks } from ${JSON.stringify(pathToFileURL(join(ROOT, 'bin', 'bundle-stacks.mjs')).href)};\nmapBundleStacks(import.meta.url);`,
    },
    plugins: [
      {
        name: 'sandbox-beside',
        setup: (b) =>
          b.onResolve({ filter: /\/sandbox\// }, ({ path, resolveDir }) => {
            const file = relative(ROOT, resolve(resolveDir, path));
            return file.startsWith(`sandbox${sep}`) ? { path: `./${file.split(sep).join('/')}`, external: true } : undefined;
          }),
      },
    ],
  });

/** Compiles into a folder of its own, then renames it into place: commands started at once never see half a copy. */
async function build(dir, files, texts, esbuild) {
  const temp = `${dir}.tmp-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  files.forEach((file, i) => {
    const out = join(temp, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(out), { recursive: true });
    if (file.endsWith('.mjs')) return copyFileSync(join(ROOT, file), out);
    writeFileSync(out, compiledText(esbuild.transformSync, texts[i].toString('utf8'), file));
  });
  await bundleHarness(esbuild, temp);
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
