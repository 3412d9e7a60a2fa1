// matchFace through HTTP: served under each region code, multipart images decided by their bytes (type, size, pixel
// size) and SHA-256 (faces, person); `error` strings on failures, the summary form for what the face detector found,
// a deterministic score only when asked for, Retry-After 0 on the 429 and 503.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_MATCH_REGIONS, MAX_IMAGE_BYTES } from '../../../sandbox/operations/matchFace.js';
import { TRANSACTION_ID_REQUIRED } from '../../../sandbox/operations/headers.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { type Body, post, v1Headers } from './helpers.js';
import { formOf, inputFile } from './input-files.js';
import { faceParts } from './upload-forms.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

type Form = Parameters<typeof faceParts>[0];
type Headers = Record<string, string | undefined>;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Body;
}

async function send(body: FormData, headers: Headers = {}, region = 'ind'): Promise<Answer> {
  const response = await fetch(`${sandbox.url}/${region}/v1/matchFace`, { method: 'POST', body, headers: v1Headers(headers) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Body };
}
const face = (changes?: Form, headers?: Headers, region?: string) => send(formOf(faceParts(changes)), headers, region);

/** The baseline form with one part replaced by bytes of the test's own. */
function formWithBytes(field: 'selfie' | 'id', bytes: Uint8Array, filename: string, type: string): FormData {
  const form = new FormData();
  for (const part of faceParts({ [field]: undefined })) {
    if ('file' in part) {
      const file = inputFile(part.file);
      form.append(part.name, new Blob([Buffer.from(file.data)], { type: file.type }), file.filename);
    }
  }
  form.append(field, new Blob([Buffer.from(bytes)], { type }), filename);
  return form;
}

/** A plain grey PNG of this size: no test image, so the default facts apply (one face of an unknown person). */
const png = (width: number, height: number, grey = 128): Buffer => {
  const image = new PNG({ width, height });
  image.data.fill(grey);
  return PNG.sync.write(image);
};

const plain = (status: number, error: string) => ({ status: 'failure', statusCode: status, error });
const REQUEST_ID = expect.stringMatching(/^sbx_req_/);
const matchOf = (answer: Answer) => (answer.body.result as { details: { match: Record<string, unknown> } }).details.match;

describe('matchFace: a match', () => {
  it('selfie and ID of the same person: 200, statusCode integer, yes/high/pass, no score, metaData ids', async () => {
    const transactionid = 'txn-face-0001';
    const answer = await face({}, { transactionid });
    expect(answer).toEqual({
      status: 200,
      retryAfter: null,
      body: {
        status: 'success',
        statusCode: 200,
        result: { details: { match: { value: 'yes', confidence: 'high' } }, summary: { action: 'pass', details: [] } },
        metaData: { requestId: REQUEST_ID, transactionId: transactionid },
      },
    });
  });

  it('a selfie of another person: no, high confidence, fail', async () => {
    const answer = await face({ selfie: 'selfie-b.jpg' });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      details: { match: { value: 'no', confidence: 'high' } },
      summary: { action: 'fail', details: [] },
    });
  });

  it('an ID below the 800 px width guideline still matches, with low confidence, for manual review', async () => {
    const answer = await face({ id: 'id-a-small.jpg' });
    expect(answer.body.result).toEqual({
      details: { match: { value: 'yes', confidence: 'low' } },
      summary: { action: 'manualReview', details: [] },
    });
  });

  it('an ID of person B against a selfie of person A: no', async () => {
    expect(matchOf(await face({ id: 'id-b.jpg' }))).toMatchObject({ value: 'no' });
  });

  it.for(['ind', 'usa', 'zaf', 'irl', 'sgp'])('served at /%s/v1/matchFace', async (region) => {
    const answer = await face({}, {}, region);
    expect(answer).toMatchObject({ status: 200, body: { result: { details: { match: { value: 'yes' } } } } });
  });

  it('the five region codes are the documented ones', () => {
    expect(FACE_MATCH_REGIONS).toEqual(['ind', 'usa', 'zaf', 'irl', 'sgp']);
  });

  it('not served without a region (or under another code): 404 naming the paths that are', async () => {
    for (const path of ['/v1/matchFace', '/eur/v1/matchFace']) {
      const response = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: formOf(faceParts()), headers: v1Headers() });
      expect(response.status).toBe(404);
      const body = (await response.json()) as Body;
      expect(body).toMatchObject({ statusCode: 404, status: 'failure', errorCode: 'route_not_found' });
      expect(body.error).toBe(
        `No operation at POST ${path}: matchFace is served at /ind/v1/matchFace, /usa/v1/matchFace, /zaf/v1/matchFace, ` +
          '/irl/v1/matchFace, /sgp/v1/matchFace',
      );
    }
  });
});

describe('matchFace: the score', () => {
  it('returnScore yes: a number in 0..1, the same for the same two images; a confident yes scores 0.85 to 0.99', async () => {
    const first = matchOf(await face({ 'preferences.returnScore': 'yes' }));
    const again = matchOf(await face({ 'preferences.returnScore': 'yes' }));
    expect(first).toEqual({ value: 'yes', score: expect.any(Number), confidence: 'high' });
    expect(again).toEqual(first);
    expect(first.score).toBeGreaterThanOrEqual(0.85);
    expect(first.score).toBeLessThanOrEqual(0.99);
  });

  it('another pair of the same person gets its own score; a no scores at most 0.35', async () => {
    const png = matchOf(await face({ selfie: 'selfie-a.png', 'preferences.returnScore': 'yes' }));
    const jpeg = matchOf(await face({ 'preferences.returnScore': 'yes' }));
    expect(png.score).not.toBe(jpeg.score);
    const no = matchOf(await face({ selfie: 'selfie-b.jpg', 'preferences.returnScore': 'yes' }));
    expect(no).toMatchObject({ value: 'no' });
    expect(no.score).toBeGreaterThanOrEqual(0.05);
    expect(no.score).toBeLessThanOrEqual(0.35);
  });

  it('returnScore no, or absent: no score', async () => {
    expect(matchOf(await face({ 'preferences.returnScore': 'no' }))).toEqual({ value: 'yes', confidence: 'high' });
    expect(matchOf(await face())).not.toHaveProperty('score');
  });

  it.for(['maybe', 'YES', ''])('returnScore %j: 400 Missing / Wrong combination of parameters', async (value) => {
    const answer = await face({ 'preferences.returnScore': value });
    expect(answer).toMatchObject({ status: 400, body: plain(400, 'Missing / Wrong combination of parameters') });
  });
});

describe('matchFace: file types, by their bytes', () => {
  it.for([
    ['PNG', { selfie: 'selfie-a.png', id: 'id-a.png' }],
    ['TIFF', { selfie: 'selfie-a.tiff', id: 'id-a.tiff' }],
    ['PDF (the ID)', { id: 'id-a.pdf' }],
  ] as const)('%s is accepted and matched', async ([, changes]) => {
    const answer = await face(changes);
    expect(answer).toMatchObject({ status: 200, body: { result: { details: { match: { value: 'yes' } } } } });
  });

  it.for([
    ['a GIF', { selfie: 'selfie-a.gif' }],
    ['GIF bytes named .png, declared image/png', { selfie: 'selfie-a-gif-bytes.png' }],
  ] as const)('%s: 400 Unsupported file type', async ([, changes]) => {
    expect(await face(changes)).toEqual({ status: 400, retryAfter: null, body: plain(400, 'Unsupported file type') });
  });

  it('text named id.jpg, and an empty file: 400 Unsupported file type', async () => {
    const text = await send(formWithBytes('id', Buffer.from('not an image'), 'id.jpg', 'image/jpeg'));
    expect(text.body).toEqual(plain(400, 'Unsupported file type'));
    const empty = await send(formWithBytes('selfie', new Uint8Array(0), 'selfie.jpg', 'image/jpeg'));
    expect(empty.body).toEqual(plain(400, 'Unsupported file type'));
  });
});

describe('matchFace: 6 MB read as 6,291,456 bytes', () => {
  it('the limit is 6 × 1024 × 1024', () => expect(MAX_IMAGE_BYTES).toBe(6_291_456));

  it.for([['selfie-a-6000000.jpg'], ['selfie-a-6000001.jpg'], ['selfie-a-6291456.jpg']])(
    'a selfie of %s is accepted',
    async ([selfie]) => {
      expect(await face({ selfie })).toMatchObject({ status: 200, body: { result: { details: { match: { value: 'yes' } } } } });
    },
  );

  it.for([
    ['selfie', 'selfie-a-6291457.jpg'],
    ['id', 'id-a-6291457.jpg'],
  ] as const)('a %s of 6,291,457 bytes: 400 image size cannot be greater than 6MB', async ([field, file]) => {
    expect(await face({ [field]: file })).toEqual({
      status: 400,
      retryAfter: null,
      body: plain(400, 'image size cannot be greater than 6MB'),
    });
  });

  it('an ID of 6,000,000 bytes is accepted', async () => {
    expect((await face({ id: 'id-a-6000000.jpg' })).status).toBe(200);
  });

  it('size is checked after the credentials (401), the trouble pairs, the transactionId and the parts', async () => {
    const over = { selfie: 'selfie-a-6291457.jpg' };
    expect((await face(over, { appid: undefined, appkey: undefined })).status).toBe(401);
    expect((await face(over, { transactionid: undefined })).body).toEqual(plain(400, TRANSACTION_ID_REQUIRED));
    expect((await face({ ...over, id: undefined })).body).toEqual(plain(400, 'Missing / Wrong combination of parameters'));
    const { appId, appKey } = TEST_VALUES.uploads.busy;
    expect((await face(over, { appid: appId, appkey: appKey })).status).toBe(503);
  });

  it('size before type: an oversize GIF-headed file is too large', async () => {
    const gif = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0x20);
    gif.write('GIF89a', 'latin1');
    const answer = await send(formWithBytes('selfie', gif, 'big.gif', 'image/gif'));
    expect(answer.body).toEqual(plain(400, 'image size cannot be greater than 6MB'));
  });
});

describe('matchFace: faces', () => {
  const summary = (status: number, error: string, message: string) => ({
    status: 'failure',
    statusCode: status,
    metadata: { requestId: REQUEST_ID, transactionId: 'txn-face-0002' },
    result: { error, summary: { action: 'fail', details: [{ code: String(status), message }] } },
  });

  it.for([
    ['a selfie without a face', { selfie: 'selfie-no-face.jpg' }, 400, 'Face not detected in Selfie image', 'Bad Request'],
    ['an ID without a face', { id: 'id-no-face.jpg' }, 400, 'Face not detected in ID image', 'Bad Request'],
    [
      'a selfie with two faces',
      { selfie: 'selfie-two-faces.jpg' },
      423,
      'Multiple faces detected. Click Selfie/ID again',
      'Locked',
    ],
    ['an ID with two faces', { id: 'id-two-faces.jpg' }, 423, 'Multiple faces detected. Click Selfie/ID again', 'Locked'],
  ] as const)('%s: %s in the summary form', async ([, changes, status, error, message]) => {
    const answer = await face(changes, { transactionid: 'txn-face-0002' });
    expect(answer).toEqual({ status, retryAfter: null, body: summary(status, error, message) });
  });

  it('no face in either image is reported for the selfie first, and before several faces', async () => {
    const both = await face({ selfie: 'selfie-no-face.jpg', id: 'id-no-face.jpg' });
    expect(both.body.result).toMatchObject({ error: 'Face not detected in Selfie image' });
    const mixed = await face({ selfie: 'selfie-two-faces.jpg', id: 'id-no-face.jpg' });
    expect(mixed).toMatchObject({ status: 400, body: { result: { error: 'Face not detected in ID image' } } });
  });

  it('a signature image shows no face', async () => {
    const answer = await send(formWithBytes('id', inputFile('signature-a.png').data, 'signature-a.png', 'image/png'));
    expect(answer).toMatchObject({ status: 400, body: { result: { error: 'Face not detected in ID image' } } });
  });

  it('an image under 64 px on a side cannot hold a face; at 64 px an unlisted image holds one', async () => {
    const tiny = await send(formWithBytes('selfie', png(200, 63), 'tiny.png', 'image/png'));
    expect(tiny).toMatchObject({ status: 400, body: { result: { error: 'Face not detected in Selfie image' } } });
    const small = await send(formWithBytes('selfie', png(64, 64), 'small.png', 'image/png'));
    expect(small).toMatchObject({ status: 200 });
  });

  it('an unlisted image: one face of a person known only by its bytes, matched with low confidence', async () => {
    const other = await send(formWithBytes('selfie', png(300, 400), 'someone.png', 'image/png'));
    expect(other.body.result).toEqual({
      details: { match: { value: 'no', confidence: 'low' } },
      summary: { action: 'fail', details: [] },
    });
    const form = new FormData();
    form.append('selfie', new Blob([new Uint8Array(png(300, 400, 90))], { type: 'image/png' }), 'same.png');
    form.append('id', new Blob([new Uint8Array(png(300, 400, 90))], { type: 'image/png' }), 'same.png');
    const same = await send(form);
    expect(same.body.result).toEqual({
      details: { match: { value: 'yes', confidence: 'low' } },
      summary: { action: 'manualReview', details: [] },
    });
  });
});

describe('matchFace: parameters', () => {
  it.for([
    ['no selfie part', faceParts({ selfie: undefined })],
    ['no id part', faceParts({ id: undefined })],
    ['no parts at all', []],
    [
      'the selfie as text (a URL is not fetched)',
      [{ name: 'selfie', value: 'https://example.test/selfie.jpg' }, ...faceParts({ selfie: undefined })],
    ],
  ] as const)('%s: 400 Missing / Wrong combination of parameters', async ([, parts]) => {
    expect(await send(formOf(parts))).toEqual({
      status: 400,
      retryAfter: null,
      body: plain(400, 'Missing / Wrong combination of parameters'),
    });
  });

  it.for(['idFaceString', 'selfieFaceString'] as const)('%s sent: 400 Invalid value passed to it', async (name) => {
    const answer = await face({ [name]: 'not-a-face-string' });
    expect(answer.body).toEqual(plain(400, `Invalid value passed to ${name}`));
  });

  it('idFaceString is reported before selfieFaceString, and after the file type', async () => {
    const both = await face({ idFaceString: 'x', selfieFaceString: 'y' });
    expect(both.body).toEqual(plain(400, 'Invalid value passed to idFaceString'));
    const gif = await face({ selfie: 'selfie-a.gif', idFaceString: 'x' });
    expect(gif.body).toEqual(plain(400, 'Unsupported file type'));
  });

  it('JSON instead of a form: 415 naming multipart/form-data', async () => {
    const answer = await post(sandbox.url, '/ind/v1/matchFace', { selfie: 'x' }, v1Headers());
    // matchFace's own envelope (`error`), as every refusal of a request to it.
    expect(answer).toEqual({
      status: 415,
      contentType: 'application/json; charset=utf-8',
      body: plain(415, 'Unsupported Media Type: send the body as multipart/form-data'),
    });
  });
});

describe('matchFace: credentials, trouble pairs, transactionId', () => {
  const { rateLimited, serverError, busy } = TEST_VALUES.uploads;
  const pair = ({ appId, appKey }: { appId: string; appKey: string }) => ({ appid: appId, appkey: appKey });

  it.for([
    ['no credentials', { appid: undefined, appkey: undefined }],
    ['a wrong appkey', { appkey: TEST_VALUES.wrongAppKey }],
    ['a trouble appId with a wrong appkey', { appid: rateLimited.appId, appkey: TEST_VALUES.wrongAppKey }],
  ] as const)('%s: 401 Missing/Invalid credentials in error', async ([, headers]) => {
    expect(await face({}, headers)).toEqual({ status: 401, retryAfter: null, body: plain(401, 'Missing/Invalid credentials') });
  });

  it('the rate-limited pair: 429 Requests rate limit exceeded, Retry-After 0', async () => {
    expect(await face({}, pair(rateLimited))).toEqual({
      status: 429,
      retryAfter: '0',
      body: plain(429, 'Requests rate limit exceeded'),
    });
  });

  it('the busy pair: 503 DEPENDENCY SERVER BUSY, Retry-After 0', async () => {
    expect(await face({}, pair(busy))).toEqual({ status: 503, retryAfter: '0', body: plain(503, 'DEPENDENCY SERVER BUSY') });
  });

  it('the server-error pair: 500 Internal Server Error, no Retry-After', async () => {
    expect(await face({}, pair(serverError))).toEqual({
      status: 500,
      retryAfter: null,
      body: plain(500, 'Internal Server Error'),
    });
  });

  it('the trouble pairs answer before the transactionId and the parts are looked at', async () => {
    expect((await face({ selfie: undefined }, { ...pair(rateLimited), transactionid: undefined })).status).toBe(429);
  });

  it('other operations accept the trouble pairs like the main pair', async () => {
    for (const trouble of [rateLimited, serverError, busy]) {
      const answer = await post(sandbox.url, '/v1/cacBasic', { RC: TEST_VALUES.cac.rcNumber }, v1Headers(pair(trouble)));
      expect(answer.status).toBe(200);
    }
  });

  it('no transactionid header: 400 (sandbox choice), after the credentials', async () => {
    expect(await face({}, { transactionid: undefined })).toEqual({
      status: 400,
      retryAfter: null,
      body: plain(400, TRANSACTION_ID_REQUIRED),
    });
  });
});
