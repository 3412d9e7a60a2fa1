// POST /v1/signature_matching (spec › Endpoints › Signature matching; Errors › Signature matching). Multipart form;
// credentials in the appId/appKey headers; no transactionId header. What a model would see in an image (signatures,
// whose, a plain signature or a document) comes from its SHA-256 (images/known-images.ts), its type from its bytes.
// Order: credentials (401, in `message`), the rate-limited and server-error test pairs (429 with Retry-After: 0, 500),
// the form's fields in the table's order (400, sandbox texts), an image over 10 MB (413, sandbox choice), each
// image's format (400 Unsupported Document Format), then each image in turn: no signature (400, with
// metaData.requestId), several (400), a document without its disableComplianceN=yes (400, sandbox text); then the
// match. enableSignatureDetection false skips the step that finds the signature inside an image: a document is then
// compared whole, and scores in the review band.
// Every other failure: `{status, statusCode (integer), error (string)}`. Success: statusCode the integer 200.
import type { UploadedFile } from '../body.js';
import { authenticates, type SandboxContext } from '../context.js';
import { failure, type Reply, success } from '../envelope.js';
import type { FileType } from '../file-types.js';
import { imageFacts, type ImageFacts, sha256Of } from '../images/known-images.js';
import { seedOf } from '../records/seeded.js';
import { header, newRequestId } from './headers.js';
import type { Operation, SeenRequest } from './operation.js';

/** The texts of the failures; the ones the document does not show are the sandbox's (sandbox/README.md). */
export const SIGNATURE_ERRORS = {
  credentials: 'Missing/Invalid credentials',
  rateLimited: 'Rate limit exceeded',
  internal: 'Internal Server Error',
  format: 'Unsupported Document Format',
  noSignature: 'No signature detected',
  multiple: 'Multiple signatures detected',
} as const;

// JPEG (JPG) and PNG from the Endpoint's field table, and TIFF from the Errors row, which lists it among the supported
// formats: the sandbox takes the wider reading, so a client that follows either part of the document is served.
const ACCEPTED: ReadonlySet<FileType> = new Set(['jpeg', 'png', 'tiff']);
// true/false as the field table types it; yes/no as the document's sample request sends it.
const DETECTION: Readonly<Record<string, boolean>> = { true: true, false: false, yes: true, no: false };
const COMPLIANCE = ['yes', 'no'];
const OPERATION = 'signatureMatching';
const IMAGES = ['image1', 'image2'] as const;
// Not shown by the document: far above a scanned signature or a document page, and what one form can make the
// server hold stays bounded (a larger image is answered 413, naming it and the limit).
const MAX_PART_BYTES = 10 * 1024 * 1024;

// The result's values are not shown: `match` yes from this score up, `to_be_reviewed` yes in the grey band below it.
const MATCH_FROM = 0.8;
const REVIEW_FROM = 0.4;
// A document compared whole, without detection to find its signature, scores this share of what its signature would.
const WHOLE_PAGE = 0.6;

const fail = (status: number, error: string, fields: Record<string, unknown> = {}): Reply =>
  failure(status, { error, ...fields });

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const appId = header(request, 'appid');
  const appKey = header(request, 'appkey');
  if (!appId || !appKey || !authenticates(context, request.operation, appId, appKey))
    return failure(401, { message: SIGNATURE_ERRORS.credentials });
  const { rateLimited, serverError } = context.values.uploads;
  if (appId === rateLimited.appId && appKey === rateLimited.appKey)
    return { ...fail(429, SIGNATURE_ERRORS.rateLimited), headers: { 'retry-after': '0' } };
  if (appId === serverError.appId && appKey === serverError.appKey) throw new Error('sandbox test pair: simulated fault');

  const body = request.body;
  const fields: Readonly<Record<string, string>> = body.kind === 'multipart' ? body.fields : {};
  const files: readonly UploadedFile[] = body.kind === 'multipart' ? body.files : [];
  const fileOf = (name: string): UploadedFile | undefined => files.find((f) => f.field === name);
  for (const name of IMAGES) {
    if (fileOf(name) !== undefined) continue;
    return fail(400, Object.hasOwn(fields, name) ? `${name} must be a file` : `${name} is required`);
  }
  for (const name of ['disableCompliance1', 'disableCompliance2']) {
    const value = fields[name];
    if (value !== undefined && !COMPLIANCE.includes(value)) return fail(400, `${name} must be yes or no`);
  }
  const detectionValue = fields.enableSignatureDetection;
  if (detectionValue === undefined) return fail(400, 'enableSignatureDetection is required');
  const detection = DETECTION[detectionValue];
  if (detection === undefined) return fail(400, 'enableSignatureDetection must be true or false');

  const images = IMAGES.map((name) => fileOf(name)!);
  const oversize = images.find((image) => image.oversize);
  if (oversize !== undefined)
    return fail(
      413,
      `${oversize.field} is over ${MAX_PART_BYTES} bytes (10 MB), the largest image ${OPERATION} takes: send a smaller one`,
    );
  if (images.some((image) => image.type === undefined || !ACCEPTED.has(image.type))) return fail(400, SIGNATURE_ERRORS.format);
  const facts: ImageFacts[] = [];
  for (const [i, image] of images.entries()) {
    const fact = imageFacts(image.bytes);
    const signatures = fact.signatures ?? 0;
    if (signatures === 0) return fail(400, SIGNATURE_ERRORS.noSignature, { metaData: { requestId: newRequestId() } });
    if (signatures > 1) return fail(400, SIGNATURE_ERRORS.multiple);
    const disable = `disableCompliance${i + 1}`;
    if (fact.compliant !== true && fields[disable] !== 'yes')
      return fail(400, `${image.field} is not a compliant signature image: send ${disable}=yes for a document image`);
    facts.push(fact);
  }
  return success(200, matchResult(facts, images, detection));
}

/** Deterministic for the two files in either order: same signer 0.90 to 0.97, different signers 0.10 to 0.29, the value
 * drawn from the files' SHA-256 (two scans of one signature never score quite alike). */
function matchResult(facts: readonly ImageFacts[], images: readonly UploadedFile[], detection: boolean) {
  const seed = seedOf(
    images
      .map((image) => sha256Of(image.bytes))
      .sort()
      .join(':'),
  );
  const [a, b] = facts;
  const sameSigner = a?.signer !== undefined && a.signer === b?.signer;
  let score = sameSigner ? 0.9 + (seed % 8) / 100 : 0.1 + (seed % 20) / 100;
  if (!detection && facts.some((f) => f.kind === 'document')) score *= WHOLE_PAGE;
  score = Math.round(score * 100) / 100;
  return {
    score,
    match: score >= MATCH_FROM ? 'yes' : 'no',
    to_be_reviewed: score >= REVIEW_FROM && score < MATCH_FROM ? 'yes' : 'no',
  };
}

export const signatureMatching: Operation = {
  id: OPERATION,
  path: '/v1/signature_matching',
  accepts: { kind: 'multipart', maxPartBytes: MAX_PART_BYTES },
  handle,
  internalError: fail(500, SIGNATURE_ERRORS.internal),
  refused: ({ status, message }) => fail(status, message),
};
