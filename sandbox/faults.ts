// The fault catalogue: switches that each break exactly one documented rule, so the mutation self-test can prove
// the suites catch that break. Turned on per server: startSandbox({ faults: ['authToken-404-with-error'] }).
import { closest, distance } from 'fastest-levenshtein';
import type { Reply } from './envelope.js';
import { AUTH_TOKEN_FAULTS } from './faults/authToken.js';
import { AUTH_TOKEN_BODY_FAULTS } from './faults/authToken-body.js';
import { BANK_STATEMENT_FAULTS } from './faults/bankStatementAnalysis.js';
import { CAC_BASIC_FAULTS } from './faults/cacBasic.js';
import { CREDENTIALS_FAULTS } from './faults/credentials.js';
import { EMAIL_BASIC_FAULTS } from './faults/emailBasic.js';
import { EXPLORE_FAULTS, type ExploreFault } from './faults/explore.js';
import { FETCH_UPI_IFSC_FAULTS } from './faults/fetchUpiIfsc.js';
import { RESULTS_FAULTS } from './faults/getBankStatementParsingResults.js';
import type { Fault, ReplyTransform } from './faults/kit.js';
import { LOGIN_FAULTS } from './faults/login.js';
import { MATCH_FACE_FAULTS } from './faults/matchFace.js';
import { PARSE_BANK_STATEMENT_FAULTS } from './faults/parseBankStatement.js';
import { PHILSYS_QR_CHECK_FAULTS } from './faults/philsysQRCheck.js';
import { PREFILL_BY_MOBILE_FAULTS } from './faults/prefillByMobile.js';
import { SECRETARY_OF_STATE_FAULTS } from './faults/secretaryOfStateSearch.js';
import { SIGNATURE_MATCHING_FAULTS } from './faults/signatureMatching.js';
import { WEBHOOK_EVENT_FAULTS } from './faults/webhookEvent.js';
import type { SeenRequest } from './operations/operation.js';
import { DOCUMENTED_SETTINGS, type Settings } from './settings.js';

export type { ExploreFault } from './faults/explore.js';
export type { Fault, ReplyTransform } from './faults/kit.js';

export const FAULTS: readonly Fault[] = [
  ...AUTH_TOKEN_BODY_FAULTS,
  ...AUTH_TOKEN_FAULTS,
  ...LOGIN_FAULTS,
  ...EMAIL_BASIC_FAULTS,
  ...SECRETARY_OF_STATE_FAULTS,
  ...PREFILL_BY_MOBILE_FAULTS,
  ...FETCH_UPI_IFSC_FAULTS,
  ...CAC_BASIC_FAULTS,
  ...SIGNATURE_MATCHING_FAULTS,
  ...PHILSYS_QR_CHECK_FAULTS,
  ...MATCH_FACE_FAULTS,
  ...BANK_STATEMENT_FAULTS,
  ...PARSE_BANK_STATEMENT_FAULTS,
  ...WEBHOOK_EVENT_FAULTS,
  ...RESULTS_FAULTS,
  ...CREDENTIALS_FAULTS,
];

/** Every id startSandbox and VTS_SANDBOX_FAULTS take: the catalogue's, and those only exploration finds (which break
 * no rule, so the mutation self-test leaves them out of FAULTS). */
const SWITCHABLE: readonly (Fault | ExploreFault)[] = [...FAULTS, ...EXPLORE_FAULTS];

export interface ActiveFaults {
  readonly settings: Settings;
  /** Applies every active reply transform, in the order the faults were given, to every reply the server sends. */
  readonly transform: (reply: Reply, request: SeenRequest) => Reply;
}

/** One line for an id that is no fault: the closest id when one is near, and where the whole list is (over 200 ids are
 * too many for one line). */
export function unknownFault(id: string): string {
  const ids = SWITCHABLE.map((f) => f.id);
  const near = closest(id, ids);
  const close = distance(id, near) <= Math.max(2, Math.floor(id.length / 4));
  return (
    `Unknown sandbox fault "${id}"${close ? ` (did you mean "${near}"?)` : ''}: npm run sandbox -- --help ` +
    `lists the ${ids.length} fault ids, sandbox/README.md › Faults says what each breaks`
  );
}

/** Looks the ids up in the catalogue; an unknown id is a usage error listing the valid ones. `extra` faults (the
 * sandbox's own tests') are switched on after those. */
export function activateFaults(ids: readonly string[], extra: readonly Fault[] = []): ActiveFaults {
  const faults: (Fault | ExploreFault)[] = ids.map((id) => {
    const fault = SWITCHABLE.find((f) => f.id === id);
    if (fault === undefined) throw new Error(unknownFault(id));
    return fault;
  });
  faults.push(...extra);
  const settings: Settings = Object.assign({}, DOCUMENTED_SETTINGS, ...faults.map((f) => f.apply.settings));
  const transforms = faults.flatMap((f): ReplyTransform[] => (f.apply.reply ? [f.apply.reply] : []));
  return { settings, transform: (reply, request) => transforms.reduce((r, t) => t(r, request), reply) };
}
