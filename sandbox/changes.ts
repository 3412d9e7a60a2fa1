// The change catalogue: what a vendor release may alter without breaking any documented rule (a new field, a new
// header), to rehearse an upgrade for the drift command. A change is not a fault: it breaks no rule, so the mutation
// self-test could never see it. Each one touches the success replies of one operation only. Switched on through a
// profile (sandbox/profiles.ts), or directly: startSandbox({ extraFaults: [asFault(change)] }).
import type { Reply } from './envelope.js';
import { type Fault, isStatus, onReply, statusAndField, withResult } from './faults/kit.js';
import { TEST_VALUES } from './test-values.js';

export interface Change {
  readonly id: string;
  readonly describe: string;
  /** How the drift command should classify the difference it makes to the recordings. */
  readonly drift: 'additive' | 'notable';
  readonly apply: Fault['apply'];
}

/** Add (or replace) a response header, keeping the status, the body and the other headers. */
const withHeader =
  (name: string, value: string) =>
  (reply: Reply): Reply => ({ ...reply, headers: { ...reply.headers, [name.toLowerCase()]: value } });

export const CHANGES: readonly Change[] = [
  {
    id: 'emailBasic-risk-score-added',
    describe: 'the deliverable test address gets a new field result.riskScore, a number (12)',
    drift: 'additive',
    apply: {
      reply: onReply(
        'emailBasic',
        statusAndField(200, 'email', TEST_VALUES.emailBasic.deliverable),
        withResult((r) => ({ ...r, riskScore: 12 })),
      ),
    },
  },
  {
    id: 'fetchUpiIfsc-version-header',
    describe: 'every 200 of fetchUpiIfsc (VALID and INVALID results) gets a new header x-vendor-version: 2.0',
    drift: 'additive',
    apply: { reply: onReply('fetchUpiIfsc', isStatus(200), withHeader('x-vendor-version', '2.0')) },
  },
  {
    id: 'cacBasic-lookup-source-added',
    describe: 'every 200 of cacBasic (by RC number and by company name) gets a new field result.source: "registry"',
    drift: 'additive',
    apply: {
      reply: onReply(
        'cacBasic',
        isStatus(200),
        withResult((r) => ({ ...r, source: 'registry' })),
      ),
    },
  },
];

/** A change in the shape startSandbox's `extraFaults` takes. It breaks no rule (`breaks` says so), and no catalogue
 * check reads extra faults. */
export const asFault = (change: Change): Fault => ({
  id: change.id,
  breaks: `none (${change.drift} change)`,
  describe: change.describe,
  apply: change.apply,
});
