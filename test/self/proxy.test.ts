// `vts proxy` forwarding: an in-process vendor on 127.0.0.1 behind the proxy, and an application (node:http, so raw
// headers are seen as sent) in front of it. Each exchange is held byte for byte on both sides, by digest; failures of
// the vendor reach the application as they came; judging never touches the traffic. No timing is asserted.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { CapturedExchange } from '../../src/capture/types.js';
import { type ProxyOptions, type ProxyRoute, type RunningProxy, startProxy } from '../../src/proxy/proxy.js';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

interface Seen {
  url: string;
  rawHeaders: string[];
  body: Buffer;
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((c) => c()));
});

/** A vendor that reads each request whole, then answers with `answer`. */
async function vendor(
  answer: (seen: Seen, res: ServerResponse, req: IncomingMessage) => void,
): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const one = { url: req.url ?? '', rawHeaders: req.rawHeaders, body: Buffer.concat(chunks) };
      seen.push(one);
      answer(one, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

type Judged = { exchange: CapturedExchange; route: ProxyRoute };

/** The proxy, with every judged exchange collected; `judged(n)` waits for the n-th. */
async function proxy(options: Omit<ProxyOptions, 'onExchange'> & Partial<Pick<ProxyOptions, 'onExchange'>>) {
  const exchanges: Judged[] = [];
  const waiters: (() => void)[] = [];
  const running: RunningProxy = await startProxy({
    ...options,
    onExchange(exchange, route) {
      exchanges.push({ exchange, route });
      waiters.splice(0).forEach((w) => w());
      options.onExchange?.(exchange, route);
    },
  });
  closing.push(() => running.close());
  const judged = async (n: number) => {
    while (exchanges.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
    return exchanges as [Judged, ...Judged[]];
  };
  return { running, exchanges, judged };
}

interface Answer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

function send(url: string, init: { method?: string; headers?: string[]; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Raw headers given as a list: node:http then writes no Host of its own.
    const headers = ['Host', new URL(url).host, ...(init.headers ?? [])];
    const req = request(url, { method: init.method ?? 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const valuesOf = (raw: string[], name: string) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1]?.toLowerCase() === name);

describe('vts proxy forwards', () => {
  it('a JSON POST byte for byte both ways, under the gateway prefix of its upstream, Host rewritten', async () => {
    const answer = Buffer.from('{"statusCode":200,"result":{"authToken":"t0k3n-\u00e9"}}');
    const up = await vendor((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
    const { running, judged } = await proxy({ upstreams: { auth_url: `${up.url}/vendor/auth/` } });
    const body = Buffer.from('{"appId":"an-id","appKey":"a-key","expiry":600}');
    const got = await send(`${running.urls.auth_url}/v2/auth/token?x=1`, {
      headers: ['Content-Type', 'application/json', 'Content-Length', String(body.length)],
      body,
    });
    expect(up.seen[0]?.url).toBe('/vendor/auth/v2/auth/token?x=1');
    expect(valuesOf(up.seen[0]?.rawHeaders ?? [], 'host')).toEqual([new URL(up.url).host]);
    expect(sha(up.seen[0]?.body ?? Buffer.alloc(0))).toBe(sha(body));
    expect({ status: got.status, body: sha(got.body) }).toEqual({ status: 200, body: sha(answer) });
    const [{ exchange, route }] = await judged(1);
    expect(route).toMatchObject({ host: 'auth_url', operation: 'authToken', path: '/v2/auth/token' });
    expect(exchange.url).toBe(`${up.url}/vendor/auth/v2/auth/token?x=1`);
    expect(sha(exchange.request.body ?? new Uint8Array())).toBe(sha(body));
    expect(sha(exchange.response?.body ?? new Uint8Array())).toBe(sha(answer));
    expect(running.stats()).toMatchObject({ forwarded: 1, upstreamFailures: 0, judged: 1 });
  });

  it('a 6 MB multipart upload, and a 6 MB answer, byte for byte', async () => {
    const file = randomBytes(6 * 1024 * 1024);
    const boundary = '----vts-proxy-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await vendor((seen, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(seen.body));
    const { running, judged } = await proxy({ upstreams: { ind_engine_url: up.url } });
    const got = await send(`${running.urls.ind_engine_url}/v1/signature_matching`, {
      headers: ['Content-Type', `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding', 'chunked'],
      body,
    });
    expect(sha(up.seen[0]?.body ?? Buffer.alloc(0))).toBe(sha(body));
    expect(sha(got.body)).toBe(sha(body));
    const [{ exchange }] = await judged(1);
    expect(sha(exchange.request.body ?? new Uint8Array())).toBe(sha(body));
  });

  it('every header, a repeated one as many times as it came, and a chunked answer as it streams', async () => {
    const up = await vendor((_, res) => {
      res.writeHead(201, [
        'Set-Cookie',
        'a=1',
        'Set-Cookie',
        'b=2',
        'X-Vendor',
        'one',
        'X-Vendor',
        'two',
        'Content-Type',
        'text/plain',
      ]);
      res.write('first,');
      setImmediate(() => res.end('second'));
    });
    const { running } = await proxy({ upstreams: { usa_url: up.url } });
    const got = await send(`${running.urls.usa_url}/v1/secretaryOfStateSearch`, {
      headers: ['X-Team', 'a', 'X-Team', 'b', 'Connection', 'keep-alive, X-Hop', 'X-Hop', 'dropped'],
      body: Buffer.from('{}'),
    });
    expect(valuesOf(up.seen[0]?.rawHeaders ?? [], 'x-team')).toEqual(['a', 'b']);
    expect(valuesOf(up.seen[0]?.rawHeaders ?? [], 'x-hop')).toEqual([]);
    expect(got.status).toBe(201);
    expect(valuesOf(got.rawHeaders, 'set-cookie')).toEqual(['a=1', 'b=2']);
    expect(valuesOf(got.rawHeaders, 'x-vendor')).toEqual(['one', 'two']);
    expect(valuesOf(got.rawHeaders, 'transfer-encoding')).toEqual(['chunked']);
    expect(got.body.toString()).toBe('first,second');
  });
});

describe('vts proxy passes a vendor failure through as it came', () => {
  it('answers 502 with a short JSON when the upstream refuses, and counts it', async () => {
    const gone = await vendor(() => undefined);
    const closed = gone.url;
    await closing.pop()?.();
    const { running, judged } = await proxy({ upstreams: { zaf_url: closed } });
    const got = await send(`${running.urls.zaf_url}/v1/cacBasic`, { body: Buffer.from('{}') });
    expect(got.status).toBe(502);
    expect(JSON.parse(got.body.toString())).toEqual({ error: expect.stringMatching(/^vts proxy: upstream .*ECONNREFUSED/) });
    const [{ exchange }] = await judged(1);
    expect(exchange.response).toBeUndefined();
    expect(running.stats()).toMatchObject({ forwarded: 0, upstreamFailures: 1 });
  });

  it('resets the application when the upstream resets mid-answer', async () => {
    const up = await vendor((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"partial":');
      setImmediate(() => res.socket?.destroy());
    });
    const { running, judged } = await proxy({ upstreams: { philsys_url: up.url } });
    await expect(send(`${running.urls.philsys_url}/v1/PhilsysQRCheck`, { body: Buffer.from('{}') })).rejects.toThrow(
      /aborted|ECONNRESET|socket hang up/,
    );
    await judged(1);
    expect(running.stats()).toMatchObject({ forwarded: 0, upstreamFailures: 1 });
  });
});

describe('vts proxy judges off the request path', () => {
  it('keeps forwarding when the judging callback throws, and counts it', async () => {
    const up = await vendor((_, res) => res.writeHead(200).end('{}'));
    let calls = 0;
    const { running, judged } = await proxy({
      upstreams: { review_url: up.url },
      onExchange() {
        calls++;
        throw new Error('the judge broke');
      },
    });
    for (let i = 0; i < 3; i++)
      expect((await send(`${running.urls.review_url}/api/v1/config`, { body: Buffer.from('{}') })).status).toBe(200);
    await judged(3);
    expect(calls).toBe(3);
    expect(running.stats()).toMatchObject({ forwarded: 3, judged: 3, judgingFailed: 3 });
  });

  it('drops and counts what judging cannot take, and still forwards it', async () => {
    const up = await vendor((_, res) => res.writeHead(200).end('{}'));
    const { running } = await proxy({ upstreams: { review_url: up.url }, queueCap: 0 });
    expect((await send(`${running.urls.review_url}/api/v1/config`, { body: Buffer.from('{}') })).status).toBe(200);
    await running.close();
    expect(running.stats()).toMatchObject({ forwarded: 1, judged: 0, dropped: 1 });
  });
});

describe('vts proxy closes', () => {
  it('stops accepting, lets the exchange in flight finish, and judges it before it is done', async () => {
    let answer = () => {};
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let release: () => void = () => {};
    const up = await vendor((_, res) => {
      release = () => res.writeHead(200).end('{"late":true}');
      answer();
    });
    const { running, exchanges } = await proxy({ upstreams: { review_url: up.url } });
    const reply = send(`${running.urls.review_url}/api/v1/config`, { body: Buffer.from('{}') });
    await arrived;
    const closed = running.close();
    await expect(send(`${running.urls.review_url}/api/v1/config`, { body: Buffer.from('{}') })).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect((await reply).body.toString()).toBe('{"late":true}');
    await closed;
    expect(exchanges).toHaveLength(1);
    expect(running.stats()).toMatchObject({ forwarded: 1, inFlight: 0, queued: 0 });
  });
});
