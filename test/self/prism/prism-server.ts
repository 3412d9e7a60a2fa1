// Prism (@stoplight/prism-cli, a dev dependency) as a mock server built from an OpenAPI file: started on a free port of
// 127.0.0.1, its URL read from the line it prints when it listens, stopped by its own process id.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../../src/base/paths.js';

const PRISM = join(ROOT, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');

export interface MockServer {
  url: string;
  /** What Prism printed: its routes, then one block per request (how it validated it, which response it chose). */
  log(): string;
  close(): Promise<void>;
}

/** `args` after `prism mock <file>`: `--dynamic`, `--seed`… Static by default. */
export async function startPrism(file: string, args: string[] = [], startMs = 60_000): Promise<MockServer> {
  const child = spawn(process.execPath, [PRISM, 'mock', file, '--host', '127.0.0.1', '--port', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await listening(child, () => output, startMs);
    return { url, log: () => output, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Resolves with the URL of "Prism is listening on http://127.0.0.1:<port>"; rejects, with what Prism said, if it exits first. */
function listening(child: ChildProcess, output: () => string, startMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const found = () => /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
    const done = (fn: () => void) => {
      clearInterval(poll);
      clearTimeout(timer);
      child.off('exit', onExit);
      fn();
    };
    const poll = setInterval(() => {
      const url = found();
      if (url !== undefined) done(() => resolve(url));
    }, 50);
    const onExit = (code: number | null) =>
      done(() => reject(new Error(`prism mock exited (${code}) before it listened:\n${output()}`)));
    const timer = setTimeout(
      () => done(() => reject(new Error(`prism mock did not listen within ${startMs / 1000} s:\n${output()}`))),
      startMs,
    );
    child.once('exit', onExit);
  });
}
