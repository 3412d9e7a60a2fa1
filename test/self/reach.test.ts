// A run that reached nothing is not a green gate (issue 8, items 1 and 2): a closed port, every case not applicable,
// and a selection of no rule each exit 2 with the reason, and the selection error leaves reports/ as it was.
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../src/operations.js';
import { ROOT } from '../../src/paths.js';
import { runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-reach-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A port nothing listens on: bound once to learn a free number, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A live profile with a value for every documented key, so every rule sends its request. */
function fullProfile(): string {
  const example = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'targets', 'live.example.json'), 'utf8')) as {
    data: Record<string, string>;
  };
  const file = join(scratch, 'profile.json');
  writeFileSync(file, JSON.stringify({ data: Object.fromEntries(Object.keys(example.data).map((k) => [k, `${k}-1`])) }));
  return file;
}

const live = (url: string, profile: string, dir: string) => ({
  ...Object.fromEntries(Object.values(HOSTS).map((name) => [name, url])),
  VTS_APP_ID: 'reach-app-id',
  VTS_APP_KEY: 'reach-app-key',
  VTS_TARGET_PROFILE: profile,
  VTS_REPORTS_DIR: join(scratch, dir),
});

describe('a run that reached nothing', () => {
  it('against a closed port exits 2, naming the host', async () => {
    const port = await closedPort();
    const run = await runCli(
      ['conformance', '--target', 'live', '--operation', 'login'],
      live(`http://127.0.0.1:${port}`, fullProfile(), 'closed'),
    );
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain(`no response from 127.0.0.1:${port}: login's`);
  }, 120_000);

  it('with every case not applicable exits 2: nothing was tested', async () => {
    const empty = join(scratch, 'empty.json');
    writeFileSync(empty, JSON.stringify({ data: {} }));
    const run = await runCli(
      ['conformance', '--target', 'live', '--operation', 'cacBasic'],
      live('http://127.0.0.1:9', empty, 'none'),
    );
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('nothing was tested');
  }, 120_000);

  it('selecting no rule exits 2 and leaves reports/ as it was', async () => {
    const dir = join(scratch, 'kept');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'summary.md'), 'an earlier run');
    const run = await runCli(['conformance', '--operation', 'login', '--rule', 'authToken.request.valid'], {
      VTS_REPORTS_DIR: dir,
    });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('no rule selected');
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toBe('an earlier run');
    expect(existsSync(join(dir, 'verdicts.json'))).toBe(false);
  }, 60_000);
});
