// A worker thread of the harness: its module is the one beside the caller, compiled (bin/compiled.mjs, dist/) or, run
// from the sources (the tests, tsx), loaded through tsx's loader.
import { Worker } from 'node:worker_threads';

/** `from`: the caller's import.meta.url; `name`: the worker's module beside it, without its extension. */
export function spawnWorker(from: string, name: string, workerData: unknown): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), { workerData });
  const entry = JSON.stringify(new URL(`./${name}.ts`, from).href);
  return new Worker(`import { register } from 'tsx/esm/api'; register(); await import(${entry});`, {
    eval: true,
    workerData,
  });
}
