// POST /<region>/v1/matchFace (spec › Endpoints › Face match; Errors › Face match; Resources › Face match result;
// Limits): a selfie and an ID image as form-data, served under each region code. What a face model would see (how many
// faces, whose) comes from the test-image table (images/known-images.ts), the file type from the bytes.
// Order: credentials (401), the trouble pairs (429, 500, 503), the transactionId header (400, sandbox choice), the
// parts (400 Missing / Wrong combination), size (400), type (400), the face strings (400), faces (400, 423), a match.
// Bodies: `{status, statusCode, error}`; the face-detection errors (no face, several faces) in the summary form
// `{status, statusCode, metadata, result: {error, summary: {action: fail, details: [{code, message}]}}}`.
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { UploadedFile } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import type { FileType } from '../file-types.js';
import { dimensionsOf } from '../images/dimensions.js';
import { imageFacts, KNOWN_IMAGES, sha256Of } from '../images/known-images.js';
import { header, headerProblem, ids, TRANSACTION_ID_REQUIRED } from './headers.js';
import type { Operation, SeenRequest } from './operation.js';

/** The region codes of the endpoint, each served at /<region>/v1/matchFace. */
export const FACE_MATCH_REGIONS = ['ind', 'usa', 'zaf', 'irl', 'sgp'] as const;

/** "at most 6 MB per image", read as 6 × 1024 × 1024 bytes: 6,291,456 is the largest image accepted. */
export const MAX_IMAGE_BYTES = 6 * 1024 * 1024;

/** Below this many pixels on a side, an image cannot hold a detectable face (the sandbox's choice). */
export const MIN_FACE_IMAGE_PX = 64;

/** The guideline ID width ("at least 800 pixels"): a narrower ID still matches, with low confidence. */
export const GUIDELINE_ID_WIDTH_PX = 800;

const ACCEPTED_TYPES: ReadonlySet<FileType> = new Set(['jpeg', 'png', 'tiff', 'pdf']);
const RETURN_SCORE = 'preferences.returnScore';

export const FACE_ERRORS = {
  credentials: 'Missing/Invalid credentials',
  rateLimited: 'Requests rate limit exceeded',
  internal: 'Internal Server Error',
  busy: 'DEPENDENCY SERVER BUSY',
  parameters: 'Missing / Wrong combination of parameters',
  tooLarge: 'image size cannot be greater than 6MB',
  unsupported: 'Unsupported file type',
  faceString: (name: string) => `Invalid value passed to ${name}`,
  noSelfieFace: 'Face not detected in Selfie image',
  noIdFace: 'Face not detected in ID image',
  multipleFaces: 'Multiple faces detected. Click Selfie/ID again',
} as const;

// Retries of a 429 or 503 are the client's business: 0 s keeps a harness run against the sandbox fast.
const RETRY_NOW = { 'retry-after': '0' };

/** `{status, statusCode, error}`: every documented error but the face-detection ones. */
const fail = (status: number, error: string, headers?: Record<string, string>): Reply => ({
  ...failure(status, { error }),
  ...(headers === undefined ? {} : { headers }),
});

/** The summary form, for what the face detector found: a failing summary with one reason, code the HTTP status. */
export const faceFailure = (status: number, error: string, request: SeenRequest): Reply =>
  failure(status, {
    metadata: ids(request),
    result: { error, summary: { action: 'fail', details: [{ code: String(status), message: STATUS_CODES[status] }] } },
  });

/** What the sandbox's face detector sees in an image: how many faces, whose, and whether the image is a listed one. */
export interface Faces {
  readonly count: number;
  readonly person: string | undefined;
  readonly listed: boolean;
  readonly width: number | undefined;
  readonly sha256: string;
}

function facesIn(file: UploadedFile): Faces {
  const sha256 = sha256Of(file.bytes);
  const facts = imageFacts(file.bytes);
  const size = dimensionsOf(file.bytes);
  // A signature or a document lists no face count: no face. A tiny image cannot hold one.
  const tooSmall = size !== undefined && Math.min(size.width, size.height) < MIN_FACE_IMAGE_PX;
  const count = tooSmall ? 0 : (facts.faces ?? 0);
  return { count, person: count === 1 ? facts.person : undefined, listed: KNOWN_IMAGES.has(sha256), width: size?.width, sha256 };
}

/** A number in [0, 1) fixed by the two images: the same pair always gets the same score. */
function pairFraction(selfie: Faces, id: Faces): number {
  return createHash('sha256').update(`${selfie.sha256}:${id.sha256}`).digest().readUInt32BE(0) / 2 ** 32;
}

export interface Match {
  readonly value: 'yes' | 'no';
  readonly confidence: 'high' | 'low';
  readonly action: 'pass' | 'fail' | 'manualReview';
  readonly score: number;
}

// Same person → yes, else no; confident when both are listed test images and the ID meets the 800 px width guideline (a
// PDF does), else unsure. Confident yes passes (0.85–0.99), unsure yes goes to manualReview (0.65–0.80), no fails
// (0.05–0.35); the score is drawn from the pair's hash.
export function decideMatch(selfie: Faces, id: Faces): Match {
  const same = selfie.person !== undefined && selfie.person === id.person;
  const confident = selfie.listed && id.listed && (id.width === undefined || id.width >= GUIDELINE_ID_WIDTH_PX);
  const u = pairFraction(selfie, id);
  const [low, span] = same ? (confident ? [0.85, 0.14] : [0.65, 0.15]) : [0.05, 0.3];
  return {
    value: same ? 'yes' : 'no',
    confidence: confident ? 'high' : 'low',
    action: same ? (confident ? 'pass' : 'manualReview') : 'fail',
    score: Math.round((low + span * u) * 10_000) / 10_000,
  };
}

/** The 200 answer: `score` only when asked for with returnScore yes. */
export function matchReply(request: SeenRequest, match: Match, withScore: boolean): Reply {
  const { value, confidence, action, score } = match;
  return {
    status: 200,
    body: {
      status: 'success',
      statusCode: 200,
      result: {
        details: { match: withScore ? { value, score, confidence } : { value, confidence } },
        summary: { action, details: [] },
      },
      metaData: ids(request),
    },
  };
}

const fileIn = (files: readonly UploadedFile[], field: string): UploadedFile | undefined => files.find((f) => f.field === field);

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return fail(401, FACE_ERRORS.credentials);
  const { rateLimited, serverError, busy } = context.values.uploads;
  const appId = header(request, 'appid');
  if (appId === rateLimited.appId) return fail(429, FACE_ERRORS.rateLimited, RETRY_NOW);
  if (appId === serverError.appId) throw new Error(`sandbox test credentials ${appId}: simulated fault`);
  if (appId === busy.appId) return fail(503, FACE_ERRORS.busy, RETRY_NOW);
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED);

  const { fields, files }: { fields: Readonly<Record<string, string>>; files: readonly UploadedFile[] } =
    request.body.kind === 'multipart' ? request.body : { fields: {}, files: [] };
  // A selfie or id sent as text (a URL) is not fetched: the sandbox takes files only.
  const selfie = fileIn(files, 'selfie');
  const id = fileIn(files, 'id');
  const returnScore = fields[RETURN_SCORE];
  if (selfie === undefined || id === undefined || (returnScore !== undefined && returnScore !== 'yes' && returnScore !== 'no'))
    return fail(400, FACE_ERRORS.parameters);
  if (selfie.oversize || id.oversize) return fail(400, FACE_ERRORS.tooLarge);
  const accepted = context.settings.faceFileTypeBy === 'name' ? isAcceptedByName : isAccepted;
  if (!accepted(selfie) || !accepted(id)) return fail(400, FACE_ERRORS.unsupported);
  // Their format is not documented, so the sandbox knows no valid one: any value sent is malformed.
  for (const name of ['idFaceString', 'selfieFaceString'])
    if (fields[name] !== undefined) return fail(400, FACE_ERRORS.faceString(name));

  const selfieFaces = facesIn(selfie);
  const idFaces = facesIn(id);
  if (selfieFaces.count === 0) return faceFailure(400, FACE_ERRORS.noSelfieFace, request);
  if (idFaces.count === 0) return faceFailure(400, FACE_ERRORS.noIdFace, request);
  if (selfieFaces.count > 1 || idFaces.count > 1) return faceFailure(423, FACE_ERRORS.multipleFaces, request);
  return matchReply(request, decideMatch(selfieFaces, idFaces), returnScore === 'yes');
}

const isAccepted = (file: UploadedFile): boolean => file.type !== undefined && ACCEPTED_TYPES.has(file.type);
/** The Errors row's reading: "file is not .jpeg, .png, .tiff or .pdf", by its name (.jpg and .tif as their types). */
const isAcceptedByName = (file: UploadedFile): boolean => /\.(jpe?g|png|tiff?|pdf)$/i.test(file.filename);

export const matchFace: Operation = {
  id: 'matchFace',
  path: '/{region}/v1/matchFace',
  paths: FACE_MATCH_REGIONS.map((region) => `/${region}/v1/matchFace`),
  // A file over the limit reaches the handler flagged oversize (multipart.ts), answered with the documented 400.
  accepts: { kind: 'multipart', maxPartBytes: MAX_IMAGE_BYTES },
  handle,
  internalError: fail(500, FACE_ERRORS.internal),
  refused: ({ status, message }) => fail(status, message),
};
