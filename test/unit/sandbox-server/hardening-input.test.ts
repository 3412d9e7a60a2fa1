// A server a stranger could hammer (issue 8, item 22): what the sandbox remembers and every field it accepts are
// bounded, a slow body is cut off, malformed HTTP and a `__proto__` key get an accurate answer in the sandbox's own
// envelope, and the server keeps answering after each.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../../sandbox/context.js';
import { authToken } from '../../../sandbox/operations/authToken.js';
import { createOutbound } from '../../../sandbox/outbound.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { DOCUMENTED_SETTINGS } from '../../../sandbox/settings.js';
import { type Body, post, v1Headers, validAuthToken, validLogin } from './helpers.js';

// The limits sandbox/README.md documents.
const ID_LIMIT = 128;
const TEXT_LIMIT = 2048;
const FIELD_NAME_LIMIT = 128;
const REQUEST_TIMEOUT_S = 10;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const stillAnswers = async () => expect((await post(sandbox.url, '/v2/auth/token', validAuthToken())).status).toBe(200);

const tooLong = (field: string, limit: number) => `"${field}" length must be less than or equal to ${limit} characters long`;

interface RawAnswer {
  /** The status of the first answer on the connection; undefined when none came. */
  status: number | undefined;
  body: Body | undefined;
  /** The connection was closed by the server (rather than given up on by the test). */
  closed: boolean;
}

/**
 * Writes `chunks` on a fresh connection (a function of the socket for a client that trickles), and reads what comes
 * back until the server closes the connection or `giveUpMs` passes.
 */
function raw(chunks: string | ((write: (text: string) => void) => () => void), giveUpMs = 5_000): Promise<RawAnswer> {
  const { port } = new URL(sandbox.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let out = '';
    let stop = () => {};
    const done = (closed: boolean) => {
      stop();
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(out)?.[1];
      const head = out.indexOf('\r\n\r\n');
      let body: Body | undefined;
      try {
        body = head < 0 ? undefined : (JSON.parse(out.slice(head + 4)) as Body);
      } catch {
        body = { unparsed: out.slice(head + 4, head + 504) };
      }
      resolve({ status: status === undefined ? undefined : Number(status), body, closed });
    };
    const timer = setTimeout(() => done(false), giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (out += chunk));
    socket.on('error', () => {});
    socket.on('close', () => done(true));
    socket.on('connect', () => {
      if (typeof chunks === 'string') socket.write(chunks);
      else stop = chunks((text) => socket.write(text));
    });
  });
}

const request = (head: string, body = '') =>
  `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('what the sandbox remembers: transaction ids are bounded in number and in length', () => {
  it(`a 1 MB transactionId is a 400 naming the field and the limit (${ID_LIMIT}), and the server still answers`, async () => {
    const answer = await post(sandbox.url, '/v2/auth/token', { ...validAuthToken(), transactionId: 'x'.repeat(1_000_000) });
    expect(answer).toMatchObject({
      status: 400,
      body: { statusCode: 400, status: 'failure', errorCode: 'invalid_request_body', error: tooLong('transactionId', ID_LIMIT) },
    });
    await stillAnswers();
  });

  it('the token operation itself refuses an over-long transactionId and stores nothing; the longest allowed is stored', async () => {
    const context = createContext(DOCUMENTED_SETTINGS, createOutbound());
    const issue = async (transactionId: string) =>
      authToken.handle(
        {
          operation: 'authToken',
          path: '/v2/auth/token',
          body: { kind: 'json', value: { ...validAuthToken(), transactionId } },
          caller: '127.0.0.1',
          headers: {},
        },
        context,
      );
    expect(await issue('x'.repeat(1_000_000))).toMatchObject({
      status: 400,
      body: { error: tooLong('transactionId', ID_LIMIT) },
    });
    expect(await issue('y'.repeat(ID_LIMIT + 1))).toMatchObject({ status: 400 });
    expect(context.issuedTransactionIds.size).toBe(0);
    expect((await issue('z'.repeat(ID_LIMIT))).status).toBe(200);
    expect(context.issuedTransactionIds.size).toBe(1);
  });
});

describe('every field the sandbox accepts has a length limit', () => {
  it.each(['appId', 'appKey', 'workflowId'])(`%s over ${ID_LIMIT} characters is a 400 naming it and the limit`, async (field) => {
    const answer = await post(sandbox.url, '/v2/auth/token', { ...validAuthToken(), [field]: 'a'.repeat(ID_LIMIT + 1) });
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'invalid_request_body', error: tooLong(field, ID_LIMIT) } });
  });

  it(`any other text over ${TEXT_LIMIT} characters, at any depth, is a 400 naming where it is and the limit`, async () => {
    const email = await post(sandbox.url, '/v1/emailBasic', { email: `${'e'.repeat(1_000_000)}@gmail.com` }, v1Headers());
    // In emailBasic's own envelope (`message`), as every refusal of a request to an operation (explored-inputs.test.ts).
    expect(email).toMatchObject({
      status: 400,
      body: { statusCode: 400, status: 'failure', message: tooLong('email', TEXT_LIMIT) },
    });
    const nested = await post(sandbox.url, '/login', { ...validLogin(), extra: { list: ['ok', 'n'.repeat(TEXT_LIMIT + 1)] } });
    expect(nested).toMatchObject({ status: 400, body: { error: tooLong('extra.list[1]', TEXT_LIMIT) } });
    // The longest allowed text is accepted.
    expect((await post(sandbox.url, '/login', { ...validLogin(), extra: 'n'.repeat(TEXT_LIMIT) })).status).toBe(200);
    await stillAnswers();
  });

  it(`a field name over ${FIELD_NAME_LIMIT} characters is a 400 giving the limit`, async () => {
    const answer = await post(sandbox.url, '/login', { ...validLogin(), ['k'.repeat(100_000)]: 1 });
    // login's envelope: `error`, no errorCode.
    expect(answer).toMatchObject({ status: 400, body: { statusCode: 400, status: 'failure' } });
    expect(answer.body.error).toContain(`field names must be at most ${FIELD_NAME_LIMIT} characters`);
    expect(String(answer.body.error).length).toBeLessThan(300);
  });

  it(`a transactionId header over ${ID_LIMIT} characters is a 400 naming the header and the limit`, async () => {
    const answer = await post(
      sandbox.url,
      '/v1/emailBasic',
      { email: 'a@b.com' },
      v1Headers({ transactionid: 't'.repeat(8_000) }),
    );
    // In emailBasic's own envelope (`message`, no errorCode).
    expect(answer).toMatchObject({
      status: 400,
      body: {
        statusCode: 400,
        status: 'failure',
        message: `"transactionId" header length must be less than or equal to ${ID_LIMIT} characters long`,
      },
    });
    await stillAnswers();
  });
});

describe('slow request bodies time out', () => {
  it(`a body sent a byte a second is cut off with a 408 naming the ${REQUEST_TIMEOUT_S} s request timeout, and the server still answers`, async () => {
    const body = JSON.stringify(validLogin());
    const head = `POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await raw((write) => {
      write(head);
      let sent = 0;
      const ticker = setInterval(() => write(body[sent++] ?? ' '), 1_000);
      return () => clearInterval(ticker);
    }, 20_000);
    expect(answer).toMatchObject({
      status: 408,
      body: { statusCode: 408, status: 'failure', errorCode: 'request_timeout' },
      closed: true,
    });
    expect(answer.body?.error).toContain(`${REQUEST_TIMEOUT_S} s`);
    // No wall time asserted: a sandbox without the timeout would still be dripping when raw() gives up, with no 408.
    await stillAnswers();
  }, 30_000);
});

describe('malformed HTTP gets a 400 in the sandbox envelope, with what is wrong', () => {
  const cases: [name: string, text: string, error: RegExp][] = [
    ['an invalid method', 'G@T /login HTTP/1.1\r\nHost: x\r\n\r\n', /method/i],
    [
      'a Content-Length that is not a number',
      'POST /login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      /Content-Length/i,
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      /Content-Length|Transfer-Encoding/i,
    ],
    [
      'a broken chunk size',
      'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\nzz\r\n',
      /chunk/i,
    ],
    ['a space in a header name', 'POST /login HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', /header/i],
    ['an unknown HTTP version', 'POST /login HTTP/9.9\r\nHost: x\r\n\r\n', /version/i],
    ['bytes that are not HTTP', '\u0000\u0001\u0002hello\r\n\r\n', /.+/],
  ];

  it.each(cases)('%s', async (_name, text, error) => {
    const answer = await raw(text);
    expect(answer).toMatchObject({
      status: 400,
      body: { statusCode: 400, status: 'failure', errorCode: 'malformed_request', error: expect.stringMatching(error) },
    });
    expect(answer.body?.error).toMatch(/^Malformed HTTP request: /);
    await stillAnswers();
  });

  it('a URL with a broken percent-encoding', async () => {
    const answer = await raw(request('POST /%zz HTTP/1.1', '{}'));
    expect(answer).toMatchObject({
      status: 400,
      body: { statusCode: 400, status: 'failure', errorCode: 'malformed_request', error: expect.stringContaining('/%zz') },
    });
    await stillAnswers();
  });

  it('headers over 16 KB are a 431 in the sandbox envelope', async () => {
    const answer = await raw(`POST /login HTTP/1.1\r\nHost: x\r\nX-Pad: ${'p'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatchObject({
      status: 431,
      body: { statusCode: 431, status: 'failure', errorCode: 'request_header_fields_too_large' },
    });
    expect(answer.body?.error).toContain('16 KB');
    await stillAnswers();
  });
});

describe('a __proto__ key is refused with an accurate message, and pollutes nothing', () => {
  const bodies: [name: string, text: string, named: string][] = [
    ['at the top', `{"__proto__": {"polluted": "yes"}, "appId": "a", "appKey": "b"}`, '"__proto__"'],
    ['nested', `{"appId": "a", "appKey": "b", "extra": [{"__proto__": {"polluted": "yes"}}]}`, '"extra[0].__proto__"'],
    ['constructor.prototype', `{"appId": "a", "constructor": {"prototype": {"polluted": "yes"}}}`, '"constructor.prototype"'],
  ];

  it.each(bodies)('%s', async (_name, text, named) => {
    for (const path of ['/login', '/v2/auth/token', '/v1/emailBasic']) {
      const answer = await post(sandbox.url, path, text, v1Headers());
      expect(answer).toMatchObject({ status: 400, body: { statusCode: 400, status: 'failure' } });
      // Each operation's own envelope: `error` (authToken with its errorCode, login without), `message` (emailBasic).
      const said = answer.body.error ?? answer.body.message;
      expect(said).toContain(named);
      expect(said).not.toMatch(/not valid JSON/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await stillAnswers();
  });
});
