// Runs a harness command the way a user does (`npm run <command>`), as a child process where the command starts vitest
// (a conformance run, which a test must not start inside its own worker) or the child is what is tested; in-process
// (runInProcess) where neither holds: a command on bad input, a --help, a plan, the doctor.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { runCommandLine } from '../../src/cli/commands.js';

export interface CliRun {
  code: number | null;
  /** stdout and stderr, in the order they came. */
  output: string;
}

const ENTRY = join(ROOT, 'bin', 'vts.mjs');
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');

let scratchReports: string | undefined;
/**
 * Where a command the test gives no VTS_REPORTS_DIR writes its reports: a folder of the test file's own, never the
 * user's reports/ (a later npm run report would show a self-test's run in their trend).
 */
function testReports(): string {
  if (scratchReports === undefined) {
    scratchReports = mkdtempSync(join(tmpdir(), 'vts-test-reports-'));
  }
  return scratchReports;
}
/** The children still running: one a test gave up on when vitest timed it out would outlive the run. */
const running = new Set<ChildProcess>();
// Each test file loads this module anew: its folder and its children go when the file's tests are done.
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  if (scratchReports !== undefined) rmSync(scratchReports, { recursive: true, force: true });
  scratchReports = undefined;
});
/** What selects or sets a run, left out of the test's environment: a CI job's Allure test plan would narrow every run. */
const OWN = (name: string) => /^VTS_/.test(name) || name === 'ALLURE_TESTPLAN_PATH';
const withReports = (env: Record<string, string | undefined>) =>
  'VTS_REPORTS_DIR' in env ? env : { VTS_REPORTS_DIR: testReports(), ...env };

/**
 * `env` is added to the test's environment, less this run's own VTS_* settings (OWN) and the vitest worker's variables (the
 * child starts a vitest of its own); a value of undefined removes the variable. Reports go to the test's own folder
 * unless `env` names VTS_REPORTS_DIR.
 */
export const runCli = (args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> =>
  runNode([ENTRY, ...args], env);

/** `npx vitest <args>`, as a user runs it. */
export const runVitestCli = (args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> =>
  runNode([VITEST, ...args], env);

const runNode = (args: string[], env: Record<string, string | undefined>): Promise<CliRun> =>
  runCommand(process.execPath, args, env);

/** Any command (`npm run report`, `sh -c <a printed line>`) from the repository root, with the same environment rules. */
export const runCommand = (command: string, args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> =>
  startCommand(command, args, env).done;

/** `node bin/vts.mjs <args>` as runCli runs it, with its process at hand (to send it a signal). */
export const startCli = (args: string[], env: Record<string, string | undefined> = {}) =>
  startCommand(process.execPath, [ENTRY, ...args], env);

function startCommand(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
): { child: ChildProcess; done: Promise<CliRun> } {
  const inherited = Object.entries(process.env).filter(([k]) => !/^(VTS_|VITEST)|^(TEST|NODE_OPTIONS)$/.test(k) && !OWN(k));
  const merged: Record<string, string | undefined> = {
    ...Object.fromEntries(inherited),
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...withReports(env),
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const child = spawn(command, args, { cwd: ROOT, env: merged });
  running.add(child);
  child.on('close', () => running.delete(child));
  const done = new Promise<CliRun>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
  return { child, done };
}

/**
 * The command called in-process, with `env` as runCli gives it (this run's own VTS_* settings left out, a value of
 * undefined removing the variable) for the length of the call; the lines it says are the output.
 */
export async function runInProcess(args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) if (OWN(key)) delete process.env[key];
  for (const [key, value] of Object.entries(withReports(env)))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  const lines: string[] = [];
  try {
    const code = await runCommandLine(args, (line) => lines.push(line));
    return { code, output: lines.map((l) => `${l}\n`).join('') };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}
