// An audit session's memory is constant in the exchanges it judges (issue 48): judging more of the same requests, each
// with new values, compiles no schema (a compiled schema is kept for good: audit's peak was 641 MB for a million).
import { createRequire } from 'node:module';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, expect, it, vi } from 'vitest';
import { server } from '../../../src/audit/match.js';
import { auditSession } from '../../../src/audit/session.js';
import { testValues } from '../../../src/audit/test-values.js';
import type { CapturedExchange } from '../../../src/capture/types.js';

// The class the harness requires: one module instance, so a spy on its prototype sees every instance's calls.
const { Ajv2020: Ajv } = createRequire(import.meta.url)('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 };

const BASE = 'https://vendor.test';
const encoder = new TextEncoder();

/** An email check whose body carries a new address each time, as real traffic does. */
const exchange = (i: number): CapturedExchange => ({
  method: 'POST',
  url: `${BASE}/v1/emailBasic`,
  request: {
    headers: { 'content-type': 'application/json', appid: 'app', appkey: 'key', transactionid: `t-${i}` },
    body: encoder.encode(JSON.stringify({ email: `user${i}@example.com` })),
  },
  response: { status: 400, headers: { 'content-type': 'application/json' }, body: encoder.encode('{"status":"failure"}') },
  source: { file: 'capture', entry: i },
});

afterEach(() => vi.restoreAllMocks());

it('compiles no schema for exchanges past the first few, whatever their values', () => {
  const session = auditSession({ servers: [server(BASE)], values: testValues([]), secrets: [], onRecord: () => {} });
  for (let i = 0; i < 5; i++) session.add(exchange(i));
  const compile = vi.spyOn(Ajv.prototype, 'compile');
  for (let i = 5; i < 105; i++) session.add(exchange(i));
  expect(session.tally([]).judged).toBe(105);
  expect(compile).not.toHaveBeenCalled();
});
