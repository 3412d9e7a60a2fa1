// signatureMatching through HTTP: multipart images decided by their bytes (type) and SHA-256 (signatures, signer,
// compliance); `error` strings on failures, `message` on the 401, a deterministic score on success.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { type Body, CREDENTIALS } from './helpers.js';
import { type FormPart, formOf } from './input-files.js';
import { signatureParts } from './upload-forms.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const HEADERS = { appid: CREDENTIALS!.appId, appkey: CREDENTIALS!.appKey };
const { rateLimited, serverError } = TEST_VALUES.uploads;

async function send(parts: readonly FormPart[] | FormData, headers: Record<string, string> = HEADERS) {
  const body = parts instanceof FormData ? parts : formOf(parts);
  const response = await fetch(`${sandbox.url}/v1/signature_matching`, { method: 'POST', body, headers });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Body };
}
type Form = Parameters<typeof signatureParts>[0];
const sign = (changes?: Form, headers?: Record<string, string>) => send(signatureParts(changes), headers);
const refused = (status: number, error: string) => ({ status: 'failure', statusCode: status, error });

describe('signatureMatching: matches', () => {
  it('two signatures of one signer: 200, statusCode an integer, match yes, a high score', async () => {
    const answer = await sign();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      statusCode: 200,
      result: { score: expect.any(Number), match: 'yes', to_be_reviewed: 'no' },
    });
    expect((answer.body.result as { score: number }).score).toBeGreaterThanOrEqual(0.9);
  });

  it('signatures of two signers: match no, a low score', async () => {
    const { body } = await sign({ image2: 'signature-b.png' });
    expect(body.result).toEqual({ score: expect.any(Number), match: 'no', to_be_reviewed: 'no' });
    expect((body.result as { score: number }).score).toBeLessThan(0.3);
  });

  it('the score is the same for the same two files, in either order', async () => {
    const first = await sign();
    const again = await sign();
    const swapped = await sign({ image1: 'signature-a-again.png', image2: 'signature-a.png' });
    expect(again.body.result).toEqual(first.body.result);
    expect(swapped.body.result).toEqual(first.body.result);
  });

  it.for([['signature-a.jpg'], ['signature-a.tiff']])(
    '%s is accepted (JPEG; TIFF as the Errors row lists it)',
    async ([file]) => {
      const answer = await sign({ image1: file });
      expect(answer.status).toBe(200);
      expect(answer.body.result).toMatchObject({ match: 'yes' });
    },
  );

  it('no transactionid header is needed', async () => {
    expect((await sign()).status).toBe(200);
  });

  it("enableSignatureDetection takes true/false and the sample request's yes/no", async () => {
    for (const value of ['true', 'false', 'yes', 'no'])
      expect((await sign({ enableSignatureDetection: value })).status).toBe(200);
  });
});

describe('signatureMatching: documents', () => {
  const signedDocument = { image1: 'document-signed-a.jpg', disableCompliance1: 'yes' };

  it('a signed document with disableCompliance1=yes: its signature is found and matched', async () => {
    const answer = await sign(signedDocument);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ match: 'yes', to_be_reviewed: 'no' });
  });

  it('without detection the document is compared whole: no match, to be reviewed', async () => {
    const answer = await sign({ ...signedDocument, enableSignatureDetection: 'false' });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ match: 'no', to_be_reviewed: 'yes' });
  });

  it('a document without its disableComplianceN=yes is refused as not compliant (sandbox text)', async () => {
    const message = 'image1 is not a compliant signature image: send disableCompliance1=yes for a document image';
    expect(await sign({ image1: 'document-signed-a.jpg' })).toMatchObject({ status: 400, body: refused(400, message) });
    expect(await sign({ image1: 'document-signed-a.jpg', disableCompliance1: 'no' })).toMatchObject({ status: 400 });
    const second = await sign({ image2: 'document-signed-a.jpg', disableCompliance1: 'yes' });
    expect(second.body.error).toBe('image2 is not a compliant signature image: send disableCompliance2=yes for a document image');
  });

  it('an unsigned document with compliance disabled: No signature detected, with metaData.requestId', async () => {
    const answer = await sign({ image1: 'document-unsigned.jpg', disableCompliance1: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ...refused(400, 'No signature detected'), metaData: { requestId: expect.any(String) } });
  });
});

describe('signatureMatching: signatures found', () => {
  it.for([
    ['a blank image2', { image2: 'signature-blank.png' }],
    ['a selfie (no signature in it)', { image1: 'selfie-a.jpg' }],
  ] as const)('%s: 400 No signature detected, with metaData.requestId', async ([, changes]) => {
    const answer = await sign(changes);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ...refused(400, 'No signature detected'), metaData: { requestId: expect.any(String) } });
  });

  it('two signatures in one image: 400 Multiple signatures detected', async () => {
    const answer = await sign({ image1: 'signature-two.png' });
    expect(answer).toMatchObject({ status: 400, body: refused(400, 'Multiple signatures detected') });
  });
});

describe('signatureMatching: formats, decided by the bytes', () => {
  it.for([
    ['a GIF', { name: 'image1', file: 'signature-a.gif' }],
    ['GIF bytes named .png and declared image/png', { name: 'image1', file: 'selfie-a-gif-bytes.png' }],
    ['a PDF', { name: 'image1', file: 'id-a.pdf' }],
    ['a GIF as image2', { name: 'image2', file: 'signature-a.gif' }],
  ] as const)('%s: 400 Unsupported Document Format', async ([, part]) => {
    const parts = signatureParts().map((p) => (p.name === part.name ? part : p));
    expect(await send(parts)).toMatchObject({ status: 400, body: refused(400, 'Unsupported Document Format') });
  });

  it('bytes of no image type (text, an empty file): 400 Unsupported Document Format', async () => {
    for (const bytes of [Buffer.from('not an image'), Buffer.alloc(0)]) {
      const form = formOf(signatureParts({ image1: undefined }));
      form.append('image1', new Blob([bytes], { type: 'image/png' }), 'sig.png');
      expect((await send(form)).body).toEqual(refused(400, 'Unsupported Document Format'));
    }
  });
});

describe('signatureMatching: the form (sandbox texts)', () => {
  it.for([
    ['image1 missing', { image1: undefined }, 'image1 is required'],
    ['image2 missing', { image2: undefined }, 'image2 is required'],
    ['enableSignatureDetection missing', { enableSignatureDetection: undefined }, 'enableSignatureDetection is required'],
    ['enableSignatureDetection maybe', { enableSignatureDetection: 'maybe' }, 'enableSignatureDetection must be true or false'],
    ['disableCompliance1 true', { disableCompliance1: 'true' }, 'disableCompliance1 must be yes or no'],
    ['disableCompliance2 empty', { disableCompliance2: '' }, 'disableCompliance2 must be yes or no'],
  ] as const)('%s: 400', async ([, changes, message]) => {
    expect(await sign(changes)).toMatchObject({ status: 400, body: refused(400, message) });
  });

  it('an image sent as a text part: 400 image1 must be a file', async () => {
    const parts: FormPart[] = [{ name: 'image1', value: 'signature-a.png' }, ...signatureParts({ image1: undefined })];
    expect((await send(parts)).body).toEqual(refused(400, 'image1 must be a file'));
  });

  it('a part over 10 MB: 413 naming the part and the limit', async () => {
    const form = formOf(signatureParts({ image1: undefined }));
    form.append('image1', new Blob([Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)], { type: 'image/jpeg' }), 'big.jpg');
    const answer = await send(form);
    expect(answer).toMatchObject({
      status: 413,
      body: refused(413, 'image1 is over 10485760 bytes (10 MB), the largest image signatureMatching takes: send a smaller one'),
    });
  });

  it('a JSON body: 415, send multipart/form-data', async () => {
    const response = await fetch(`${sandbox.url}/v1/signature_matching`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });
});

describe('signatureMatching: credentials and trouble pairs', () => {
  it.for([
    ['no headers', {}],
    ['a wrong appkey', { ...HEADERS, appkey: TEST_VALUES.wrongAppKey }],
  ] as const)('%s: 401 with the text in `message`', async ([, headers]) => {
    const answer = await sign({}, headers);
    expect(answer).toEqual({
      status: 401,
      retryAfter: null,
      body: { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' },
    });
  });

  it('the rate-limited pair: 429 Rate limit exceeded, Retry-After 0, before the form is checked', async () => {
    const headers = { appid: rateLimited.appId, appkey: rateLimited.appKey };
    for (const parts of [signatureParts(), []])
      expect(await send(parts, headers)).toEqual({ status: 429, retryAfter: '0', body: refused(429, 'Rate limit exceeded') });
  });

  it('the server-error pair: 500 Internal Server Error', async () => {
    const answer = await sign({}, { appid: serverError.appId, appkey: serverError.appKey });
    expect(answer).toEqual({ status: 500, retryAfter: null, body: refused(500, 'Internal Server Error') });
  });

  it('the no-access pair may match signatures (only emailBasic and philsysQRCheck deny it)', async () => {
    expect((await sign({}, { appid: TEST_VALUES.noAccess.appId, appkey: TEST_VALUES.noAccess.appKey })).status).toBe(200);
  });
});
