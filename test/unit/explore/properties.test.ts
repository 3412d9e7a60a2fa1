// The properties every explored answer is held to (issue 40), each seen broken by one answer and kept by another.
import { describe, expect, it } from 'vitest';
import { probeOf } from '../../../src/explore/generate.js';
import { brokenBy } from '../../../src/explore/properties.js';
import type { Probe } from '../../../src/explore/types.js';
import type { StepExchange } from '../../../src/model/types.js';

const step = (status: number, body: unknown, type = 'application/json; charset=utf-8'): StepExchange => ({
  request: { method: 'POST', host: 'ind_engine_url', base: 'http://x', path: '/v1/fetchUpiIfsc', headers: {} },
  attempts: [{ response: { status, headers: { 'content-type': type }, body, json: true }, durationMs: 1, waitedMs: 0 }],
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
