// What the documents say of a generated request (issue 40): a change a documented rule refuses makes it invalid, one a
// documented rule accepts on its own keeps it valid, anything else is neither. The rows are changes no rule sends.
import { describe, expect, it } from 'vitest';
import type { Edit } from '../../../src/model/edits.js';
import type { OperationId } from '../../../src/model/operations.js';
import { classify, documentedOf } from '../../../src/explore/documented.js';

const file = (key: string) => ({ $: 'file' as const, key });

const ROWS: [OperationId, Edit[], string, string?][] = [
  ['authToken', [{ set: { expiry: 86_402 } }], 'invalid', 'authToken.expiry.above-max'],
  ['authToken', [{ set: { expiry: -40 } }], 'invalid', 'authToken.expiry.below-min'],
  ['authToken', [{ set: { expiry: 5000 } }], 'valid'],
  ['authToken', [{ set: { authenticateOnResume: 'YES' } }], 'invalid', 'authToken.authenticateOnResume.not-in-enum'],
  ['authToken', [{ set: { mobileNumber: '9000000001', email: 'a@example.com' } }], 'invalid', 'authToken.contact.both-sent'],
  ['authToken', [{ set: { email: [] } }], 'invalid', 'authToken.email.not-a-string'],
  ['authToken', [{ set: { expiry: '3600' } }], 'unknown'],
  ['authToken', [{ set: { vtsExploreExtra: 'x' } }], 'unknown'],
  ['login', [{ drop: ['expiry'] }], 'valid'],
  ['emailBasic', [{ set: { email: 'plainaddress' } }], 'invalid', 'emailBasic.email.malformed'],
  ['emailBasic', [{ set: { email: 'someone@example.com' } }], 'unknown'],
  ['fetchUpiIfsc', [{ set: { vpa: 'handle-without-provider' } }], 'invalid', 'fetchUpiIfsc.vpa.malformed'],
  ['fetchUpiIfsc', [{ set: { name: '' } }], 'unknown'],
  ['matchFace', [{ appendParts: { selfie: file('faceSelfie') } }], 'unknown'],
  ['matchFace', [{ parts: { 'preferences.returnScore': 'yes' } }], 'valid'],
  [
    'parseBankStatement',
    [{ items: { field: 'bankStatementFiles', drop: ['statementId'] } }],
    'invalid',
    'parseBankStatement.statementId.missing',
  ],
  ['parseBankStatement', [{ set: { bankStatementFiles: [] } }], 'unknown'],
  ['signatureMatching', [{ parts: { image1: file('signedDocument') } }], 'unknown'],
  ['cacBasic', [{ dropHeaders: ['appkey'] }], 'invalid', 'cacBasic.credentials.missing'],
  ['matchFace', [{ headers: { appid: 'ñandú' } }], 'invalid', 'matchFace.region.usa.credentials-missing'],
  ['login', [{ set: { appKey: 'x'.repeat(300) } }], 'invalid', 'login.credentials.wrong'],
];

describe('what the documents say of a generated request', () => {
  it.for(ROWS)('%s %j is %s', ([operation, edits, cls, because]) => {
    const got = classify(operation, edits);
    expect(got.class).toBe(cls);
    if (because !== undefined) expect(got.because).toBe(because);
  });

  it('takes a refusal for the documented status of an input refused, not a data outcome', () => {
    // prefillByMobile's 404 (not registered) and 422 (no bureau data) answer valid input about a person.
    expect([...documentedOf('prefillByMobile').refusals]).toEqual([400]);
  });

  it('lets any status of a class conform where the documents show none of it', () => {
    const subscribe = documentedOf('webhookConfig');
    expect({ any2xx: subscribe.any2xx, any4xx: subscribe.any4xx }).toEqual({ any2xx: true, any4xx: true });
    // Every operation has a refusal whose form is not shown (a JSON body labelled text/plain, a missing
    // transactionId), so any 4xx conforms on each; a shown success still pins the 2xx.
    expect(documentedOf('authToken').any2xx).toBe(false);
  });
});
