// secretaryOfStateSearch: texts in `error` (credentials in `message`), integer statusCode and lower-case `metadata`.
import { describe, expect, it } from 'vitest';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { ISO_MS, NO_CREDENTIALS, NO_TRANSACTION_ID, v1Sandbox } from './v1-server.js';

const sos = v1Sandbox('secretaryOfStateSearch');
const V = TEST_VALUES.secretaryOfState;
const found = { ...V.found };
const UNAVAILABLE = { error: 'State currently not available for Search' };

describe('secretaryOfStateSearch: failures', () => {
  const cases: [string, Record<string, unknown>, Record<string, string | undefined>, number, Record<string, unknown>][] = [
    ['businessLegalName missing', { state: 'CA' }, {}, 400, { error: 'businessLegalName is required' }],
    ['state missing', { businessLegalName: 'Acme Inc' }, {}, 400, { error: 'state is required' }],
    ['both missing: the name first', {}, {}, 400, { error: 'businessLegalName is required' }],
    ['unsupported state', { ...found, state: V.unsupportedExample }, {}, 404, UNAVAILABLE],
    ['a full state name (sandbox choice)', { ...found, state: 'California' }, {}, 404, UNAVAILABLE],
    ['no credentials', found, NO_CREDENTIALS, 401, { message: 'Missing/Invalid credentials' }],
    ['no transactionid (sandbox choice)', found, NO_TRANSACTION_ID, 400, { error: 'transactionId is required in the headers' }],
    ['vendor downtime', { ...found, businessLegalName: V.downtimeName }, {}, 503, { error: 'External vendor downtime' }],
    ['server fault', { ...found, businessLegalName: V.serverErrorName }, {}, 500, { error: 'Internal Server Error' }],
  ];
  it.for(cases)('%s', async ([, body, headers, status, text]) => {
    const answer = await sos(body, headers);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ status: 'failure', statusCode: status, ...text });
  });
});

describe('secretaryOfStateSearch: results', () => {
  it('the found business: integer statusCode, every field, dates in their two formats, `metadata`', async () => {
    const answer = await sos(found, { transactionid: 'txn-sos-1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'success', statusCode: 200 });
    expect(answer.body.metadata).toEqual({ requestId: expect.any(String), transactionId: 'txn-sos-1' });
    expect(answer.body).not.toHaveProperty('metaData');
    const result = answer.body.result as Record<string, unknown>;
    expect(result.latestFilingDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(result.filingDate).toMatch(ISO_MS);
    expect(Number.isInteger(result.confidenceLevel)).toBe(true);
    for (const key of ['businessName', 'activeStatus', 'state', 'url', 'entityType', 'EIN'])
      expect(typeof result[key]).toBe('string');
    for (const kind of ['physical', 'mailing', 'state'])
      for (const part of ['Street', 'City', 'State', 'Zip']) expect(typeof result[`${kind}Address${part}`]).toBe('string');
  });

  it('another name in a supported state gets a stable generated best match', async () => {
    const a = await sos({ businessLegalName: 'Blue Harbor Ventures LLC', state: 'de' });
    const b = await sos({ businessLegalName: 'Blue Harbor Ventures LLC', state: 'DE' });
    expect(a.status).toBe(200);
    expect(a.body.result).toEqual(b.body.result);
    expect(a.body.result).toMatchObject({ state: 'DE', entityType: 'Limited Liability Company' });
  });
});
