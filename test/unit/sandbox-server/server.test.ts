// Bad input never crashes the sandbox: every refusal is a clear 4xx JSON body, and the server keeps answering.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { post, validAuthToken } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const stillAnswers = async () => expect((await post(sandbox.url, '/v2/auth/token', validAuthToken())).status).toBe(200);

describe('server: bad input', () => {
  it('serves on loopback, at a URL without a trailing slash', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('malformed JSON is 400 JSON', async () => {
    const answer = await post(sandbox.url, '/v2/auth/token', '{"appId": ');
    expect(answer).toMatchObject({
      status: 400,
      contentType: expect.stringContaining('application/json'),
      body: { status: 'failure', statusCode: 400 },
    });
  });

  it('a non-JSON content type is 415 JSON', async () => {
    const answer = await post(sandbox.url, '/login', 'appId=x', { 'content-type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ status: 'failure', statusCode: 415, error: expect.stringContaining('application/json') });
  });

  it('a 10 MB body is 413 JSON, and the server still answers afterwards', async () => {
    const answer = await post(sandbox.url, '/v2/auth/token', JSON.stringify({ pad: 'x'.repeat(10 * 1024 * 1024) }));
    expect(answer).toMatchObject({ status: 413, body: { status: 'failure', statusCode: 413 } });
    await stillAnswers();
  });

  it('an unknown path or method is 404 JSON', async () => {
    expect(await post(sandbox.url, '/v1/nothing', {})).toMatchObject({
      status: 404,
      body: { status: 'failure', statusCode: 404 },
    });
    const get = await fetch(`${sandbox.url}/login`);
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ status: 'failure', errorCode: 'route_not_found' });
  });

  it('a sandbox started per test has its own used transaction ids', async () => {
    const other = await startSandbox({ port: 0 });
    try {
      const body = validAuthToken();
      expect((await post(sandbox.url, '/v2/auth/token', body)).status).toBe(200);
      expect((await post(other.url, '/v2/auth/token', body)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('server: faults and entry point', () => {
  it('an unknown fault id throws, naming it and listing the valid ones', async () => {
    await expect(startSandbox({ faults: ['no-such-fault'] })).rejects.toThrow(
      /Unknown sandbox fault "no-such-fault": npm run sandbox -- --help lists the \d+ fault ids/,
    );
  });

  it('fault ids are unique', () => {
    expect(new Set(FAULTS.map((f) => f.id)).size).toBe(FAULTS.length);
  });

  it('npm run sandbox prints the URL and env lines, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    // A listener, not `for await`: leaving that loop would close the pipe the child still writes its goodbye to.
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: string) => {
        out += chunk;
        if (out.includes('Ctrl-C')) resolve();
      });
      child.once('exit', () => resolve());
    });
    const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
    expect(out).toContain(`VTS_AUTH_URL=${url}`);
    expect(out).toContain(`{legacy_auth_url} = ${url}`);
    expect((await post(String(url), '/login', { appId: 'x', appKey: 'y' })).status).toBe(401);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
