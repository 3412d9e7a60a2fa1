// Issue 52 item 4: the content type varied. A JSON operation's valid request goes out as a multipart form, a urlencoded
// form, under a charset its bytes are not in, and under no content type at all; the documents say nothing of these, so
// they are neither valid nor invalid, and a refusal of any 4xx in any form is held, a server error is not.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCase } from '../../../src/case/run-case.js';
import { planningTarget } from '../../../src/cli/plan/target.js';
import { CONTENT_TYPE_FIELD } from '../../../src/explore/content-type-moves.js';
import { probeAt } from '../../../src/explore/generate.js';
import { coverageMoves } from '../../../src/explore/moves.js';
import { brokenBy } from '../../../src/explore/properties.js';
import { ruleOf } from '../../../src/explore/run.js';
import type { Probe } from '../../../src/explore/types.js';
import { isEvent, OPERATION_IDS, OPERATIONS, type OperationId } from '../../../src/model/operations.js';
import type { StepExchange } from '../../../src/model/types.js';
import { createClient } from '../../../src/transport/client.js';

const EXPLORED = OPERATION_IDS.filter((op) => !isEvent(op));
const JSON_OPS = EXPLORED.filter((op) => OPERATIONS[op].body === 'json');

/** The operation's content-type probes, as the seed's coverage pass numbers them. */
const contentTypeProbes = (operation: OperationId): Probe[] =>
  coverageMoves(operation).flatMap((m, n) => (m.field === CONTENT_TYPE_FIELD ? [probeAt(operation, 1, n)] : []));

describe('the content-type moves', () => {
  it.for(JSON_OPS)('%s: a form of each kind, two charsets, none; never valid', (operation) => {
    const probes = contentTypeProbes(operation);
    expect(probes.map((p) => p.moves[0]?.keyword)).toEqual(['form', 'urlencoded', 'charset', 'charset', 'missing']);
    // No document says what a wrong content type gets: the class is what the rules make of it, never "valid".
    for (const p of probes) expect(p.class, `${p.id} ${p.moves[0]?.shows}`).toBe('unknown');
  });

  it('none for a form operation: its content type is the form', () =>
    expect(EXPLORED.filter((op) => OPERATIONS[op].body === 'multipart').flatMap(contentTypeProbes)).toEqual([]));

  it.for([
    ['a 415 in a body of its own', 415, { error: 'Unsupported Media Type' }, 'application/json', []],
    ['a 400 off the envelope', 400, { message: 'bad body' }, 'application/json', []],
    ['a server error, off its envelope', 500, { error: 'boom' }, 'application/json', ['not-a-server-error', 'response-schema']],
    ['a refusal that is not JSON', 415, '<html>415</html>', 'text/html', ['content-type']],
  ] as const)('authToken sent as a form, answered %s: breaks %j', ([, status, body, type, broken]) => {
    const [form] = contentTypeProbes('authToken');
    const step: StepExchange = {
      request: { method: 'POST', host: 'auth_url', base: 'http://x', path: '/v2/auth/token', headers: {} },
      attempts: [
        {
          response: { status, headers: { 'content-type': type }, body, json: type === 'application/json' },
          durationMs: 1,
          waitedMs: 0,
        },
      ],
    };
    expect(brokenBy(form as Probe, { steps: [step], events: [] }).map((b) => b.property)).toEqual(broken);
  });
});

describe('the content-type moves on the wire', () => {
  let server: Server;
  let base: string;
  const seen: { type: string | undefined; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString('latin1')));
      req.on('end', () => {
        seen.push({ type: req.headers['content-type'], body });
        res.writeHead(415, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends each as it says: the fields as form parts or pairs, the JSON under the charset, or under no type', async () => {
    const probes = contentTypeProbes('emailBasic');
    const planning = await planningTarget('sandbox', [ruleOf(probes[0] as Probe)]);
    const real = createClient({ maxAttempts: 1 });
    const client = { send: (r: Parameters<typeof real.send>[0]) => real.send({ ...r, base }), close: () => real.close() };
    try {
      for (const p of probes) await runCase(ruleOf(p), { ...planning.target, finish: async () => undefined }, client, 1);
    } finally {
      await planning.target.teardown();
      await client.close();
    }
    const [form, urlencoded, latin1, utf16, none] = seen;
    expect(form?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(form?.body).toMatch(/name="email"\r\n\r\n[^\r]+@/);
    expect(urlencoded?.type).toBe('application/x-www-form-urlencoded');
    expect(urlencoded?.body).toMatch(/^email=[^&{]+%40/);
    expect([latin1?.type, utf16?.type]).toEqual(['application/json; charset=ISO-8859-1', 'application/json; charset=utf-16']);
    expect(JSON.parse(latin1?.body ?? '')).toHaveProperty('email');
    expect(none?.type).toBeUndefined();
    expect(JSON.parse(none?.body ?? '')).toHaveProperty('email');
  });
});
