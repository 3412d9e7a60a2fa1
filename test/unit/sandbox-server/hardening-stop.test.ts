// Stopping what you started stops the server (issue 8, item 15): `npm run sandbox & … kill $!` must not leave a node
// process serving. Each test starts the sandbox the way a user does, reads the URL it prints, stops the started process
// and then requires the port to refuse connections within a few seconds.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

/** The `sandbox` npm script as package.json has it, so the test follows a change of the script. */
const SCRIPT = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.sandbox!;

const started: ChildProcess[] = [];

// Each child leads its own process group (detached), so whatever it started, and whatever leaked, ends with it here.
afterEach(() => {
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
});

interface Started {
  child: ChildProcess;
  url: string;
  port: number;
  output: () => string;
}

/** Spawns `command` and resolves once it has printed the URL to paste, as a user reads it. */
async function start(command: string, args: readonly string[]): Promise<Started> {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within 20 s:\n${out}`)), 20_000);
    const look = () => {
      const found = /^VTS_SANDBOX_URL=(http:\/\/\S+)$/m.exec(out)?.[1];
      if (found === undefined) return;
      clearTimeout(timer);
      resolve(found);
    };
    child.stdout!.on('data', look);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code ?? signal}) before printing its URL:\n${out}`));
    });
  });
  return { child, url, port: Number(new URL(url).port), output: () => out };
}

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** How long the port kept accepting connections, up to `withinMs` (then it is reported as still open). */
async function closesWithin(port: number, withinMs: number): Promise<{ closed: boolean; afterMs: number }> {
  const begin = Date.now();
  while (Date.now() - begin < withinMs) {
    if (!(await accepts(port))) return { closed: true, afterMs: Date.now() - begin };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { closed: false, afterMs: Date.now() - begin };
}

const STOP_WITHIN_MS = 5_000;

describe('stopping the started process stops the sandbox', () => {
  it('npm run sandbox, then kill (SIGTERM) the npm process: the port closes', async () => {
    const { child, url, port } = await start('npm', ['run', 'sandbox', '--', '--port', '0']);
    expect((await fetch(`${url}/login`, { method: 'POST' })).status).toBe(400);
    child.kill('SIGTERM');
    expect(await closesWithin(port, STOP_WITHIN_MS)).toMatchObject({ closed: true });
  });

  it.runIf(process.platform === 'linux')('npm run sandbox, then kill -9 the npm process: the port closes', async () => {
    const { child, port } = await start('npm', ['run', 'sandbox', '--', '--port', '0']);
    child.kill('SIGKILL');
    expect(await closesWithin(port, STOP_WITHIN_MS)).toMatchObject({ closed: true });
  });

  it(`the script's own command ("${SCRIPT}") under a shell that is killed: the port closes`, async () => {
    // As npm runs it: through sh, with node_modules/.bin on the PATH.
    const { child, port } = await start('sh', ['-c', `PATH="$PWD/node_modules/.bin:$PATH" ${SCRIPT} --port 0`]);
    child.kill('SIGKILL');
    expect(await closesWithin(port, STOP_WITHIN_MS)).toMatchObject({ closed: true });
  });

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s to the sandbox process: it says so, closes and exits 0',
    async (signal) => {
      const { child, port, output } = await start(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--port', '0']);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(output()).toContain(`${signal}: stopping the sandbox`);
      expect(await accepts(port)).toBe(false);
    },
  );
});
