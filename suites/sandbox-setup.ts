// Global setup of the projects that talk to the sandbox: one reference sandbox for the run, on an ephemeral port
// (or the one VTS_SANDBOX_URL names), with the faults VTS_SANDBOX_FAULTS lists and the vendor-upgrade profile
// VTS_SANDBOX_PROFILE names (its faults and changes). Its URL is provided as `sandboxUrl`.
import type { TestProject } from 'vitest/node';
import { startSandbox } from '../sandbox/server.js';
import { faultsFromEnv } from '../src/targets/sandbox.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    seed: number;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.VTS_SANDBOX_URL;
  if (given) {
    project.provide('sandboxUrl', given);
    return;
  }
  const sandbox = await startSandbox({ port: 0, ...(await faultsFromEnv()) });
  project.provide('sandboxUrl', sandbox.url);
  return () => sandbox.close();
}
