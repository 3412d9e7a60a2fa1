// Issue 18 item 4: a vendor that refuses a 6 MB upload before reading it, answering 413 and closing while the body is
// still going. The answer must be judged every time (the reset that follows it once made the case a non-gating
// `infra` about half the time, so a vendor refusing valid 6 MB images could pass some nights). Each vendor here is a raw
// socket server, so when it answers is exact: on the connection (before the request is read), or on the request's first
// bytes (its headers, before the body).
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClient } from '../../src/transport/client.js';
import { runCase } from '../../src/case/run-case.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';
import type { Target } from '../../src/case/target.js';
import { ruleOf } from './sandbox-run.js';

const RUNS = 20;
const BODY = JSON.stringify({ status: 'failure', statusCode: 413, error: 'Request Entity Too Large' });
const ANSWER = `HTTP/1.1 413 Payload Too Large\r\ncontent-type: application/json\r\ncontent-length: ${BODY.length}\r\nconnection: close\r\n\r\n${BODY}`;

const WHEN: Record<string, (socket: Socket, reply: () => void) => void> = {
  'on the connection, before reading the request': (_socket, reply) => process.nextTick(reply),
  'on the request headers, before the body': (socket, reply) => socket.once('data', reply),
};

describe.each(Object.entries(WHEN))('a vendor that answers a 6 MB upload 413 %s (issue 18, item 4)', (_when, when) => {
  let server: Server;
  let target: Target;
  beforeAll(async () => {
    server = createServer((socket) => {
      socket.on('error', () => {});
      when(socket, () => {
        socket.write(ANSWER);
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    target = await sandboxTarget({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}` });
  });
  afterAll(async () => {
    await target.teardown();
    await new Promise((resolve) => server.close(resolve));
  });

  it(`judges the 413 in ${RUNS} runs of ${RUNS}: a violation of the 6,000,000-byte selfie's acceptance`, async () => {
    const client = createClient({ sleep: async () => {} });
    const rule = ruleOf('matchFace.selfie.size-at-limit');
    const outcomes: string[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        const result = await runCase(rule, target, client, inject('seed'));
        const last = result.exchange?.steps.at(-1)?.attempts.at(-1);
        outcomes.push(`${result.verdict} ${last?.response?.status ?? last?.error?.code}`);
      }
    } finally {
      await client.close();
    }
    expect(outcomes).toEqual(Array(RUNS).fill('violation 413'));
  }, 120_000);
});
