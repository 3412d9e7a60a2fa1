// Outbound deliveries against a local receiver on 127.0.0.1: what is sent is recorded, and a receiver that fails,
// stalls or is not there is an outcome, never an exception in the handler.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchStatement } from '../../../sandbox/flow/fetch-statement.js';
import { createOutbound } from '../../../sandbox/outbound.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { post } from './helpers.js';
import { deliverJson } from './test-operations.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
let receiver: Server;
let base: string;
// Paths choose the receiver's behaviour: /ok 204, /fail 500, /stall never answers, /moved redirects to /ok.
beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.url === '/stall') return;
      if (request.url === '/moved') return response.writeHead(307, { location: '/ok' }).end();
      response.writeHead(request.url === '/fail' ? 500 : 204).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

describe('outbound', () => {
  it('POSTs the body as JSON with the given headers, and records what it sent and the status', async () => {
    const outbound = createOutbound();
    const delivery = await outbound.deliver(`${base}/ok`, { event: 'parsed', id: 7 }, { 'x-signature': 'abc' });
    expect(delivery).toEqual({
      url: `${base}/ok`,
      headers: { 'content-type': 'application/json', 'x-signature': 'abc' },
      body: { event: 'parsed', id: 7 },
      status: 204,
    });
    expect(outbound.sent).toEqual([delivery]);
    expect(received.at(-1)).toMatchObject({
      path: '/ok',
      headers: { 'content-type': 'application/json', 'x-signature': 'abc' },
      body: '{"event":"parsed","id":7}',
    });
  });

  it('a receiver error status is recorded, not thrown', async () => {
    expect(await createOutbound().deliver(`${base}/fail`, {})).toMatchObject({ status: 500 });
  });

  it('a redirect is recorded as the answer, not followed', async () => {
    const before = received.length;
    expect(await createOutbound().deliver(`${base}/moved`, {})).toMatchObject({ status: 307 });
    expect(received.slice(before).map((r) => r.path)).toEqual(['/moved']);
  });

  it('a receiver that never answers is a timeout outcome', async () => {
    const delivery = await createOutbound({ timeoutMs: 200 }).deliver(`${base}/stall`, {});
    expect(delivery).toMatchObject({ error: 'no answer within 200 ms' });
    expect(delivery.status).toBeUndefined();
  });

  it('a refused connection and a malformed URL are outcomes with a reason', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    expect((await createOutbound().deliver(`http://127.0.0.1:${port}/`, {})).error).toMatch(/ECONNREFUSED/);
    expect((await createOutbound().deliver('not a url', {})).error).toEqual(expect.any(String));
  });

  it('keeps only the latest deliveries', async () => {
    const outbound = createOutbound({ keep: 2 });
    for (const n of [1, 2, 3]) await outbound.deliver(`${base}/ok`, { n });
    expect(outbound.sent.map((d) => d.body)).toEqual([{ n: 2 }, { n: 3 }]);
  });
});

describe('outbound from a handler', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, extraOperations: [deliverJson] });
  });
  afterAll(() => sandbox.close());

  it('a handler delivers through its context, and the running sandbox lists the delivery', async () => {
    const answer = await post(sandbox.url, deliverJson.path, { url: `${base}/ok`, payload: { hello: 'receiver' } });
    expect(answer).toMatchObject({ status: 200, body: { result: { status: 204, error: null } } });
    expect(sandbox.deliveries).toEqual([
      expect.objectContaining({
        url: `${base}/ok`,
        body: { hello: 'receiver' },
        headers: expect.objectContaining({ 'x-test-delivery': 'yes' }),
      }),
    ]);
  });

  it('a failed delivery still lets the handler answer', async () => {
    const answer = await post(sandbox.url, deliverJson.path, { url: 'http://127.0.0.1:1/', payload: {} });
    expect(answer).toMatchObject({
      status: 200,
      body: { result: { status: null, error: expect.stringContaining('fetch failed') } },
    });
  });
});

// Issue 18 item 8: the sandbox is a test tool on loopback; bound to a shared host it must not be an open relay.
describe('outbound calls, loopback only unless allowed', () => {
  // TEST-NET-1 (RFC 5737): routed nowhere, so an attempt to reach it would only time out.
  const REMOTE = 'http://192.0.2.1/hook';

  // Every call out goes through globalThis.fetch: one not made is one never attempted.
  afterEach(() => void vi.restoreAllMocks());

  it('does not deliver to an address outside loopback: recorded at once, nothing attempted', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const delivery = await createOutbound().deliver(REMOTE, { id: 1 });
    expect(delivery.error).toMatch(/^not sent: the sandbox calls loopback addresses only, not 192.0.2.1: .*--allow-remote/);
    expect(fetched).not.toHaveBeenCalled();
  });

  it.for(['http://127.0.0.1:9/x', 'http://127.8.9.10/x', 'http://localhost:9/x', 'http://[::1]:9/x'])(
    'calls a loopback address: %s',
    (url) => expect(createOutbound().refusal(new URL(url))).toBeUndefined(),
  );

  it.for(['http://192.0.2.1/x', 'http://10.0.0.1/x', 'https://example.com/x', 'http://0.0.0.0/x', 'http://[::ffff:8.8.8.8]/x'])(
    'refuses %s unless started to call anywhere',
    (url) => {
      expect(createOutbound().refusal(new URL(url))).toMatch(/loopback addresses only/);
      expect(createOutbound({ remote: true }).refusal(new URL(url))).toBeUndefined();
    },
  );

  it('does not fetch a statement outside loopback, nor follow a redirect', async () => {
    const outbound = createOutbound();
    const fetched = vi.spyOn(globalThis, 'fetch');
    await expect(fetchStatement('http://192.0.2.1/a.pdf', undefined, outbound)).rejects.toThrow(/loopback addresses only/);
    expect(fetched).not.toHaveBeenCalled();
    await expect(fetchStatement(`${base}/moved`, undefined, outbound)).rejects.toThrow(
      /answered 307: the sandbox follows no redirect/,
    );
    expect(received.filter((r) => r.path === '/ok' && r.body === '')).toEqual([]);
  });
});
