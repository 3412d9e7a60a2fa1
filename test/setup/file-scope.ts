// Setup of every file of a project that shares its workers' module state (isolate: false): what one file changes of the
// process (its environment, stubbed or assigned; fake timers) is undone when its tests end, before the next file runs.
import { afterAll, beforeAll, vi } from 'vitest';

let saved: NodeJS.ProcessEnv = {};
beforeAll(() => {
  saved = { ...process.env };
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});
