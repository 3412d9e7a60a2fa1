// A server error on a documented input is no excuse (issue 36, item 5): a vendor answering 500 to one documented-400
// case and correctly to the rest fails the gate (exit 1) naming it; the same vendor answering 500 to everything is an
// outage (exit 2) naming the operation. The vendor is the sandbox behind a node:http proxy that answers the 500s.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.js';
import { ROOT } from '../../src/base/paths.js';
import { runCli } from './cli.js';
import { liveEnv } from './live-env.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-server-error-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SERVER_ERROR = JSON.stringify({ status: 'failure', statusCode: 500, message: 'Internal Server Error' });

/** What the proxy answers 500 to instead of passing it on: one malformed email, or everything. */
type Breaks = 'malformed-email' | 'everything';

function proxy(to: string, breaks: Breaks): Server {
  const target = new URL(to);
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (breaks === 'everything' || (req.url === '/v1/emailBasic' && body.toString().includes('"not-an-email"'))) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(SERVER_ERROR);
        return;
      }
      const forward = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.end(body);
    });
  });
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
};

/** A live run's environment at `url`, with the sandbox's own credentials and test data (the vendor behind is one). */
function envFor(name: string, url: string): Record<string, string> {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  const { data } = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'targets', 'sandbox.json'), 'utf8')) as {
    data: Record<string, string>;
  };
  const { appId, appKey, ...rest } = data;
  const env = liveEnv(dir, { url, credentials: { appId: appId!, appKey: appKey! } });
  writeFileSync(env.VTS_TARGET_PROFILE!, JSON.stringify({ data: rest }));
  return env;
}

describe('a server error on a documented input', () => {
  let sandbox: RunningSandbox;
  const proxies: Server[] = [];
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(async () => {
    await Promise.all(proxies.map((p) => new Promise((resolve) => p.close(resolve))));
    await sandbox.close();
  });

  /** A live run of emailBasic through a proxy that answers 500 where `breaks` says. */
  const runThrough = async (breaks: Breaks, name: string) => {
    const server = proxy(sandbox.url, breaks);
    proxies.push(server);
    return runCli(['conformance', '--target', 'live', '--operation', 'emailBasic'], envFor(name, await listen(server)));
  };

  it('on one documented-400 case, the rest answered: exit 1 naming it', async () => {
    const run = await runThrough('malformed-email', 'one');
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/emailBasic\.email\.malformed[^\n]*\n?[^\n]*server error on a documented input/i);
    expect(run.output).not.toContain('nothing of emailBasic was tested');
  }, 120_000);

  it('on every case: an outage, exit 2 naming the operation', async () => {
    const run = await runThrough('everything', 'all');
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/nothing of emailBasic was tested: its \d+ case\(s\) heard only outages/);
  }, 120_000);
});
