// Rules of POST {ind_engine_url}/v1/signature_matching: two signature images (or a document holding one), form-data.
import type { RuleTable } from '../model/types.js';
import { credentialsFrom, dropParts, file, formWithHeaderCredentials, setParts } from './form.js';
import { unchanged } from './mutate.js';
import { withoutCredentials } from './header-credentials.js';
import { failing, failingInError, refusal, type Row, rulesOf, wrongAppKey } from './table.js';

const DOC = 'verification-and-token-services.md';
const ENDPOINT = `${DOC} › Endpoints › Signature matching`;
const ERRORS = `${DOC} › Errors › Signature matching`;
const RESULT = `${DOC} › Resources and fields › Signature match result (\`result\`)`;

const UNSUPPORTED = 'Unsupported Document Format';
const NO_SIGNATURE = 'No signature detected';

const rows: Row[] = [
  {
    id: 'signatureMatching.request.same-signer',
    title: 'two compliant signatures, no transactionId header: 200 with score, match and to_be_reviewed',
    source: `${ENDPOINT}; ${RESULT}`,
    request: unchanged,
    expect: { status: 200 },
  },
  // "Allowed values of `match` and `to_be_reviewed`: not shown": what a different signer gives is observed.
  {
    id: 'signatureMatching.request.other-signer',
    title: 'signatures of two different people — observed',
    source: RESULT,
    strength: 'probe',
    request: setParts({ image2: file('signatureImageOtherSigner') }),
  },
  {
    id: 'signatureMatching.format.jpeg',
    title: 'a JPEG signature is accepted',
    source: ENDPOINT,
    request: setParts({ image1: file('signatureImageJpeg') }),
    expect: { status: 200 },
  },
  // The Endpoint lists JPEG, JPG or PNG; the 400 row's condition is "format not among JPEG, JPG, PNG, TIFF".
  {
    id: 'signatureMatching.format.tiff',
    title: 'a TIFF signature: accepted (the Errors row) or refused as unsupported (the Endpoint list)',
    source: `${ENDPOINT}; ${ERRORS}`,
    request: setParts({ image1: file('signatureImageTiff') }),
    expect: { status: 200 },
    alternatives: [
      { reading: `400 ${UNSUPPORTED} (the Endpoint lists JPEG, JPG, PNG)`, expect: failing(400, UNSUPPORTED, '/error') },
      { reading: `400 ${UNSUPPORTED} in error.message`, expect: failing(400, UNSUPPORTED, '/error/message') },
    ],
  },
  {
    id: 'signatureMatching.format.gif',
    title: 'a GIF is refused: Unsupported Document Format',
    source: ERRORS,
    request: setParts({ image1: file('signatureImageGif') }),
    ...failingInError(400, UNSUPPORTED),
  },
  {
    id: 'signatureMatching.document.compliance-disabled',
    title: 'a signed document image with disableCompliance1 yes is matched',
    source: ENDPOINT,
    request: setParts({ image1: file('signedDocument'), disableCompliance1: 'yes' }),
    expect: { status: 200 },
  },
  {
    id: 'signatureMatching.document.compliance-disabled-image2',
    title: 'a signed document as image2 with disableCompliance2 yes is matched',
    source: ENDPOINT,
    request: setParts({ image2: file('signedDocument'), disableCompliance2: 'yes' }),
    expect: { status: 200 },
  },
  // Rule 2 says a document image needs disableComplianceN = yes; the answer without it is not shown.
  {
    id: 'signatureMatching.document.compliance-enabled',
    title: 'a signed document image without disableCompliance1 (compliance validation on) — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: setParts({ image1: file('signedDocument') }),
  },
  {
    id: 'signatureMatching.document.no-signature',
    title: 'a document without a signature is refused with metaData.requestId',
    source: ERRORS,
    request: setParts({ image1: file('unsignedDocument'), disableCompliance1: 'yes' }),
    ...failingInError(400, NO_SIGNATURE, { variant: 'no-signature' }),
  },
  {
    id: 'signatureMatching.signature.none',
    title: 'an image with no signature is refused with metaData.requestId',
    source: ERRORS,
    request: setParts({ image2: file('signatureImageBlank') }),
    ...failingInError(400, NO_SIGNATURE, { variant: 'no-signature' }),
  },
  {
    id: 'signatureMatching.signature.multiple',
    title: 'an image with two signatures is refused',
    source: ERRORS,
    request: setParts({ image1: file('signatureImageTwo') }),
    ...failingInError(400, 'Multiple signatures detected'),
  },
  {
    id: 'signatureMatching.detection.false',
    title: 'enableSignatureDetection false is accepted',
    source: ENDPOINT,
    request: setParts({ enableSignatureDetection: 'false' }),
    expect: { status: 200 },
  },
  // Typed boolean, "the sample request sends yes/no".
  {
    id: 'signatureMatching.detection.yes-no',
    title: 'enableSignatureDetection "yes", as the sample sends it — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: setParts({ enableSignatureDetection: 'yes' }),
  },
  {
    id: 'signatureMatching.detection.missing',
    title: 'no enableSignatureDetection is refused (required; its error is not shown: any 4xx)',
    source: ENDPOINT,
    request: dropParts('enableSignatureDetection'),
    expect: refusal(400),
  },
  {
    id: 'signatureMatching.images.second-missing',
    title: 'no image2 is refused (required; its error is not shown: any 4xx)',
    source: ENDPOINT,
    request: dropParts('image2'),
    expect: refusal(400),
  },
  {
    id: 'signatureMatching.credentials.missing',
    title: 'missing credentials are refused with 401 and a message',
    source: ERRORS,
    request: withoutCredentials,
    expect: failing(401, 'Missing/Invalid credentials'),
  },
  wrongAppKey('signatureMatching', ERRORS, { expect: failing(401, 'Missing/Invalid credentials') }),
  {
    id: 'signatureMatching.rate.limited',
    title: 'an account over its rate limit gets 429 Rate limit exceeded',
    source: `${ERRORS}; ${DOC} › Limits`,
    request: credentialsFrom('rateLimitedAppId', 'rateLimitedAppKey'),
    ...failingInError(429, 'Rate limit exceeded'),
  },
  {
    id: 'signatureMatching.server.internal-error',
    title: 'a server fault answers 500 in the documented envelope',
    source: ERRORS,
    request: credentialsFrom('serverErrorAppId', 'serverErrorAppKey'),
    ...failingInError(500, 'Internal Server Error'),
  },
];

export const signatureMatchingRules: RuleTable = {
  operation: 'signatureMatching',
  // Credentials in headers and no transactionId: the one header-authenticated operation that takes none (Conventions 2).
  baseline: formWithHeaderCredentials(
    [
      ['image1', file('signatureImage')],
      ['image2', file('signatureImageSameSigner')],
      ['enableSignatureDetection', 'true'],
    ],
    { transactionId: false },
  ),
  rules: rulesOf('signatureMatching', rows),
  volatile: ['/metaData/requestId'],
};
