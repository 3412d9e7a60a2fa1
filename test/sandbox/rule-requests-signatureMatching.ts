// The request of every signatureMatching rule of the harness (issue 9 contract), written from its description: the
// sandbox test images of fixtures/inputs/, the parts in the harness's order (image1, image2, disableCompliance1/2,
// enableSignatureDetection), credentials in appid/appkey and no transactionid header.
import { TEST_VALUES } from '../../sandbox/test-values.js';
import { CREDENTIALS, WRONG_KEY } from './helpers.js';
import type { FormPart } from './input-files.js';
import type { RuleRequest } from './rule-requests.js';

interface Form {
  image1?: string;
  image2?: string;
  disableCompliance1?: string;
  disableCompliance2?: string;
  enableSignatureDetection?: string;
}

const BASELINE: Form = { image1: 'signature-a.png', image2: 'signature-a-again.png', enableSignatureDetection: 'true' };

/** The baseline form with `changes` applied; a change to undefined leaves that part out. */
export function signatureParts(changes: Form = {}): FormPart[] {
  const form = { ...BASELINE, ...changes };
  const parts: FormPart[] = [];
  for (const name of ['image1', 'image2'] as const) {
    const file = form[name];
    if (file !== undefined) parts.push({ name, file });
  }
  for (const name of ['disableCompliance1', 'disableCompliance2', 'enableSignatureDetection'] as const) {
    const value = form[name];
    if (value !== undefined) parts.push({ name, value });
  }
  return parts;
}

const pair = ({ appId, appKey }: { appId: string; appKey: string }) => ({ appid: appId, appkey: appKey });
const sign =
  (changes: Form = {}, headers: Record<string, string> = pair(CREDENTIALS!)) =>
  (): RuleRequest => ({ path: '/v1/signature_matching', body: {}, parts: signatureParts(changes), headers });

const { rateLimited, serverError } = TEST_VALUES.uploads;

/** The gating rules: each has a fault in sandbox/faults/signatureMatching.ts. */
export const SIGNATURE_MATCHING_RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'signatureMatching.request.same-signer': sign(),
  'signatureMatching.format.jpeg': sign({ image1: 'signature-a.jpg' }),
  'signatureMatching.format.tiff': sign({ image1: 'signature-a.tiff' }),
  'signatureMatching.format.gif': sign({ image1: 'signature-a.gif' }),
  'signatureMatching.document.compliance-disabled': sign({ image1: 'document-signed-a.jpg', disableCompliance1: 'yes' }),
  'signatureMatching.document.no-signature': sign({ image1: 'document-unsigned.jpg', disableCompliance1: 'yes' }),
  'signatureMatching.signature.none': sign({ image2: 'signature-blank.png' }),
  'signatureMatching.signature.multiple': sign({ image1: 'signature-two.png' }),
  'signatureMatching.detection.false': sign({ enableSignatureDetection: 'false' }),
  'signatureMatching.credentials.missing': sign({}, {}),
  'signatureMatching.credentials.wrong': sign({}, { ...pair(CREDENTIALS!), ...WRONG_KEY }),
  'signatureMatching.rate.limited': sign({}, pair(rateLimited)),
  'signatureMatching.server.internal-error': sign({}, pair(serverError)),
};

/** The probes: observed only, so no fault; no fault may change their answers. */
export const SIGNATURE_MATCHING_PROBE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'signatureMatching.request.other-signer': sign({ image2: 'signature-b.png' }),
  'signatureMatching.document.compliance-enabled': sign({ image1: 'document-signed-a.jpg' }),
  'signatureMatching.detection.yes-no': sign({ enableSignatureDetection: 'yes' }),
  'signatureMatching.detection.missing': sign({ enableSignatureDetection: undefined }),
  'signatureMatching.images.second-missing': sign({ image2: undefined }),
};
