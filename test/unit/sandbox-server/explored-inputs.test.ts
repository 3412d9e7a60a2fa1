// What exploration (issue 40) sends beyond the rules, answered as the sandbox's reading says: a request the server
// refuses before the operation reads it (a field over its length limit, a body that is not JSON, a broken form, an
// over-long header, a wrong media type) gets the operation's own failure envelope for that status, never the server's
// generic one; and a `name` that is not text is refused by fetchUpiIfsc like a missing one. One row per input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { type Body, v1Headers, validAuthToken, validLogin } from './helpers.js';
import { formOf } from './input-files.js';
import { faceParts, signatureParts, statementParts } from './upload-forms.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const LONG = 'x'.repeat(100_000);
const tooLong = (field: string, limit = 2048) => `"${field}" length must be less than or equal to ${limit} characters long`;
const TXN = 'txn-explored-0001';
const LONG_HEADER = { transactionid: 't'.repeat(10_000) };
const HEADER_TOO_LONG = '"transactionId" header length must be less than or equal to 128 characters long';
const NOT_JSON = expect.stringMatching(/^Body is not valid JSON: /);
const BROKEN_FORM = expect.stringMatching(/^Malformed multipart\/form-data body: /);
const UPI = TEST_VALUES.upi;

interface Sent {
  path: string;
  /** A JSON value (sent as JSON), a raw text (sent with `type`), or a form. */
  body: unknown;
  type?: string;
  headers?: Record<string, string>;
  /** Send the v1 headers (credentials, transactionid TXN). */
  v1?: boolean;
}

async function send({ path, body, type, headers = {}, v1 = true }: Sent) {
  const isForm = body instanceof FormData;
  const contentType: Record<string, string> = isForm ? {} : { 'content-type': type ?? 'application/json' };
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { ...contentType, ...(v1 ? v1Headers({ transactionid: TXN }) : {}), ...headers },
    body: isForm || typeof body === 'string' ? (body as FormData | string) : JSON.stringify(body),
  });
  return { status: response.status, contentType: response.headers.get('content-type'), body: (await response.json()) as Body };
}

// Each operation's failure envelope, as its own refusals send it (exact: no field of another envelope).
const message = (status: number, text: unknown) => ({ status: 'failure', statusCode: status, message: text });
const error = (status: number, text: unknown) => ({ status: 'failure', statusCode: status, error: text });
const withRequestId = (status: number, text: unknown) => ({
  ...message(status, text),
  metaData: { requestId: expect.any(String) },
});
const withIds = (status: number, text: unknown, transactionId = TXN) => ({
  ...message(status, text),
  metaData: { requestId: expect.any(String), transactionId },
});
const inResult = (status: number, text: unknown) => ({
  status: 'failure',
  statusCode: status,
  result: { data: { message: text } },
  metaData: { requestId: expect.any(String), transactionId: TXN },
});
const qrFailure = (status: number, text: unknown, transactionId = TXN) => ({
  status: 'failure',
  statusCode: status,
  error: { message: text },
  metaData: { requestId: expect.any(String), transactionId },
});
const tokenFailure = (text: unknown) => ({ ...error(400, text), errorCode: 'invalid_request_body' });

const BROKEN_MULTIPART = {
  body: '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  type: 'multipart/form-data; boundary=XX',
};
const UNSUPPORTED_JSON = 'Unsupported Media Type: send the body as JSON with Content-Type: application/json';
const UPI_BODY = { vpa: UPI.valid.vpa, name: UPI.valid.name };

const ROWS: readonly { input: string; sent: Sent; status: number; body: unknown }[] = [
  // Token operations: authToken's refusals already had its envelope; a header it does not read keeps its 400 code.
  {
    input: 'authToken: a transactionid header of 10,000 characters',
    sent: { path: '/v2/auth/token', body: validAuthToken(), v1: false, headers: LONG_HEADER },
    status: 400,
    body: tokenFailure(HEADER_TOO_LONG),
  },
  {
    input: 'login: appId of 100,000 characters',
    sent: { path: '/login', body: { ...validLogin(), appId: LONG }, v1: false },
    status: 400,
    body: error(400, tooLong('appId', 128)),
  },
  {
    input: 'login: a body that is not JSON',
    sent: { path: '/login', body: '{"appId":', v1: false },
    status: 400,
    body: error(400, NOT_JSON),
  },
  {
    input: 'login: a body without a JSON content type',
    sent: { path: '/login', body: JSON.stringify(validLogin()), type: 'text/plain', v1: false },
    status: 415,
    body: error(415, UNSUPPORTED_JSON),
  },
  // The v1 JSON operations.
  {
    input: 'emailBasic: email of 100,000 characters',
    sent: { path: '/v1/emailBasic', body: { email: LONG } },
    status: 400,
    body: message(400, tooLong('email')),
  },
  {
    input: 'emailBasic: a body that is not JSON',
    sent: { path: '/v1/emailBasic', body: '{"email":' },
    status: 400,
    body: message(400, NOT_JSON),
  },
  {
    input: 'emailBasic: a transactionid header of 10,000 characters',
    sent: { path: '/v1/emailBasic', body: { email: 'a@b.com' }, headers: LONG_HEADER },
    status: 400,
    body: message(400, HEADER_TOO_LONG),
  },
  {
    input: 'emailBasic: a body without a JSON content type',
    sent: { path: '/v1/emailBasic', body: '{}', type: 'text/plain' },
    status: 415,
    body: message(415, UNSUPPORTED_JSON),
  },
  {
    input: 'secretaryOfStateSearch: state of 100,000 characters',
    sent: { path: '/v1/secretaryOfStateSearch', body: { businessLegalName: 'Acme', state: LONG } },
    status: 400,
    body: error(400, tooLong('state')),
  },
  {
    input: 'prefillByMobile: mobile of 100,000 characters',
    sent: { path: '/v1/prefillByMobile', body: { mobile: LONG } },
    status: 400,
    body: inResult(400, tooLong('mobile')),
  },
  {
    input: 'fetchUpiIfsc: name of 100,000 characters',
    sent: { path: '/v1/fetchUpiIfsc', body: { ...UPI_BODY, name: LONG } },
    status: 400,
    body: withRequestId(400, tooLong('name')),
  },
  {
    input: 'fetchUpiIfsc: a body that is not JSON',
    sent: { path: '/v1/fetchUpiIfsc', body: '[' },
    status: 400,
    body: withRequestId(400, NOT_JSON),
  },
  ...(
    [
      ['an object', {}],
      ['an array', []],
      ['true', true],
      ['1.5', 1.5],
      ['-1', -1],
      ['2**53', 2 ** 53],
    ] as const
  ).map(([shown, name]) => ({
    input: `fetchUpiIfsc: name ${shown}`,
    sent: { path: '/v1/fetchUpiIfsc', body: { ...UPI_BODY, name } },
    status: 400,
    body: withRequestId(400, 'name should be a string'),
  })),
  {
    input: 'fetchUpiIfsc: name " " (blank)',
    sent: { path: '/v1/fetchUpiIfsc', body: { ...UPI_BODY, name: ' ' } },
    status: 400,
    body: withRequestId(400, 'name is missing in the request'),
  },
  {
    input: 'cacBasic: RC of 100,000 characters',
    sent: { path: '/v1/cacBasic', body: { RC: LONG } },
    status: 400,
    body: withIds(400, tooLong('RC')),
  },
  {
    input: 'webhookConfig: a body that is not JSON',
    sent: { path: '/api/v1/config', body: '{' },
    status: 400,
    body: message(400, NOT_JSON),
  },
  {
    input: 'parseBankStatement: contractId of 100,000 characters',
    sent: { path: '/v1/parseBankStatement', body: { contractId: LONG } },
    status: 400,
    body: message(400, tooLong('contractId')),
  },
  {
    input: 'parseBankStatement: a field named __proto__',
    sent: { path: '/v1/parseBankStatement', body: '{"__proto__":{"x":1}}' },
    status: 400,
    body: message(400, expect.stringContaining('__proto__')),
  },
  {
    input: 'getBankStatementParsingResults: a body that is not JSON',
    sent: { path: '/v1/getBankStatementParsingResults', body: '{' },
    status: 400,
    body: message(400, NOT_JSON),
  },
  // The form operations.
  {
    input: 'signatureMatching: a form cut short',
    sent: { path: '/v1/signature_matching', ...BROKEN_MULTIPART },
    status: 400,
    body: error(400, BROKEN_FORM),
  },
  {
    input: 'signatureMatching: a part named __proto__',
    sent: { path: '/v1/signature_matching', body: formOf([...signatureParts(), { name: '__proto__', value: 'x' }]) },
    status: 400,
    body: error(400, BROKEN_FORM),
  },
  {
    input: 'matchFace: a form cut short',
    sent: { path: '/ind/v1/matchFace', ...BROKEN_MULTIPART },
    status: 400,
    body: error(400, BROKEN_FORM),
  },
  {
    input: 'matchFace: a transactionid header of 10,000 characters',
    sent: { path: '/ind/v1/matchFace', body: formOf(faceParts()), headers: LONG_HEADER },
    status: 400,
    body: error(400, HEADER_TOO_LONG),
  },
  {
    input: 'philsysQRCheck: a form cut short',
    sent: { path: '/v1/PhilsysQRCheck', ...BROKEN_MULTIPART },
    status: 400,
    body: qrFailure(400, BROKEN_FORM),
  },
  {
    input: 'philsysQRCheck: a value over 16 KB',
    sent: { path: '/v1/PhilsysQRCheck', body: formOf([{ name: 'value', value: LONG }]) },
    status: 413,
    body: qrFailure(413, expect.stringMatching(/^Payload Too Large: part "value" is over 16384 bytes/)),
  },
  {
    input: 'philsysQRCheck: a JSON body',
    sent: { path: '/v1/PhilsysQRCheck', body: { value: 'PSA' } },
    status: 415,
    body: qrFailure(415, 'Unsupported Media Type: send the body as multipart/form-data'),
  },
  {
    input: 'bankStatementAnalysis: a form cut short',
    sent: { path: '/v1/bank_statement_analysis', ...BROKEN_MULTIPART },
    status: 400,
    body: message(400, BROKEN_FORM),
  },
  {
    input: 'bankStatementAnalysis: 21 parts',
    sent: {
      path: '/v1/bank_statement_analysis',
      body: formOf(statementParts('month-2025-01.pdf', Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, 'x'])))),
    },
    status: 413,
    body: message(413, 'Payload Too Large: send at most 20 parts in one form'),
  },
];

describe("a request the server refuses gets its operation's envelope", () => {
  it.for(ROWS)('$input → $status', async ({ sent, status, body }) => {
    const answer = await send(sent);
    expect(answer).toEqual({ status, contentType: 'application/json; charset=utf-8', body });
  });
});
