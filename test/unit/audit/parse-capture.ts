// Captured exchanges of the statement flow, written by hand: a parse of committed statements (by the URL a target
// serves them at), its event at the team's receiver, and its results.
import type { CapturedExchange } from '../../../src/capture/types.js';

export const VENDOR = 'https://vendor.test';
export const RECEIVER = 'https://receiver.test';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const json = { 'content-type': 'application/json' };
let entry = 0;

/** A parse's body: `files` by name, any other field as given (dateOfApplication, minRequiredMonths...). */
export const parseBody = (files: string[], fields: Record<string, unknown> = {}, item: Record<string, unknown> = {}) => ({
  bankStatementFiles: files.map((name, i) => ({
    statementUrl: `https://files.test/statements/${name}`,
    statementId: `stmt-${i}`,
    ...item,
  })),
  merchantId: 'M-1',
  contractId: 'C-1',
  merchantLegalName: 'Acme LLC',
  merchantDBA: 'Acme',
  ...fields,
});

/** An exchange started at second `s` of the capture. */
function exchange(s: number, url: string, headers: Record<string, string>, body: unknown, status: number, answer: unknown) {
  entry += 1;
  return {
    startedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString(),
    method: 'POST',
    url,
    request: { headers: { ...json, ...headers }, body: bytes(body) },
    response: { status, headers: json, body: bytes(answer) },
    source: { file: 'flow', entry },
  } satisfies CapturedExchange;
}

const credentials = (id: string) => ({ appid: 'present', appkey: 'present', transactionid: id });

export const parse = (s: number, id: string, body: unknown, status = 202, answer?: unknown) =>
  exchange(
    s,
    `${VENDOR}/v1/parseBankStatement`,
    credentials(id),
    body,
    status,
    answer ?? {
      status: 'success',
      statusCode: 202,
      result: { transactionId: id },
    },
  );

export const event = (s: number, id: string, type: string) =>
  exchange(
    s,
    `${RECEIVER}/hooks`,
    {},
    {
      type,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString(),
      version: '1.0',
      id: `e-${s}`,
      transactionId: id,
      appId: 'present',
    },
    200,
    { received: true },
  );

export const results = (s: number, id: string, status: number, answer: unknown) =>
  exchange(s, `${VENDOR}/v1/getBankStatementParsingResults`, credentials(id), {}, status, answer);
