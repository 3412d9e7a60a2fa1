// Rules of POST {region_url}/v1/matchFace: a selfie and an ID image as form-data, on every region host.
import { REGIONS } from '../model/operations.js';
import type { Expectation, Reading, RuleTable } from '../model/types.js';
import { credentialsFrom, dropParts, file, files, formWithHeaderCredentials, setParts } from './form.js';
import { withoutCredentials } from './header-credentials.js';
import { type Row, rulesOf, transactionIdRequired, wrongAppKey } from './table.js';
import { scoreExpectation } from './match-score.js';
import { unchanged } from './mutate.js';

const DOC = 'verification-and-token-services.md';
const ENDPOINT = `${DOC} › Endpoints › Face match`;
const ERRORS = `${DOC} › Errors › Face match`;
const RESULT = `${DOC} › Resources and fields › Face match result (\`result\`)`;
const LIMITS = `${DOC} › Limits`;

const matched = (value: 'yes' | 'no', returnScore?: string): Expectation => ({
  status: 200,
  ...scoreExpectation(returnScore),
  pins: [{ pointer: '/result/details/match/value', equals: value }],
});

/** A documented error row. "Body: status, statusCode, error (string), or metadata plus result.error and result.summary":
 * the text in `error`, or in `result.error` beside a failing summary (schemas/matchFace/<status>.summary.schema.json). */
function faceFailing(text: string, status: number, ...more: number[]): Pick<Row, 'expect' | 'alternatives'> {
  const shapes = (s: number): Reading[] => [
    { reading: `${s} with the text in error`, expect: { status: s, message: { kind: 'literal', pointer: '/error', text } } },
    {
      reading: `${s} with result.error and result.summary (action fail)`,
      expect: { status: s, variant: 'summary', message: { kind: 'literal', pointer: '/result/error', text } },
    },
  ];
  const [first, ...rest] = [status, ...more].flatMap(shapes);
  return { expect: (first as Reading).expect, alternatives: rest };
}

/** The same row read as a condition: its status gates, its wording does not. For a refusal the row covers only by
 * inference (a missing file is a "missing parameter"), where a validator's own words ('"selfie" is required') conform. */
function faceCondition(text: string, status: number): Pick<Row, 'expect' | 'alternatives'> {
  const asCondition = (e: Expectation): Expectation => (e.message ? { ...e, message: { ...e.message, kind: 'condition' } } : e);
  const { expect, alternatives } = faceFailing(text, status);
  return {
    expect: asCondition(expect as Expectation),
    alternatives: (alternatives ?? []).map((a) => ({ ...a, expect: asCondition(a.expect) })),
  };
}

/** A GIF named .png: refused by its bytes (`refused`), or judged by its name and then compared (the same person), or
 * found to hold no face (bytes that are no PNG), in either documented error shape. */
function byNameToo(refused: Pick<Row, 'expect' | 'alternatives'>): Pick<Row, 'expect' | 'alternatives'> {
  const noFace = faceFailing('Face not detected in Selfie image', 400);
  const shapes: Reading[] = [
    { reading: '400 with the text in error', expect: noFace.expect as Expectation },
    ...(noFace.alternatives ?? []),
  ];
  return {
    expect: refused.expect,
    alternatives: [
      ...(refused.alternatives ?? []),
      { reading: 'judged by its name (.png): compared, the same person', expect: matched('yes') },
      ...shapes.map((r) => ({
        ...r,
        reading: `judged by its name (.png): no face found in bytes that are no PNG, ${r.reading}`,
      })),
    ],
  };
}

const UNSUPPORTED = 'Unsupported file type';
const TOO_LARGE = 'image size cannot be greater than 6MB';
const MULTIPLE = 'Multiple faces detected. Click Selfie/ID again';

/** What a deployment can break, tried on each region host beside the run's: the score asked for, the size limit, the
 * credentials. The run's own region (VTS_REGION, default ind) gets them from the rules that name no region. */
const BY_REGION: (Pick<Row, 'title' | 'source' | 'request' | 'expect' | 'alternatives'> & { behaviour: string })[] = [
  {
    behaviour: 'score-requested',
    title: 'preferences.returnScore yes returns details.match.score',
    source: `${ENDPOINT}; ${RESULT}`,
    request: setParts({ 'preferences.returnScore': 'yes' }),
    expect: matched('yes', 'yes'),
  },
  {
    behaviour: 'size-over-limit',
    title: 'a selfie of 6,291,457 bytes (over 6 MB under both readings) is refused',
    source: `${LIMITS}; ${ERRORS}`,
    request: setParts(files({ selfie: 'faceSelfieAt6291457' })),
    ...faceFailing(TOO_LARGE, 400),
  },
  {
    behaviour: 'credentials-missing',
    title: 'missing credentials are refused with 401',
    source: ERRORS,
    request: withoutCredentials,
    ...faceFailing('Missing/Invalid credentials', 401),
  },
];
const OTHER_REGIONS = REGIONS.filter((region) => region !== 'ind');

// Either reading of "6 MB" conforms, but one vendor keeps to one: accepting 6,000,001 bytes means 6 MiB, refusing it
// (or 6,291,456) means 6,000,000, and a run that shows both fits neither (src/case/reading-family.ts).
const IMAGE_SIZE = {
  name: 'matchFace.image-size',
  accepted: '6 MB = 6,291,456 bytes (binary)',
  refused: '6 MB = 6,000,000 bytes (decimal)',
};

// "6 MB" read both ways: 6,000,000 bytes is at most 6 MB under both readings and 6 × 1024 × 1024 + 1 over both, so
// those two gate; the two sizes in between show which reading the vendor uses (probes).
const rows: Row[] = [
  {
    id: 'matchFace.request.no-match',
    title: 'a selfie of another person does not match',
    source: RESULT,
    request: setParts(files({ selfie: 'faceSelfieOtherPerson' })),
    expect: matched('no'),
  },
  {
    id: 'matchFace.score.requested',
    title: 'preferences.returnScore yes returns details.match.score',
    source: `${ENDPOINT}; ${RESULT}`,
    request: setParts({ 'preferences.returnScore': 'yes' }),
    expect: matched('yes', 'yes'),
  },
  {
    id: 'matchFace.score.not-requested',
    title: 'preferences.returnScore no returns no score',
    source: `${ENDPOINT}; ${RESULT}`,
    request: setParts({ 'preferences.returnScore': 'no' }),
    expect: matched('yes', 'no'),
  },
  {
    id: 'matchFace.score.invalid-value',
    title: 'preferences.returnScore "maybe" (documented yes/no) — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: setParts({ 'preferences.returnScore': 'maybe' }),
  },
  // The baseline request, on each region's host (so on the run's region too: no separate rule repeats it).
  ...REGIONS.map((region): Row => ({
    id: `matchFace.region.${region}`,
    title: `on the ${region} host, a selfie and an ID of the same person match; no score unless asked for`,
    source: ENDPOINT,
    region,
    request: unchanged,
    expect: matched('yes'),
  })),
  ...OTHER_REGIONS.flatMap((region) =>
    BY_REGION.map(({ behaviour, title, ...row }): Row => ({
      ...row,
      id: `matchFace.region.${region}.${behaviour}`,
      title: `on the ${region} host, ${title}`,
      region,
    })),
  ),
  {
    id: 'matchFace.format.png',
    title: 'PNG images are accepted',
    source: ENDPOINT,
    request: setParts(files({ selfie: 'faceSelfiePng', id: 'faceIdPng' })),
    expect: matched('yes'),
  },
  {
    id: 'matchFace.format.tiff',
    title: 'TIFF images are accepted',
    source: ENDPOINT,
    request: setParts(files({ selfie: 'faceSelfieTiff', id: 'faceIdTiff' })),
    expect: matched('yes'),
  },
  {
    id: 'matchFace.format.pdf',
    title: 'an ID image as PDF is accepted',
    source: `${ENDPOINT}; ${ERRORS}`,
    request: setParts(files({ id: 'faceIdPdf' })),
    expect: matched('yes'),
  },
  {
    id: 'matchFace.format.gif',
    title: 'a GIF selfie is refused: Unsupported file type',
    source: ERRORS,
    request: setParts(files({ selfie: 'faceSelfieGif' })),
    ...faceFailing(UNSUPPORTED, 400),
  },
  // The Errors row judges by name (".png"), the Endpoint by content (JPEG, PNG or TIFF): refused by its bytes, or taken by
  // its name and compared, the same person or no face found in bytes that are no PNG.
  {
    id: 'matchFace.format.gif-named-png',
    title: 'GIF bytes named .png: refused (Unsupported file type: the type is the bytes), or judged by the name',
    source: `${ERRORS}; ${ENDPOINT}`,
    request: setParts(files({ selfie: 'faceSelfieGifNamedPng' })),
    reading: 'refused by its bytes',
    ...byNameToo(faceFailing(UNSUPPORTED, 400)),
  },
  {
    id: 'matchFace.selfie.size-at-limit',
    title: 'a selfie of 6,000,000 bytes (6 MB under both readings) is accepted',
    source: LIMITS,
    request: setParts(files({ selfie: 'faceSelfieAt6000000' })),
    expect: matched('yes'),
  },
  {
    id: 'matchFace.selfie.size-over-limit',
    title: 'a selfie of 6,291,457 bytes (over 6 MB under both readings) is refused',
    source: `${LIMITS}; ${ERRORS}`,
    request: setParts(files({ selfie: 'faceSelfieAt6291457' })),
    ...faceFailing(TOO_LARGE, 400),
  },
  {
    id: 'matchFace.selfie.size-6000001',
    title: 'a selfie of 6,000,001 bytes: refused if 6 MB means 6,000,000 bytes, accepted if 6 MiB — observed',
    source: LIMITS,
    strength: 'probe',
    request: setParts(files({ selfie: 'faceSelfieAt6000001' })),
    family: IMAGE_SIZE,
  },
  {
    id: 'matchFace.selfie.size-6291456',
    title: 'a selfie of 6,291,456 bytes (exactly 6 MiB): accepted if 6 MB means 6 MiB — observed',
    source: LIMITS,
    strength: 'probe',
    request: setParts(files({ selfie: 'faceSelfieAt6291456' })),
    family: IMAGE_SIZE,
  },
  {
    id: 'matchFace.id.size-at-limit',
    title: 'an ID image of 6,000,000 bytes is accepted',
    source: LIMITS,
    request: setParts(files({ id: 'faceIdAt6000000' })),
    expect: matched('yes'),
  },
  {
    id: 'matchFace.id.size-over-limit',
    title: 'an ID image of 6,291,457 bytes is refused',
    source: `${LIMITS}; ${ERRORS}`,
    request: setParts(files({ id: 'faceIdAt6291457' })),
    ...faceFailing(TOO_LARGE, 400),
  },
  // The limit is "per image": two images at it together are no larger request than the document allows.
  {
    id: 'matchFace.images.both-at-limit',
    title: 'a selfie and an ID image of 6,000,000 bytes each (the limit is per image) are accepted',
    source: LIMITS,
    request: setParts(files({ selfie: 'faceSelfieAt6000000', id: 'faceIdAt6000000' })),
    expect: matched('yes'),
  },
  {
    id: 'matchFace.selfie.no-face',
    title: 'a selfie without a face is refused',
    source: ERRORS,
    request: setParts(files({ selfie: 'faceSelfieNoFace' })),
    ...faceFailing('Face not detected in Selfie image', 400),
  },
  {
    id: 'matchFace.id.no-face',
    title: 'an ID image without a face is refused',
    source: ERRORS,
    request: setParts(files({ id: 'faceIdNoFace' })),
    ...faceFailing('Face not detected in ID image', 400),
  },
  {
    id: 'matchFace.selfie.multiple-faces',
    title: 'a selfie with two faces gets 423',
    source: ERRORS,
    request: setParts(files({ selfie: 'faceSelfieTwoFaces' })),
    ...faceFailing(MULTIPLE, 423),
  },
  {
    id: 'matchFace.id.multiple-faces',
    title: 'an ID image with two faces gets 423',
    source: ERRORS,
    request: setParts(files({ id: 'faceIdTwoFaces' })),
    ...faceFailing(MULTIPLE, 423),
  },
  {
    id: 'matchFace.selfie.missing',
    title: 'a form without the selfie is refused with 400 (the "Missing / Wrong combination of parameters" row; any wording)',
    source: ERRORS,
    request: dropParts('selfie'),
    ...faceCondition('Missing / Wrong combination of parameters', 400),
  },
  // "ID image width at least 800 pixels" is a guideline: no error is documented for a smaller one.
  {
    id: 'matchFace.id.small-image',
    title: 'an ID image 640 pixels wide (the guidelines ask for 800) — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: setParts(files({ id: 'faceIdSmall' })),
  },
  // "Errors refer to parameters idFaceString and selfieFaceString; their use and format: not shown."
  ...(['idFaceString', 'selfieFaceString'] as const).map((name): Row => ({
    id: `matchFace.${name}.invalid`,
    title: `a malformed ${name} (its format is not shown) — observed`,
    source: `${ENDPOINT}; ${ERRORS}`,
    strength: 'probe',
    request: setParts({ [name]: 'not-a-face-string' }),
    expect: faceFailing(`Invalid value passed to ${name}`, 400).expect,
  })),
  {
    id: 'matchFace.credentials.missing',
    title: 'missing credentials are refused with 401',
    source: ERRORS,
    request: withoutCredentials,
    ...faceFailing('Missing/Invalid credentials', 401),
  },
  wrongAppKey('matchFace', ERRORS, faceFailing('Missing/Invalid credentials', 401)),
  {
    id: 'matchFace.rate.limited',
    title: 'an account over its transactions per minute gets 429',
    source: `${ERRORS}; ${LIMITS}`,
    request: credentialsFrom('rateLimitedAppId', 'rateLimitedAppKey'),
    ...faceFailing('Requests rate limit exceeded', 429),
  },
  {
    id: 'matchFace.server.busy',
    title: 'an overloaded service answers 503 DEPENDENCY SERVER BUSY',
    source: ERRORS,
    request: credentialsFrom('busyAppId', 'busyAppKey'),
    ...faceFailing('DEPENDENCY SERVER BUSY', 503),
  },
  {
    id: 'matchFace.server.internal-error',
    title: 'a server fault answers 500 or 501 in the documented envelope',
    source: ERRORS,
    request: credentialsFrom('serverErrorAppId', 'serverErrorAppKey'),
    ...faceFailing('Internal Server Error', 500, 501),
  },
  transactionIdRequired('matchFace'),
];

export const matchFaceRules: RuleTable = {
  operation: 'matchFace',
  baseline: formWithHeaderCredentials(
    [
      ['selfie', file('faceSelfie')],
      ['id', file('faceId')],
    ],
    { transactionId: true },
  ),
  rules: rulesOf('matchFace', rows),
  volatile: ['/metaData/requestId', '/metadata/requestId'],
};
