// Starts the reference sandbox once on an ephemeral port and provides its URL and the run seed to every test file.
import type { TestProject } from 'vitest/node';
import { startSandbox } from '../../sandbox/server.js';
import { freshSeed } from '../../src/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    seed: number;
  }
}

export default async function setup(project: TestProject) {
  const sandbox = await startSandbox({ port: 0 });
  const seed = process.env.VTS_SEED ? Number(process.env.VTS_SEED) : freshSeed();
  console.log(`vts-conformance self-tests: sandbox ${sandbox.url}, seed ${seed} (VTS_SEED=${seed} reproduces)`);
  project.provide('sandboxUrl', sandbox.url);
  project.provide('seed', seed);
  return () => sandbox.close();
}
