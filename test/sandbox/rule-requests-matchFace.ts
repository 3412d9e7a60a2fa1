// The request of every matchFace rule of the harness (issue 9 contract), written from its description: the sandbox
// test images of fixtures/inputs/, the parts in the harness's order (selfie, id, then preferences.returnScore and any
// extra text part), credentials in appid/appkey, a fresh transactionid, sent to /<region>/v1/matchFace (the run's
// region, ind by default, unless the rule names one).
import { TEST_VALUES } from '../../sandbox/test-values.js';
import { v1Headers, WRONG_KEY } from './helpers.js';
import type { FormPart } from './input-files.js';
import type { RuleRequest } from './rule-requests.js';

/** The run's region: the harness's default (VTS_REGION unset). */
export const RUN_REGION = 'ind';

interface Form {
  selfie?: string;
  id?: string;
  'preferences.returnScore'?: string;
  idFaceString?: string;
  selfieFaceString?: string;
}

const BASELINE: Form = { selfie: 'selfie-a.jpg', id: 'id-a.jpg' };

/** The baseline form with `changes` applied; a change to undefined leaves that part out. */
export function faceParts(changes: Form = {}): FormPart[] {
  const form = { ...BASELINE, ...changes };
  const parts: FormPart[] = [];
  for (const name of ['selfie', 'id'] as const) {
    const file = form[name];
    if (file !== undefined) parts.push({ name, file });
  }
  for (const name of ['preferences.returnScore', 'idFaceString', 'selfieFaceString'] as const) {
    const value = form[name];
    if (value !== undefined) parts.push({ name, value });
  }
  return parts;
}

const pair = ({ appId, appKey }: { appId: string; appKey: string }) => ({ appid: appId, appkey: appKey });
const face =
  (changes: Form = {}, headers: Record<string, string | undefined> = {}, region = RUN_REGION) =>
  (): RuleRequest => ({ path: `/${region}/v1/matchFace`, body: {}, parts: faceParts(changes), headers: v1Headers(headers) });

const { rateLimited, serverError, busy } = TEST_VALUES.uploads;
const NO_CREDENTIALS = { appid: undefined, appkey: undefined };

/**
 * The gating rules: each has a fault in sandbox/faults/matchFace.ts. The baseline request (the same person, no score
 * asked for) is each region's rule: `matchFace.region.ind` on the run's region.
 */
export const MATCH_FACE_RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'matchFace.region.ind': face({}, {}, 'ind'),
  'matchFace.request.no-match': face({ selfie: 'selfie-b.jpg' }),
  'matchFace.score.requested': face({ 'preferences.returnScore': 'yes' }),
  'matchFace.score.not-requested': face({ 'preferences.returnScore': 'no' }),
  'matchFace.region.usa': face({}, {}, 'usa'),
  'matchFace.region.zaf': face({}, {}, 'zaf'),
  'matchFace.region.irl': face({}, {}, 'irl'),
  'matchFace.region.sgp': face({}, {}, 'sgp'),
  'matchFace.format.png': face({ selfie: 'selfie-a.png', id: 'id-a.png' }),
  'matchFace.format.tiff': face({ selfie: 'selfie-a.tiff', id: 'id-a.tiff' }),
  'matchFace.format.pdf': face({ id: 'id-a.pdf' }),
  'matchFace.format.gif': face({ selfie: 'selfie-a.gif' }),
  'matchFace.format.gif-named-png': face({ selfie: 'selfie-a-gif-bytes.png' }),
  'matchFace.selfie.size-at-limit': face({ selfie: 'selfie-a-6000000.jpg' }),
  'matchFace.selfie.size-over-limit': face({ selfie: 'selfie-a-6291457.jpg' }),
  'matchFace.id.size-at-limit': face({ id: 'id-a-6000000.jpg' }),
  'matchFace.id.size-over-limit': face({ id: 'id-a-6291457.jpg' }),
  'matchFace.selfie.no-face': face({ selfie: 'selfie-no-face.jpg' }),
  'matchFace.id.no-face': face({ id: 'id-no-face.jpg' }),
  'matchFace.selfie.multiple-faces': face({ selfie: 'selfie-two-faces.jpg' }),
  'matchFace.id.multiple-faces': face({ id: 'id-two-faces.jpg' }),
  'matchFace.selfie.missing': face({ selfie: undefined }),
  'matchFace.credentials.missing': face({}, NO_CREDENTIALS),
  'matchFace.credentials.wrong': face({}, WRONG_KEY),
  'matchFace.rate.limited': face({}, pair(rateLimited)),
  'matchFace.server.busy': face({}, pair(busy)),
  'matchFace.server.internal-error': face({}, pair(serverError)),
};

/** The probes: observed only, so no fault; no fault may change their answers. */
export const MATCH_FACE_PROBE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'matchFace.score.invalid-value': face({ 'preferences.returnScore': 'maybe' }),
  'matchFace.selfie.size-6000001': face({ selfie: 'selfie-a-6000001.jpg' }),
  'matchFace.selfie.size-6291456': face({ selfie: 'selfie-a-6291456.jpg' }),
  'matchFace.id.small-image': face({ id: 'id-a-small.jpg' }),
  'matchFace.idFaceString.invalid': face({ idFaceString: 'not-a-face-string' }),
  'matchFace.selfieFaceString.invalid': face({ selfieFaceString: 'not-a-face-string' }),
  'matchFace.transactionId.missing': face({}, { transactionid: undefined }),
};
