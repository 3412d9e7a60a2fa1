// A vendor nobody here wrote, at its worst: local servers that rate-limit for a day, drip bytes, send endless bodies or
// sit behind a gateway path; and a base URL that is not a URL. Each run is `conformance --target live` as a user starts
// it, on a rule or two, and each test holds the run to the verdict and reason docs/running.md promises. Nothing here asserts
// wall time: a server that would hold a broken harness forever gives up on its own after a while, so the run still ends.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from './cli.js';
import { allHosts, liveEnv } from './live-env.js';

interface Vendor {
  url: string;
  /** "POST /path", in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function vendor(handle: Handler): Promise<Vendor> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** Calls `tick` every `ms` until the client goes away or `giveUpMs` passes; then `end`. */
function dripping(res: ServerResponse, ms: number, giveUpMs: number, tick: () => void, end: () => void): void {
  const timer = setInterval(tick, ms);
  const giveUp = setTimeout(() => {
    clearInterval(timer);
    end();
  }, giveUpMs);
  res.on('close', () => {
    clearInterval(timer);
    clearTimeout(giveUp);
  });
}

interface LiveRun {
  run: CliRun;
  scratch: string;
  cases: { ruleId: string; verdict: string; reason?: string }[];
  output: string;
}

async function liveRun(args: string[], env: Record<string, string | undefined>): Promise<LiveRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'vts-hostile-'));
  const reports = join(scratch, 'reports');
  const run = await runCli(['conformance', '--target', 'live', ...args], {
    ...liveEnv(scratch),
    ...env,
  });
  const verdicts = join(reports, 'verdicts.json');
  const cases = existsSync(verdicts) ? (JSON.parse(readFileSync(verdicts, 'utf8')) as { cases: LiveRun['cases'] }).cases : [];
  return { run, scratch, cases, output: `exit ${run.code}\n${run.output}` };
}

const filesUnder = (dir: string): string[] =>
  (existsSync(dir) ? readdirSync(dir) : []).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

const verdictOf = (r: LiveRun, ruleId: string) => r.cases.find((c) => c.ruleId === ruleId);

describe('a vendor that rate-limits, and one behind a gateway path (items 8, 9, 17)', () => {
  let v: Vendor;
  let r: LiveRun;
  beforeAll(async () => {
    v = await vendor((req, res) => {
      if (req.url === '/v2/auth/token')
        json(res, 429, { status: 'failure', message: 'come back tomorrow' }, { 'retry-after': '99999' });
      else if (req.url === '/v1/emailBasic') json(res, 429, { status: 'failure', message: 'slow down' }, { 'retry-after': '0' });
      else json(res, 404, { status: 'failure', message: `no route ${req.url}` });
    });
    r = await liveRun(
      ['--rule', 'authToken.request.valid', '--rule', 'emailBasic.request.deliverable', '--rule', 'login.request.valid'],
      { ...allHosts(v.url), VTS_LEGACY_AUTH_URL: `${v.url}/vendor/auth` },
    );
  }, 300_000);
  afterAll(async () => {
    await v.close();
    rmSync(r.scratch, { recursive: true, force: true });
  });

  it('item 8: an undocumented 429 after retries is a vendor fault, not a violation', () => {
    expect(verdictOf(r, 'emailBasic.request.deliverable'), r.output).toMatchObject({
      verdict: 'vendor-fault',
      reason: expect.stringContaining('429 is not documented for this operation'),
    });
    expect(
      v.requests.filter((q) => q === 'POST /v1/emailBasic'),
      r.output,
    ).toHaveLength(3);
  });

  it('item 17: a Retry-After above the cap is not waited for: one attempt, a vendor fault naming the wait', () => {
    expect(verdictOf(r, 'authToken.request.valid'), r.output).toMatchObject({
      verdict: 'vendor-fault',
      reason: expect.stringContaining('rate limited; Retry-After 99999 s exceeds the 30 s cap'),
    });
    expect(
      v.requests.filter((q) => q === 'POST /v2/auth/token'),
      r.output,
    ).toHaveLength(1);
  });

  it("item 9: the operation path is appended to the base URL's path", () => {
    expect(v.requests, r.output).toContain('POST /vendor/auth/login');
    expect(v.requests, r.output).not.toContain('POST /login');
  });
});

describe('a vendor that drips its headers or its body (item 16)', () => {
  let v: Vendor;
  let r: LiveRun;
  beforeAll(async () => {
    // A byte a second, for up to 40 s: far past the 3 s deadline the run is given.
    v = await vendor((req, res) => {
      if (req.url === '/login') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"status":"success","pad":"');
        dripping(
          res,
          1000,
          40_000,
          () => res.write('x'),
          () => res.end('"}'),
        );
      } else {
        const status = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nx-slow: ';
        res.socket?.write(status);
        dripping(
          res,
          1000,
          40_000,
          () => res.socket?.write('a'),
          () => res.socket?.end('\r\ncontent-length: 2\r\n\r\n{}'),
        );
      }
    });
    r = await liveRun(['--rule', 'login.request.valid', '--rule', 'authToken.request.valid'], {
      ...allHosts(v.url),
      VTS_DEADLINE_S: '3',
    });
  }, 300_000);
  afterAll(async () => {
    await v.close();
    rmSync(r.scratch, { recursive: true, force: true });
  });

  it('a body that never ends in time is infra, naming the deadline and the body', () =>
    expect(verdictOf(r, 'login.request.valid'), r.output).toMatchObject({
      verdict: 'infra',
      reason: expect.stringMatching(/deadline.*body/),
    }));

  it('headers that never end in time are infra, naming the deadline and the headers', () =>
    expect(verdictOf(r, 'authToken.request.valid'), r.output).toMatchObject({
      verdict: 'infra',
      reason: expect.stringMatching(/deadline.*headers/),
    }));
});

describe('a vendor that sends a body larger than the cap (item 18)', () => {
  const MB = 1024 * 1024;
  const SIZE = 20 * MB;
  let v: Vendor;
  let r: LiveRun;
  beforeAll(async () => {
    // login: chunked, no length announced; authToken: the length announced up front. Both valid JSON, 20 MB.
    v = await vendor((req, res) => {
      const head = '{"status":"success","result":{"pad":"';
      const tail = '"}}';
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(req.url === '/login' ? {} : { 'content-length': String(SIZE) }),
      });
      res.write(head);
      const chunk = 'x'.repeat(64 * 1024);
      let left = SIZE - head.length - tail.length;
      const pump = () => {
        while (left > 0 && !res.destroyed) {
          const part = chunk.slice(0, Math.min(chunk.length, left));
          left -= part.length;
          if (!res.write(part)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end(tail);
      };
      pump();
    });
    r = await liveRun(['--record', '--rule', 'login.request.valid', '--rule', 'authToken.request.valid'], {
      ...allHosts(v.url),
      VTS_MAX_BODY_MB: '1',
    });
  }, 300_000);
  afterAll(async () => {
    await v.close();
    rmSync(r.scratch, { recursive: true, force: true });
  });

  it('is infra, "response over 1 MB", whether or not the length was announced', () => {
    for (const id of ['login.request.valid', 'authToken.request.valid'])
      expect(verdictOf(r, id), `${id}\n${r.output}`).toMatchObject({
        verdict: 'infra',
        reason: expect.stringContaining('response over 1 MB'),
      });
  });

  it('keeps no more than the cap anywhere: recordings, reports, Allure attachments', () => {
    const files = filesUnder(r.scratch);
    expect(files.length, r.output).toBeGreaterThan(0);
    const big = files.filter((f) => statSync(f).size > MB).map((f) => `${f.replace(r.scratch, '<tmp>')}: ${statSync(f).size}`);
    expect(big, r.output).toEqual([]);
  });
});

describe('a base URL that is not a URL (item 1, first half)', () => {
  let v: Vendor;
  let r: LiveRun;
  beforeAll(async () => {
    v = await vendor((_req, res) => json(res, 200, { status: 'success' }));
    r = await liveRun([], { ...allHosts(v.url), VTS_AUTH_URL: 'not-a-url' });
  }, 300_000);
  afterAll(async () => {
    await v.close();
    rmSync(r.scratch, { recursive: true, force: true });
  });

  it('is a usage error before the first request: exit 2, naming the variable', () => {
    expect(r.run.code, r.output).toBe(2);
    expect(r.run.output).toMatch(/VTS_AUTH_URL/);
    expect(v.requests, r.output).toEqual([]);
  });
});

describe('a vendor that answers JSON nested thousands of levels deep (issue 18, item 3)', () => {
  const DEPTH = 50_000;
  let v: Vendor;
  let r: LiveRun;
  beforeAll(async () => {
    // login: an array in an array …; authToken: an object in an object …, under a field the schema knows.
    v = await vendor((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        req.url === '/login'
          ? `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`
          : `{"status":"success","result":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}}`,
      );
    });
    r = await liveRun(['--record', '--rule', 'login.request.valid', '--rule', 'authToken.request.valid'], allHosts(v.url));
  }, 300_000);
  afterAll(async () => {
    await v.close();
    rmSync(r.scratch, { recursive: true, force: true });
  });

  it('is a violation "Body is not valid JSON (nesting deeper than 100)", no harness error', () => {
    for (const id of ['login.request.valid', 'authToken.request.valid'])
      expect(verdictOf(r, id), `${id}\n${r.output.slice(-3000)}`).toMatchObject({
        verdict: 'violation',
        reason: expect.stringMatching(/Body is not valid JSON.*nesting deeper than 100/),
      });
    expect(r.output).not.toMatch(/Maximum call stack|RangeError|harness error/);
  });
});

describe('a webhook port or public URL the receiver cannot use (issue 18, item 5)', () => {
  let v: Vendor;
  let busy: Server;
  let busyPort: number;
  beforeAll(async () => {
    v = await vendor((_req, res) => json(res, 200, { status: 'success' }));
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await v.close();
    await new Promise((resolve) => busy.close(resolve));
  });

  it.for<[string, () => Record<string, string>, RegExp]>([
    ['a port in use', () => ({ VTS_WEBHOOK_PORT: String(busyPort) }), /VTS_WEBHOOK_PORT=\d+ is in use/],
    ['a port out of range', () => ({ VTS_WEBHOOK_PORT: '99999' }), /VTS_WEBHOOK_PORT="99999" is not a port number/],
    [
      'a public URL that is not a URL',
      () => ({ VTS_WEBHOOK_PUBLIC_URL: 'tunnel.example/webhook' }),
      /VTS_WEBHOOK_PUBLIC_URL=".*" is not a URL/,
    ],
  ])('%s: one line naming the variable and the fix, exit 2, nothing sent', { timeout: 120_000 }, async ([, env, line]) => {
    const r = await liveRun(['--rule', 'parseBankStatement.request.accepted', '--rule', 'webhookEvent.parsed.delivered'], {
      ...allHosts(v.url),
      ...env(),
    });
    try {
      expect(r.run.code, r.output).toBe(2);
      expect(r.run.output, r.output).toMatch(line);
      expect(r.run.output, r.output).toMatch(/docs\/going-live\.md › 4\. The statement flow/);
      // Said before the run starts: no suite ran to fail with a stack of its own.
      expect(r.run.output, r.output).not.toMatch(/^\s+at |❯ .*:\d+:\d+|RUN\s+v\d/m);
      expect(v.requests, r.output).toEqual([]);
    } finally {
      rmSync(r.scratch, { recursive: true, force: true });
    }
  });
});
