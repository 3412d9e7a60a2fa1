#!/usr/bin/env node
// The commands' entry point: `vts <command>` where the package is installed, `node bin/vts.mjs <command>` here (the
// npm scripts). An installed package runs its compiled JavaScript (dist/, written by npm pack). Here the commands run
// from a compiled copy of src/ (bin/compiled.mjs), or from the sources under tsx's loader where the copy cannot be
// written. For the commands that start vitest, its Node API (about a thousand modules) is loaded first: under tsx's
// loader every one of them would pay for its hooks (1.2 s instead of 0.5 s).
import { existsSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// V8's compile cache: the ~1,500 modules a gate loads are compiled once per change of a file, not at each start (0.3 s
// of a 2.4 s gate). Set in the environment, it holds for the run's child and vitest's workers, which read it as they start.
if (module.enableCompileCache !== undefined) {
  process.env.NODE_COMPILE_CACHE ||= join(tmpdir(), 'node-compile-cache');
  module.enableCompileCache(process.env.NODE_COMPILE_CACHE);
}

const RUNS = ['conformance', 'record', 'merge'];
// A run goes in a child of this process, which reports it if the child dies unable to (bin/supervise.mjs).
if (RUNS.includes(process.argv[2] ?? '') && process.env.VTS_SUPERVISOR !== String(process.ppid)) {
  await (await import('./supervise.mjs')).supervise(process.argv[1]);
}
if (RUNS.includes(process.argv[2] ?? '')) await import('vitest/node');
const SOURCES = new URL('../src/cli/main.ts', import.meta.url);
const DIST = new URL('../dist/src/cli/main.js', import.meta.url);
let main;
if (!existsSync(SOURCES) && existsSync(DIST)) main = DIST.href;
else
  try {
    const copy = await (await import('./compiled.mjs')).compiledCopy();
    main = copy.main;
    // The suites' workers load the harness from the copy, bundled (src/cli/vitest-run.ts names it to vitest).
    process.env.VTS_HARNESS_BUNDLE = copy.harness;
  } catch {
    const { register } = await import('tsx/esm/api');
    register();
    main = '../src/cli/main.ts';
  }
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(main);
