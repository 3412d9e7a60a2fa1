// emailBasic: header credentials and access, the documented 400/401/403/500 messages in `message`, and the result.
import { describe, expect, it } from 'vitest';
import { TRANSACTION_ID_REQUIRED } from '../../../sandbox/operations/headers.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { NO_CREDENTIALS, NO_TRANSACTION_ID, v1Sandbox } from './v1-server.js';

const email = v1Sandbox('emailBasic');
const V = TEST_VALUES.emailBasic;

describe('emailBasic: failures', () => {
  const cases: [string, Record<string, unknown>, Record<string, string | undefined>, number, string][] = [
    ['email missing', {}, {}, 400, 'Email cannot be empty'],
    ['email empty', { email: '' }, {}, 400, 'Email cannot be empty'],
    ['email malformed', { email: 'not-an-email' }, {}, 400, 'Invalid Input'],
    ['email a number', { email: 42 }, {}, 400, 'Invalid Input'],
    ['unknown eventType', { email: V.deliverable, eventType: 'unknown' }, {}, 400, 'Invalid event type'],
    ['no credentials', { email: V.deliverable }, NO_CREDENTIALS, 401, 'Missing/Invalid credentials'],
    ['wrong appkey', { email: V.deliverable }, { appkey: 'wrong-0123456789abcdef' }, 401, 'Missing/Invalid credentials'],
    [
      'registered pair without access',
      { email: V.deliverable },
      { appid: TEST_VALUES.noAccess.appId, appkey: TEST_VALUES.noAccess.appKey },
      403,
      'Access Denied',
    ],
    ['no transactionid (sandbox choice)', { email: V.deliverable }, NO_TRANSACTION_ID, 400, TRANSACTION_ID_REQUIRED],
    ['the 500 test address', { email: V.serverError }, {}, 500, 'Internal Server Error'],
  ];
  it.for(cases)('%s', async ([, body, headers, status, message]) => {
    const answer = await email(body, headers);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ status: 'failure', statusCode: status, message });
  });
});

describe('emailBasic: results', () => {
  it('a deliverable address: statusCode the string "200", every documented field', async () => {
    const answer = await email({ email: V.deliverable, eventType: 'signup' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      statusCode: '200',
      result: {
        deliverable: true,
        domainName: 'gmail.com',
        tld: 'com',
        creationTime: expect.any(String),
        updateTime: expect.any(String),
        expiryTime: expect.any(String),
        registered: true,
        companyName: expect.any(String),
        disposable: false,
        freeProvider: true,
        dmarcCompliance: null,
        spfStrict: null,
        suspiciousTld: null,
        websiteExists: true,
        acceptAll: false,
        custom: null,
        breach: { isBreached: false, noOfBreaches: 0, firstBreach: null, lastBreach: null, breaches: [] },
        emailTenure: expect.any(Number),
      },
    });
  });

  it('an undeliverable address is still a 200, with the documented nulls and an empty breach record', async () => {
    const { status, body } = await email({ email: V.undeliverable });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      deliverable: false,
      updateTime: null,
      expiryTime: null,
      emailTenure: null,
      breach: { isBreached: false, noOfBreaches: 0, firstBreach: null, lastBreach: null, breaches: [] },
    });
  });

  it('a breached address lists its breaches', async () => {
    const { result } = (await email({ email: V.breached })).body as { result: { breach: Record<string, unknown> } };
    expect(result.breach).toEqual({
      isBreached: true,
      noOfBreaches: 2,
      firstBreach: '2018-12-01',
      lastBreach: '2019-05-24',
      breaches: [
        { platformName: 'Dubsmash', domainName: 'dubsmash.com', breachDate: '2018-12-01' },
        { platformName: 'Canva', domainName: 'canva.com', breachDate: '2019-05-24' },
      ],
    });
  });

  it('any other address gets stable generated domain facts', async () => {
    const first = await email({ email: 'someone@acme-widgets.co.uk' });
    const second = await email({ email: 'someone@acme-widgets.co.uk' });
    expect(first.body).toEqual(second.body);
    expect(first.body.result).toMatchObject({ deliverable: true, domainName: 'acme-widgets.co.uk', tld: 'uk' });
  });
});
