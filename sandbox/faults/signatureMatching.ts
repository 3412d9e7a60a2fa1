// Faults of signatureMatching: one per gating rule. They key on what the rule's request uploads (the first image's
// type, what its SHA-256 shows: a signature or a document, whose), on its text parts, and on the documented messages.
import type { UploadedFile } from '../body.js';
import { type Reply, success } from '../envelope.js';
import { imageFacts, type ImageFacts } from '../images/known-images.js';
import { SIGNATURE_ERRORS as E } from '../operations/signatureMatching.js';
import type { SeenRequest } from '../operations/operation.js';
import { type Fault, hasError, isStatus, onReply, renamed, withBody, withStatus, unauthenticated } from './kit.js';

const op = 'signatureMatching';

const fileOf = (request: SeenRequest, name: string): UploadedFile | undefined =>
  request.body.kind === 'multipart' ? request.body.files.find((f) => f.field === name) : undefined;
const partOf = (request: SeenRequest, name: string): string | undefined =>
  request.body.kind === 'multipart' ? request.body.fields[name] : undefined;
const factsOf = (request: SeenRequest, name: string): ImageFacts | undefined => {
  const file = fileOf(request, name);
  return file === undefined ? undefined : imageFacts(file.bytes);
};

/** The answer has this status and the first image is of this type (decided by its bytes). */
const image1Typed = (status: number, type: UploadedFile['type']) => (reply: Reply, request: SeenRequest) =>
  reply.status === status && fileOf(request, 'image1')?.type === type;
/** The first image is a document (a page holding a signature, or none). */
const image1IsDocument = (request: SeenRequest) => factsOf(request, 'image1')?.kind === 'document';
const image2IsDocument = (request: SeenRequest) => factsOf(request, 'image2')?.kind === 'document';

// A match the document's rows say must not happen, answered as if it had.
const matched = (): Reply => success(200, { score: 0.93, match: 'yes', to_be_reviewed: 'no' });

export const SIGNATURE_MATCHING_FAULTS: readonly Fault[] = [
  {
    id: 'signatureMatching-same-signer-statusCode-string',
    breaks: 'signatureMatching.request.same-signer',
    describe: 'two PNG signatures of one signer (detection true) get statusCode "200" as a string, documented integer',
    apply: {
      reply: onReply(
        op,
        (reply, request) =>
          image1Typed(200, 'png')(reply, request) &&
          partOf(request, 'enableSignatureDetection') === 'true' &&
          !image2IsDocument(request) &&
          factsOf(request, 'image1')?.signer === factsOf(request, 'image2')?.signer,
        withBody({ statusCode: '200' }),
      ),
    },
  },
  {
    id: 'signatureMatching-jpeg-refused',
    breaks: 'signatureMatching.format.jpeg',
    describe: 'a JPEG signature image is refused 400 Unsupported Document Format, though JPEG is documented',
    apply: {
      reply: onReply(
        op,
        (reply, request) => image1Typed(200, 'jpeg')(reply, request) && factsOf(request, 'image1')?.kind === 'signature',
        () => ({ status: 400, body: { statusCode: 400, status: 'failure', error: E.format } }),
      ),
    },
  },
  {
    id: 'signatureMatching-tiff-415',
    breaks: 'signatureMatching.format.tiff',
    describe: 'a TIFF image is answered 415 Unsupported Media Type: neither a match nor the documented 400',
    apply: {
      reply: onReply(op, image1Typed(200, 'tiff'), () => ({
        status: 415,
        body: { statusCode: 415, status: 'failure', error: 'Unsupported Media Type' },
      })),
    },
  },
  {
    id: 'signatureMatching-gif-accepted',
    breaks: 'signatureMatching.format.gif',
    describe: 'a GIF image is matched (200) instead of refused 400 Unsupported Document Format',
    apply: {
      reply: onReply(op, (reply, request) => image1Typed(400, 'gif')(reply, request) && hasError(E.format)(reply), matched),
    },
  },
  {
    id: 'signatureMatching-compliance-disabled-refused',
    breaks: 'signatureMatching.document.compliance-disabled',
    describe: 'a signed document sent with disableCompliance1=yes is still refused as not compliant',
    apply: {
      reply: onReply(
        op,
        (reply, request) => reply.status === 200 && image1IsDocument(request) && partOf(request, 'disableCompliance1') === 'yes',
        () => ({
          status: 400,
          body: { statusCode: 400, status: 'failure', error: 'image1 is not a compliant signature image' },
        }),
      ),
    },
  },
  {
    id: 'signatureMatching-compliance2-ignored',
    breaks: 'signatureMatching.document.compliance-disabled-image2',
    describe: 'disableCompliance2 is ignored: a signed document as image2 sent with it =yes is refused as not compliant',
    apply: {
      reply: onReply(
        op,
        (reply, request) => reply.status === 200 && image2IsDocument(request) && partOf(request, 'disableCompliance2') === 'yes',
        () => ({
          status: 400,
          body: { statusCode: 400, status: 'failure', error: 'image2 is not a compliant signature image' },
        }),
      ),
    },
  },
  {
    id: 'signatureMatching-unsigned-document-matched',
    breaks: 'signatureMatching.document.no-signature',
    describe: 'a document without a signature (compliance disabled) is scored 200 instead of refused No signature detected',
    apply: {
      reply: onReply(
        op,
        (reply, request) => hasError(E.noSignature)(reply) && image1IsDocument(request),
        () => success(200, { score: 0.12, match: 'no', to_be_reviewed: 'no' }),
      ),
    },
  },
  {
    id: 'signatureMatching-no-signature-without-requestId',
    breaks: 'signatureMatching.signature.none',
    describe: 'a blank signature image is refused without metaData.requestId, which the no-signature error documents',
    apply: {
      reply: onReply(
        op,
        (reply, request) => hasError(E.noSignature)(reply) && factsOf(request, 'image1')?.kind === 'signature',
        withBody({ metaData: {} }),
      ),
    },
  },
  {
    id: 'signatureMatching-multiple-signatures-matched',
    breaks: 'signatureMatching.signature.multiple',
    describe: 'an image with two signatures is matched (200) instead of refused Multiple signatures detected',
    apply: { reply: onReply(op, hasError(E.multiple), matched) },
  },
  {
    id: 'signatureMatching-detection-false-refused',
    breaks: 'signatureMatching.detection.false',
    describe: 'enableSignatureDetection=false is refused 400, though true/false are its documented values',
    apply: {
      reply: onReply(
        op,
        (reply, request) => reply.status === 200 && partOf(request, 'enableSignatureDetection') === 'false',
        () => ({ status: 400, body: { statusCode: 400, status: 'failure', error: 'enableSignatureDetection must be true' } }),
      ),
    },
  },
  {
    id: 'signatureMatching-no-credentials-in-error',
    breaks: 'signatureMatching.credentials.missing',
    describe: 'missing credentials get their text in `error` instead of `message`',
    apply: { reply: onReply(op, unauthenticated, renamed('message', 'error')) },
  },
  {
    id: 'signatureMatching-rate-limit-reworded',
    breaks: 'signatureMatching.rate.limited',
    describe: 'the 429 says "Too Many Requests" instead of "Rate limit exceeded"',
    apply: { reply: onReply(op, isStatus(429), withBody({ error: 'Too Many Requests' })) },
  },
  {
    id: 'signatureMatching-500-as-502',
    breaks: 'signatureMatching.server.internal-error',
    describe: 'the server fault is answered 502, a status the operation does not document',
    apply: { reply: onReply(op, isStatus(500), withStatus(502)) },
  },
  ...(['enableSignatureDetection', 'image2'] as const).map((name): Fault => ({
    id: `signatureMatching-missing-${name}-accepted`,
    breaks: name === 'image2' ? 'signatureMatching.images.second-missing' : 'signatureMatching.detection.missing',
    describe: `a form without the required ${name} is answered 200 (statusCode 200), its error body kept`,
    apply: { reply: onReply(op, hasError(`${name} is required`), withStatus(200)) },
  })),
];
