// The envelope schemas: each compiles, sits at its $id, accepts the documented bodies and refuses what a vendor change breaks.
import { describe, expect, it } from 'vitest';
import {
  allSchemaIds,
  documentedStatuses,
  responseSchemaIds,
  schemaOf,
  validateAgainst,
  validateResponse,
} from '../../../src/validators/registry.js';

const conforms = (op: string, status: number, body: unknown) =>
  validateResponse(op, status, body).some((r) => r.errors.length === 0);

// Documented sample bodies (verification-and-token-services.md › Errors › Current / Legacy token operation, Endpoints › Success).
const AUTH: Record<number, Record<string, unknown>> = {
  200: { status: 'success', statusCode: '200', result: { authToken: 'eyJ.token' } },
  400: {
    statusCode: 400,
    status: 'failure',
    error: '"expiry" must be less than or equal to 86400',
    errorCode: 'invalid_request_body',
  },
  401: {
    statusCode: 401,
    status: 'failure',
    error: 'IP not whitelisted or authorization failed',
    errorCode: 'unauthorized_access',
  },
  404: { statusCode: 404, status: 'failure', errorCode: 'workflow_not_found' },
  409: { statusCode: 409, status: 'failure', errorCode: 'unique_id_conflict' },
  500: { statusCode: 500, status: 'failure', error: 'Internal server error', errorCode: 'internal_server_error' },
};
const LOGIN: Record<number, Record<string, unknown>> = {
  200: { status: 'success', statusCode: 200, result: { token: 'eyJ.legacy' } },
  400: { statusCode: '400', status: 'failure', error: 'Missing/Invalid credentials' },
  401: { statusCode: 401, status: 'failure', error: 'Missing/Invalid credentials' },
  500: { statusCode: 500, status: 'failure', error: 'Internal Server Error' },
};
const without = (o: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

describe('schema files', () => {
  it.for(allSchemaIds())('%s compiles and its $id is its path', (id) => {
    expect(() => validateAgainst(id, {})).not.toThrow();
    expect(schemaOf(id)?.$id).toBe(id);
  });
  it('documents the statuses of both token operations, none for an operation not written yet', () => {
    expect(documentedStatuses('authToken')).toEqual([200, 400, 401, 404, 409, 500]);
    expect(documentedStatuses('login')).toEqual([200, 400, 401, 500]);
    expect(responseSchemaIds('authToken', 418)).toEqual([]);
    expect(validateResponse('authToken', 418, {})).toEqual([]);
  });
  it('names the fix for an unknown schema id', () =>
    expect(() => validateAgainst('nope/200.schema.json', {})).toThrow(/add the file/));
});

describe.each([
  ['authToken', AUTH],
  ['login', LOGIN],
] as const)('%s envelopes', (op, bodies) => {
  const statuses = Object.keys(bodies).map(Number);
  it.for(statuses)('the documented %i body conforms', (status) =>
    expect(validateResponse(op, status, bodies[status])).toContainEqual(expect.objectContaining({ errors: [] })),
  );
  it.for(statuses)('%i: a missing status, a wrong status value or a flipped success/failure is refused', (status) => {
    const body = bodies[status] as Record<string, unknown>;
    expect(conforms(op, status, without(body, 'status'))).toBe(false);
    expect(conforms(op, status, { ...body, status: status === 200 ? 'failure' : 'success' })).toBe(false);
    expect(conforms(op, status, without(body, 'statusCode'))).toBe(false);
  });
  it('allows extra fields: a vendor adding one is drift, not a break', () =>
    expect(conforms(op, 200, { ...bodies[200], metaData: { requestId: 'r' } })).toBe(true));
  it('refuses a success without its token', () => expect(conforms(op, 200, { ...bodies[200], result: {} })).toBe(false));
});

describe('authToken specifics', () => {
  it('pins statusCode a string on the success and an integer on the errors', () => {
    expect(conforms('authToken', 200, { ...AUTH[200], statusCode: 200 })).toBe(false);
    for (const status of [400, 401, 404, 409, 500])
      expect(conforms('authToken', status, { ...AUTH[status], statusCode: String(status) })).toBe(false);
  });
  it('refuses error on 404 and 409, requires it on 400, 401 and 500', () => {
    for (const status of [404, 409]) expect(conforms('authToken', status, { ...AUTH[status], error: 'not found' })).toBe(false);
    for (const status of [400, 401, 500])
      expect(conforms('authToken', status, without(AUTH[status] as Record<string, unknown>, 'error'))).toBe(false);
  });
  it.for([400, 401, 404, 409, 500])('%i: a missing or another errorCode is refused', (status) => {
    expect(conforms('authToken', status, without(AUTH[status] as Record<string, unknown>, 'errorCode'))).toBe(false);
    expect(conforms('authToken', status, { ...AUTH[status], errorCode: 'not_found' })).toBe(false);
  });
  it('keeps Ajv’s instancePath, keyword and params', () =>
    expect(validateResponse('authToken', 404, { ...AUTH[404], statusCode: '404' })[0]?.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/statusCode', keyword: 'type', params: { type: 'integer' } }),
    ));
});

describe('login specifics', () => {
  it('accepts statusCode as a string or an integer, but only the HTTP status', () => {
    for (const status of [200, 400, 401, 500]) {
      expect(conforms('login', status, { ...LOGIN[status], statusCode: status })).toBe(true);
      expect(conforms('login', status, { ...LOGIN[status], statusCode: String(status) })).toBe(true);
      expect(conforms('login', status, { ...LOGIN[status], statusCode: 201 })).toBe(false);
    }
  });
  it('requires error as a string on its failures', () => {
    for (const status of [400, 401, 500]) {
      expect(conforms('login', status, without(LOGIN[status] as Record<string, unknown>, 'error'))).toBe(false);
      expect(conforms('login', status, { ...LOGIN[status], error: { message: 'x' } })).toBe(false);
    }
  });
});
