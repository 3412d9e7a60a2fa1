// Faults of fetchUpiIfsc: one per gating rule. The two 200 rules key on their test VPA.
import { failure, type Reply } from '../envelope.js';
import { TEST_VALUES } from '../test-values.js';
import {
  type Fault,
  hasMessage,
  isStatus,
  onReply,
  renamed,
  statusAndField,
  withBody,
  withResult,
  without,
  unauthenticated,
  withStatus,
} from './kit.js';

const op = 'fetchUpiIfsc';
const V = TEST_VALUES.upi;

// Drop metaData.requestId, keeping metaData.
const withoutRequestId = (reply: Reply): Reply => {
  const { requestId: _dropped, ...metaData } = reply.body.metaData as Record<string, unknown>;
  return { ...reply, body: { ...reply.body, metaData } };
};

export const FETCH_UPI_IFSC_FAULTS: readonly Fault[] = [
  {
    id: 'fetchUpiIfsc-valid-referenceId-null',
    breaks: 'fetchUpiIfsc.request.valid',
    describe: 'the valid test VPA gets result.referenceId null, documented a string',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'vpa', V.valid.vpa),
        withResult((r) => ({ ...r, referenceId: null })),
      ),
    },
  },
  {
    id: 'fetchUpiIfsc-valid-vpa-answered-invalid',
    breaks: 'fetchUpiIfsc.request.valid',
    describe: 'the valid test VPA gets the INVALID variant: result.status INVALID, every bank field null, vpa echoed',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'vpa', V.valid.vpa),
        withResult((r) => ({
          ...r,
          status: 'INVALID',
          message: 'VPA is invalid',
          ifsc: null,
          nameAtBank: null,
          ifscDetails: Object.fromEntries(Object.keys(r.ifscDetails as object).map((k) => [k, null])),
        })),
      ),
    },
  },
  {
    id: 'fetchUpiIfsc-invalid-vpa-not-echoed',
    breaks: 'fetchUpiIfsc.vpa.invalid-returns-200',
    describe: 'the INVALID answer carries the VPA normalised to upper case instead of echoing the input',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'vpa', V.invalid),
        withResult((r) => ({ ...r, vpa: String(r.vpa).toUpperCase() })),
      ),
    },
  },
  {
    id: 'fetchUpiIfsc-invalid-vpa-400',
    breaks: 'fetchUpiIfsc.vpa.invalid-returns-200',
    describe: 'the invalid test VPA is answered 400 "VPA is invalid" instead of a 200 with result.status INVALID',
    apply: {
      reply: onReply(op, statusAndField(200, 'vpa', V.invalid), (reply) =>
        failure(400, { message: 'VPA is invalid', metaData: reply.body.metaData }),
      ),
    },
  },
  {
    id: 'fetchUpiIfsc-vpa-missing-no-requestId',
    breaks: 'fetchUpiIfsc.vpa.missing',
    describe: 'a missing vpa is refused without metaData.requestId',
    apply: { reply: onReply(op, hasMessage('vpa is missing in the request'), withoutRequestId) },
  },
  {
    id: 'fetchUpiIfsc-malformed-reworded',
    breaks: 'fetchUpiIfsc.vpa.malformed',
    describe: 'a malformed vpa is reported as "Invalid VPA format"',
    apply: { reply: onReply(op, hasMessage('vpa should be valid'), withBody({ message: 'Invalid VPA format' })) },
  },
  {
    id: 'fetchUpiIfsc-no-credentials-in-error',
    breaks: 'fetchUpiIfsc.credentials.missing',
    describe: 'missing credentials get their text in `error` instead of `message`',
    apply: {
      reply: onReply(op, unauthenticated, renamed('message', 'error')),
    },
  },
  {
    id: 'fetchUpiIfsc-500-without-metaData',
    breaks: 'fetchUpiIfsc.server.internal-error',
    describe: 'the 500 drops metaData, which every error of the operation documents',
    apply: { reply: onReply(op, isStatus(500), without('metaData')) },
  },
  {
    id: 'fetchUpiIfsc-missing-name-accepted',
    breaks: 'fetchUpiIfsc.name.missing',
    describe: 'a request without the required name is answered 200 (statusCode 200), its error body kept',
    apply: { reply: onReply(op, hasMessage('name is missing in the request'), withStatus(200)) },
  },
];
