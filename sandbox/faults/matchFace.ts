// Faults of POST /<region>/v1/matchFace: each breaks one gating rule of the harness, keyed on what only that rule's
// request has (an image's SHA-256 or size, its name, a part, the region path, the credential pair), or on the
// documented text of its answer.
import type { UploadedFile } from '../body.js';
import type { Reply } from '../envelope.js';
import { sha256Of } from '../images/known-images.js';
import { decideMatch, type Faces, FACE_ERRORS, matchReply } from '../operations/matchFace.js';
import type { SeenRequest } from '../operations/operation.js';
import { TEST_VALUES } from '../test-values.js';
import { type Fault, headerOf, isStatus, onReply, renamed, unauthenticated, withBody, withResult, withStatus } from './kit.js';

const OP = 'matchFace';

// The test images the keyed faults recognise (sandbox/images/known-images.ts).
const SHA = {
  selfieA: 'e2c6fec8e30f2a26845b0ad4287f0e27fa3243a4f22b817a7d865e4da187bc44',
  selfieB: 'dcf9651519447d51dcb3ae0ebc963923c6fdddeaac78b0d164b56794a384bab8',
  idA: 'a45e3c55227bd41562e511cfa476aba4b1496d6e62c411ac40518144b8bc34d5',
  selfieTwoFaces: '50fda8824401af4c3ab27c31732cbce5a7d2b828219913d0d2a4077bb57a42b5',
  idTwoFaces: '673b5e1a9ac840dcec75583f6b3f8fb335b0196fbdd5bcd7abf22dbce9d821bc',
} as const;

/** The sizes the harness sends at the limit: 6,000,000 bytes is 6 MB under both readings. */
const AT_LIMIT_BYTES = 6_000_000;

const fileOf = (request: SeenRequest, field: string): UploadedFile | undefined =>
  request.body.kind === 'multipart' ? request.body.files.find((f) => f.field === field) : undefined;
const fieldOf = (request: SeenRequest, name: string): string | undefined =>
  request.body.kind === 'multipart' ? request.body.fields[name] : undefined;
const shaOf = (request: SeenRequest, field: string): string | undefined => {
  const file = fileOf(request, field);
  return file === undefined || file.oversize ? undefined : sha256Of(file.bytes);
};
const atLimit = (request: SeenRequest, field: string) => fileOf(request, field)?.bytes.length === AT_LIMIT_BYTES;
/** A request body cap with room for one image at the limit and a small one, not for two at it. */
const REQUEST_CAP_BYTES = 8 * 1024 * 1024;
const imageBytes = (request: SeenRequest): number =>
  request.body.kind === 'multipart' ? request.body.files.reduce((sum, f) => sum + f.bytes.length, 0) : 0;
const returnScore = (request: SeenRequest) => fieldOf(request, 'preferences.returnScore');
const regionOf = (request: SeenRequest): string | undefined => /^\/([^/]+)\/v1\/matchFace$/.exec(request.path)?.[1];

/** The baseline request (selfie-a.jpg, id-a.jpg, no returnScore) on the run's default region. */
const baseline = (request: SeenRequest): boolean =>
  shaOf(request, 'selfie') === SHA.selfieA &&
  shaOf(request, 'id') === SHA.idA &&
  returnScore(request) === undefined &&
  regionOf(request) === 'ind';

/** Answers as if the images were accepted and matched (A with A, the harness's images), a confident yes. */
const acceptedAsMatch = (request: SeenRequest) => (): Reply => {
  const faces = (sha256: string): Faces => ({ count: 1, person: 'A', listed: true, width: undefined, sha256 });
  return matchReply(request, decideMatch(faces(SHA.selfieA), faces(SHA.idA)), false);
};

/** onReply, with the request at hand in the change (to answer a match for it). */
const onMatchFace =
  (when: (reply: Reply, request: SeenRequest) => boolean, change: (reply: Reply, request: SeenRequest) => Reply) =>
  (reply: Reply, request: SeenRequest): Reply =>
    request.operation === OP && when(reply, request) ? change(reply, request) : reply;

const refused = (error: string) => (): Reply => ({ status: 400, body: { statusCode: 400, status: 'failure', error } });
const withMatch = (change: (match: Record<string, unknown>) => Record<string, unknown>) =>
  withResult((result) => {
    const details = result.details as { match: Record<string, unknown> };
    return { ...result, details: { ...details, match: change(details.match) } };
  });
const resultError = (text: string) => (reply: Reply) => (reply.body.result as { error?: unknown } | undefined)?.error === text;

/** The behaviours each region other than the run's (ind) is tried on (src/rules/matchFace.ts BY_REGION). */
const REGION_BEHAVIOURS = ['score-requested', 'size-over-limit', 'credentials-missing'] as const;

const regionNotServed = (region: string): Fault => ({
  id: `matchFace-region-${region}-not-served`,
  breaks: `matchFace.region.${region}`,
  // Every rule on that host: an unserved region breaks them all.
  alsoBreaks: REGION_BEHAVIOURS.map((behaviour) => `matchFace.region.${region}.${behaviour}`),
  describe: `the ${region} region is not served: /${region}/v1/matchFace answers 404`,
  apply: {
    reply: onMatchFace(
      (_reply, request) => regionOf(request) === region,
      (_reply, request) => ({
        status: 404,
        body: { statusCode: 404, status: 'failure', error: `No operation at POST ${request.path}`, errorCode: 'route_not_found' },
      }),
    ),
  },
});

/** One region deployed with a bug the others lack: each breaks that region's rule of the behaviour alone. */
const regionBroken = (region: string): Fault[] => {
  const on = (request: SeenRequest) => regionOf(request) === region;
  return [
    {
      id: `matchFace-region-${region}-score-missing`,
      breaks: `matchFace.region.${region}.score-requested`,
      describe: `on the ${region} host, preferences.returnScore yes gets no details.match.score`,
      apply: {
        reply: onReply(
          OP,
          (reply, request) => reply.status === 200 && returnScore(request) === 'yes' && on(request),
          withMatch(({ score: _dropped, ...m }) => m),
        ),
      },
    },
    {
      id: `matchFace-region-${region}-over-limit-accepted`,
      breaks: `matchFace.region.${region}.size-over-limit`,
      describe: `on the ${region} host, a selfie of 6,291,457 bytes is accepted and matched`,
      apply: {
        reply: onMatchFace(
          (_reply, request) => fileOf(request, 'selfie')?.oversize === true && on(request),
          (_reply, request) => acceptedAsMatch(request)(),
        ),
      },
    },
    {
      id: `matchFace-region-${region}-credentials-ignored`,
      breaks: `matchFace.region.${region}.credentials-missing`,
      describe: `on the ${region} host, a request without credentials is matched`,
      apply: {
        reply: onMatchFace(
          (reply, request) => unauthenticated(reply, request) && on(request),
          (_reply, request) => acceptedAsMatch(request)(),
        ),
      },
    },
  ];
};

export const MATCH_FACE_FAULTS: readonly Fault[] = [
  {
    id: 'matchFace-action-review',
    breaks: 'matchFace.region.ind',
    describe: 'the baseline match gets summary.action "review", not one of pass, fail, manualReview',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 200 && baseline(request),
        withResult((result) => ({ ...result, summary: { ...(result.summary as object), action: 'review' } })),
      ),
    },
  },
  {
    id: 'matchFace-same-person-no',
    breaks: 'matchFace.region.ind',
    describe: 'the baseline (selfie-a.jpg with id-a.jpg: person A twice) is answered match.value no',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 200 && baseline(request),
        withMatch((m) => ({ ...m, value: 'no' })),
      ),
    },
  },
  {
    id: 'matchFace-score-without-returnScore',
    breaks: 'matchFace.region.ind',
    describe: 'the baseline, sent without preferences.returnScore, gets details.match.score anyway',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 200 && baseline(request),
        withMatch((m) => ({ ...m, score: 0.97 })),
      ),
    },
  },
  {
    id: 'matchFace-other-person-yes',
    breaks: 'matchFace.request.no-match',
    describe: 'selfie-b.jpg (person B) with id-a.jpg (person A) is answered match.value yes',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 200 && shaOf(request, 'selfie') === SHA.selfieB,
        withMatch((m) => ({ ...m, value: 'yes' })),
      ),
    },
  },
  {
    id: 'matchFace-other-person-confidence-medium',
    breaks: 'matchFace.request.no-match',
    describe: 'selfie-b.jpg with id-a.jpg gets confidence "medium", outside the documented high/low',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 200 && shaOf(request, 'selfie') === SHA.selfieB,
        withMatch((m) => ({ ...m, confidence: 'medium' })),
      ),
    },
  },
  {
    id: 'matchFace-score-requested-missing',
    breaks: 'matchFace.score.requested',
    describe: 'preferences.returnScore yes gets no details.match.score',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 200 && returnScore(request) === 'yes' && regionOf(request) === 'ind',
        withMatch(({ score: _dropped, ...m }) => m),
      ),
    },
  },
  {
    id: 'matchFace-score-not-requested-present',
    breaks: 'matchFace.score.not-requested',
    describe: 'preferences.returnScore no gets details.match.score',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 200 && returnScore(request) === 'no',
        withMatch((m) => ({ ...m, score: 0.97 })),
      ),
    },
  },
  // matchFace.region.ind's faults are the two above: on the run's region (ind) its request is the baseline.
  ...['usa', 'zaf', 'irl', 'sgp'].map(regionNotServed),
  ...['usa', 'zaf', 'irl', 'sgp'].flatMap(regionBroken),
  {
    id: 'matchFace-png-refused',
    breaks: 'matchFace.format.png',
    describe: 'PNG images are refused as Unsupported file type',
    apply: {
      reply: onReply(OP, (_reply, request) => fileOf(request, 'selfie')?.type === 'png', refused(FACE_ERRORS.unsupported)),
    },
  },
  {
    id: 'matchFace-tiff-refused',
    breaks: 'matchFace.format.tiff',
    describe: 'TIFF images are refused as Unsupported file type',
    apply: {
      reply: onReply(OP, (_reply, request) => fileOf(request, 'selfie')?.type === 'tiff', refused(FACE_ERRORS.unsupported)),
    },
  },
  {
    id: 'matchFace-pdf-refused',
    breaks: 'matchFace.format.pdf',
    describe: 'a PDF ID image is refused as Unsupported file type',
    apply: { reply: onReply(OP, (_reply, request) => fileOf(request, 'id')?.type === 'pdf', refused(FACE_ERRORS.unsupported)) },
  },
  {
    id: 'matchFace-gif-accepted',
    breaks: 'matchFace.format.gif',
    describe: 'a GIF declared image/gif is accepted and matched (the declared type decides)',
    apply: {
      reply: onMatchFace(
        (_reply, request) => fileOf(request, 'selfie')?.declaredType === 'image/gif',
        (_reply, request) => acceptedAsMatch(request)(),
      ),
    },
  },
  {
    // Taking the file by its name is a reading the document allows (the Errors row says ".png"); comparing it wrongly
    // then is not.
    id: 'matchFace-gif-named-png-not-matched',
    breaks: 'matchFace.format.gif-named-png',
    describe: 'GIF bytes named .png are taken by their name and compared wrongly: "no" for the same person',
    apply: {
      reply: onMatchFace(
        (_reply, request) => {
          const selfie = fileOf(request, 'selfie');
          return selfie?.type === 'gif' && selfie.filename.toLowerCase().endsWith('.png');
        },
        (_reply, request) => withMatch((match) => ({ ...match, value: 'no' }))(acceptedAsMatch(request)()),
      ),
    },
  },
  {
    id: 'matchFace-selfie-at-limit-refused',
    breaks: 'matchFace.selfie.size-at-limit',
    describe: 'a selfie of 6,000,000 bytes is refused as over 6MB',
    apply: {
      reply: onReply(
        OP,
        (_reply, request) => atLimit(request, 'selfie') && !atLimit(request, 'id'),
        refused(FACE_ERRORS.tooLarge),
      ),
    },
  },
  {
    id: 'matchFace-selfie-over-limit-accepted',
    breaks: 'matchFace.selfie.size-over-limit',
    describe: 'a selfie of 6,291,457 bytes (the limit + 1) is accepted and matched',
    apply: {
      reply: onMatchFace(
        (_reply, request) => fileOf(request, 'selfie')?.oversize === true && regionOf(request) === 'ind',
        (_reply, request) => acceptedAsMatch(request)(),
      ),
    },
  },
  {
    id: 'matchFace-id-at-limit-refused',
    breaks: 'matchFace.id.size-at-limit',
    describe: 'an ID image of 6,000,000 bytes is refused as over 6MB',
    apply: {
      reply: onReply(
        OP,
        (_reply, request) => atLimit(request, 'id') && !atLimit(request, 'selfie'),
        refused(FACE_ERRORS.tooLarge),
      ),
    },
  },
  {
    id: 'matchFace-id-over-limit-accepted',
    breaks: 'matchFace.id.size-over-limit',
    describe: 'an ID image of 6,291,457 bytes (the limit + 1) is accepted and matched',
    apply: {
      reply: onMatchFace(
        (_reply, request) => fileOf(request, 'id')?.oversize === true,
        (_reply, request) => acceptedAsMatch(request)(),
      ),
    },
  },
  {
    id: 'matchFace-limit-per-request',
    breaks: 'matchFace.images.both-at-limit',
    describe: 'the size limit applied per request: images over 8 MiB together are refused as over 6MB',
    apply: { reply: onReply(OP, (_reply, request) => imageBytes(request) > REQUEST_CAP_BYTES, refused(FACE_ERRORS.tooLarge)) },
  },
  {
    // Each size alone fits a reading (6,000,001 accepted: binary; 6,291,456 refused: decimal); together, neither.
    id: 'matchFace-size-limit-fits-no-reading',
    breaks: 'matchFace.selfie.size-6291456',
    describe: 'a selfie of exactly 6,291,456 bytes is refused as over 6MB while one of 6,000,001 bytes is accepted',
    apply: {
      reply: onReply(
        OP,
        (_reply, request) => fileOf(request, 'selfie')?.bytes.length === 6 * 1024 * 1024,
        refused(FACE_ERRORS.tooLarge),
      ),
    },
  },
  {
    id: 'matchFace-selfie-no-face-says-id',
    breaks: 'matchFace.selfie.no-face',
    describe: 'a selfie without a face is reported as "Face not detected in ID image" (the messages swapped)',
    apply: {
      reply: onReply(
        OP,
        resultError(FACE_ERRORS.noSelfieFace),
        withResult((result) => ({ ...result, error: FACE_ERRORS.noIdFace })),
      ),
    },
  },
  {
    id: 'matchFace-id-no-face-422',
    breaks: 'matchFace.id.no-face',
    describe: 'an ID image without a face is answered 422 instead of 400',
    apply: { reply: onReply(OP, resultError(FACE_ERRORS.noIdFace), withStatus(422)) },
  },
  {
    id: 'matchFace-selfie-multiple-faces-400',
    breaks: 'matchFace.selfie.multiple-faces',
    describe: 'a selfie with two faces is answered 400 instead of 423',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 423 && shaOf(request, 'selfie') === SHA.selfieTwoFaces,
        withStatus(400),
      ),
    },
  },
  {
    id: 'matchFace-id-multiple-faces-detail-without-code',
    breaks: 'matchFace.id.multiple-faces',
    describe: 'the 423 for an ID image with two faces has a summary details item without `code`',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 423 && shaOf(request, 'id') === SHA.idTwoFaces,
        withResult((result) => {
          const summary = result.summary as { details: { code?: string; message: string }[] };
          return { ...result, summary: { ...summary, details: summary.details.map(({ code: _dropped, ...item }) => item) } };
        }),
      ),
    },
  },
  {
    id: 'matchFace-selfie-missing-422',
    breaks: 'matchFace.selfie.missing',
    describe: 'a form without the selfie is refused with 422 instead of 400',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.body.error === FACE_ERRORS.parameters && fileOf(request, 'selfie') === undefined,
        withStatus(422),
      ),
    },
  },
  {
    id: 'matchFace-no-credentials-in-message',
    breaks: 'matchFace.credentials.missing',
    describe: 'the 401 text moves from `error` to `message`',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => unauthenticated(reply, request) && regionOf(request) === 'ind',
        renamed('error', 'message'),
      ),
    },
  },
  {
    id: 'matchFace-rate-limited-statusCode-200',
    breaks: 'matchFace.rate.limited',
    describe: 'the 429 of the rate-limited pair carries statusCode 200: it no longer mirrors the HTTP status',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 429 && headerOf(request, 'appid') === TEST_VALUES.uploads.rateLimited.appId,
        withBody({ statusCode: 200 }),
      ),
    },
  },
  {
    id: 'matchFace-busy-reworded',
    breaks: 'matchFace.server.busy',
    describe: 'the 503 says "Service Unavailable" instead of DEPENDENCY SERVER BUSY',
    apply: { reply: onReply(OP, isStatus(503), withBody({ error: 'Service Unavailable' })) },
  },
  {
    id: 'matchFace-500-as-200',
    breaks: 'matchFace.server.internal-error',
    describe: 'the server fault is answered 200 (statusCode 200), its error body kept',
    apply: { reply: onReply(OP, isStatus(500), withStatus(200)) },
  },
];
