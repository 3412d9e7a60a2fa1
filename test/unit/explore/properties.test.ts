// The properties every explored answer is held to (issue 40), each seen broken by one answer and kept by another.
import { describe, expect, it } from 'vitest';
import { probeOf } from '../../../src/explore/generate.js';
import { brokenBy } from '../../../src/explore/properties.js';
import type { Probe } from '../../../src/explore/types.js';
import type { Exchange } from '../../../src/model/types.js';
import { allRules } from '../../../src/rules/index.js';

const step = (status: number, body: unknown, type = 'application/json; charset=utf-8'): Exchange => ({
  steps: [
    {
      request: { method: 'POST', host: 'ind_engine_url', base: 'http://x', path: '/v1/fetchUpiIfsc', headers: {} },
      attempts: [{ response: { status, headers: { 'content-type': type }, body, json: true }, durationMs: 1, waitedMs: 0 }],
    },
  ],
  events: [],
});
const probe = (edits: Probe['moves'][number]['edits']): Probe =>
  probeOf('fetchUpiIfsc', 'fetchUpiIfsc#0', 'coverage', [{ field: 'body:x', keyword: 'k', edits, shows: '' }]);

const refused = { statusCode: 400, status: 'failure', message: '"vpa" is required', metaData: { requestId: 'r-1' } };
const UNKNOWN = probe([{ set: { name: '' } }]);
const INVALID = probe([{ set: { vpa: 'no-provider' } }]);
const VALID = probe([]);

describe('explored answers', () => {
  it('holds a documented refusal of a request the documents say nothing of', () => {
    expect(brokenBy(UNKNOWN, step(400, refused))).toEqual([]);
  });

  it.for([
    [
      'a server error',
      UNKNOWN,
      step(500, { statusCode: 500, status: 'failure', message: 'Internal Server Error' }),
      'not-a-server-error',
    ],
    ['an undocumented status', UNKNOWN, step(302, refused), 'documented-status'],
    ['a body that is not JSON', UNKNOWN, step(400, '<html>', 'text/html'), 'content-type'],
    ['a body off its envelope', UNKNOWN, step(400, { statusCode: 400, status: 'failure', error: 'x' }), 'response-schema'],
    ['an invalid request accepted', INVALID, step(200, {}), 'invalid-input-accepted'],
    ['a valid request refused', VALID, step(400, refused), 'valid-input-refused'],
  ] as const)('names %s', ([, p, s, property]) => {
    expect(brokenBy(p, s).map((b) => b.property)).toContain(property);
  });

  it('leaves a host that is down to the transport: a 503 breaks nothing', () => {
    expect(brokenBy(UNKNOWN, step(503, { statusCode: 503 })).map((b) => b.property)).toEqual([]);
  });
});

describe('a request a documented row makes, held to that row and its readings (issue 52)', () => {
  const edits = (id: string) => allRules().find((r) => r.id === id)?.request ?? [];
  const own = { type: 'about:blank', title: 'Refused', status: 400, detail: 'no transactionid' };
  const NO_TRANSACTION_ID = probe(edits('fetchUpiIfsc.transactionId.missing'));
  // Beside a change a rule accepts (the INVALID VPA answered 200), a name left out: that row's not-shown refusal.
  const NO_NAME = probe([...edits('fetchUpiIfsc.vpa.invalid-returns-200'), { drop: ['name'] }]);
  const LONG = probeOf('fetchUpiIfsc', 'fetchUpiIfsc#0', 'coverage', [
    { field: 'body:vpa', keyword: 'long', edits: [{ set: { vpa: 'x'.repeat(10_000) } }], shows: '10000 characters' },
  ]);

  it.for([
    ['a refusal whose form is not shown, in a body of its own', NO_TRANSACTION_ID],
    ['that refusal beside a change the documents accept', NO_NAME],
  ] as const)('holds %s', ([, p]) => {
    expect(brokenBy(p, step(400, own, 'application/problem+json'))).toEqual([]);
  });

  it("names the row's answer let in, and a message other than the row's", () => {
    expect(brokenBy(NO_TRANSACTION_ID, step(200, {})).map((b) => b.property)).toContain('invalid-input-accepted');
    const other = { statusCode: 400, status: 'failure', message: 'vpa looks odd', metaData: { requestId: 'r-1' } };
    expect(brokenBy(INVALID, step(400, other)).map((b) => b.property)).toEqual(['documented-answer']);
  });

  it("holds a long value's refusal to what any refusal holds: its length is no document's", () => {
    const tooLong = { statusCode: 400, status: 'failure', message: '"vpa" is too long', metaData: { requestId: 'r-1' } };
    expect(brokenBy(LONG, step(400, tooLong))).toEqual([]);
    expect(brokenBy(LONG, step(400, own, 'application/problem+json')).map((b) => b.property)).toContain('content-type');
  });

  it("holds another credential, which no row's request makes, to what any refusal holds", () => {
    const garbled = probe([{ headers: { appid: 'x'.repeat(4_000) } }]);
    const refusedHeader = { statusCode: 400, status: 'failure', message: 'appid too long', metaData: { requestId: 'r-1' } };
    expect(brokenBy(garbled, step(400, refusedHeader))).toEqual([]);
    expect(brokenBy(garbled, step(200, {})).map((b) => b.property)).toContain('invalid-input-accepted');
  });

  it("observes a probe's row, as a run does: only a server error or an untrue answer breaks", () => {
    const scanned = probeOf('bankStatementAnalysis', 'bankStatementAnalysis#0', 'coverage', [
      { field: 'part:pdf', keyword: 'other-file', edits: edits('bankStatementAnalysis.imagePdf.allowed'), shows: '' },
    ]);
    expect(brokenBy(scanned, step(200, { unshown: true }))).toEqual([]);
    expect(brokenBy(scanned, step(500, { statusCode: 500 })).map((b) => b.property)).toEqual(['not-a-server-error']);
  });
});
