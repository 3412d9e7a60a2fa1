// A run that reached nothing is not a green gate (issue 8, items 1 and 2): a closed port, every case not applicable,
// and a selection of no rule each exit 2 with the reason, and the selection error leaves reports/ as it was.
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { liveEnv } from './live-env.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-reach-'));
const dir = (name: string) => {
  mkdirSync(join(scratch, name), { recursive: true });
  return join(scratch, name);
};
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A port nothing listens on: bound once to learn a free number, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a run that reached nothing', () => {
  it('against a closed port exits 2, naming the host', async () => {
    const port = await closedPort();
    const env = liveEnv(dir('closed'), { url: `http://127.0.0.1:${port}` });
    const run = await runCli(['conformance', '--target', 'live', '--operation', 'login'], env);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain(`no response from 127.0.0.1:${port}: login's`);
  }, 120_000);

  it('with every case not applicable exits 2: nothing was tested', async () => {
    const env = liveEnv(dir('none'), { url: 'http://127.0.0.1:9', data: 'none' });
    const run = await runCli(['conformance', '--target', 'live', '--operation', 'cacBasic'], env);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('nothing was tested');
  }, 120_000);

  it('selecting no rule exits 2 and leaves reports/ as it was', async () => {
    const kept = dir('kept');
    writeFileSync(join(kept, 'summary.md'), 'an earlier run');
    const run = await runCli(['conformance', '--operation', 'login', '--rule', 'authToken.request.valid'], {
      VTS_REPORTS_DIR: kept,
    });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('no rule selected');
    expect(readFileSync(join(kept, 'summary.md'), 'utf8')).toBe('an earlier run');
    expect(existsSync(join(kept, 'verdicts.json'))).toBe(false);
  }, 60_000);
});
