// A run that reached nothing is not a green gate (issue 8, items 1 and 2): a closed port, every case not applicable,
// and a selection of no rule each exit 2 with the reason, and the selection error leaves reports/ as it was. Nor is a
// run that heard only outages (issue 17, item 5): a vendor answering its documented 503 to everything.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // Every case has its verdict (infra): the run is incomplete for that cause, said once (issue 34, item 8).
    expect(run.output).not.toContain('not every selected case has a verdict');
    expect(run.output.match(/no response from/g)).toHaveLength(1);
    expect(run.output).toContain(`incomplete run: no response from 127.0.0.1:${port}`);
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

describe('a run that heard only outages (issue 17, item 5)', () => {
  let vendor: Server;
  let url: string;
  beforeAll(async () => {
    // Every request gets the secretary-of-state search's documented 503, retried at once (Retry-After: 0).
    vendor = createHttpServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' });
        res.end(JSON.stringify({ status: 'failure', statusCode: 503, error: 'External vendor downtime' }));
      });
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(vendor.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => vendor.close(resolve)));

  it('exits 2 for an operation whose documents have the 503, naming it and what it heard', async () => {
    const env = liveEnv(dir('outage-documented'), { url });
    const run = await runCli(['conformance', '--target', 'live', '--operation', 'secretaryOfStateSearch'], env);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(
      /nothing of secretaryOfStateSearch was tested: its \d+ case\(s\) heard only outages from 127\.0\.0\.1:\d+ \(HTTP 503 ×\d+\)/,
    );
  }, 120_000);

  it('keeps exit 1 for an operation whose documents have no 503: "Undocumented status code" is a finding', async () => {
    const env = liveEnv(dir('outage-undocumented'), { url });
    const run = await runCli(['conformance', '--target', 'live', '--operation', 'cacBasic'], env);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('Undocumented status code');
    expect(run.output).not.toContain('nothing of cacBasic was tested');
  }, 120_000);
});
