// Faults of prefillByMobile: one per gating rule. The two 400 rules share a text, so their faults key on the mobile
// sent: empty, or a short run of digits ("missing a digit"); the "+91…" probe matches neither.
import type { Reply } from '../envelope.js';
import type { SeenRequest } from '../operations/operation.js';
import { TEST_VALUES } from '../test-values.js';
import {
  cutShort,
  type Fault,
  field,
  isStatus,
  onReply,
  renamed,
  statusAndField,
  withBody,
  withResult,
  withStatus,
  without,
  unauthenticated,
} from './kit.js';

const op = 'prefillByMobile';
const V = TEST_VALUES.prefill;

const invalidMobile = (test: (mobile: unknown) => boolean) => (reply: Reply, request: SeenRequest) =>
  reply.status === 400 && test(field(request, 'mobile'));

// Move result.data.message to the top-level `message` (and drop `result`).
const messageOnTop = (reply: Reply): Reply => {
  const { result, ...rest } = reply.body;
  const message = ((result as { data?: { message?: unknown } } | undefined)?.data ?? {}).message;
  return { ...reply, body: { ...rest, message } };
};

export const PREFILL_BY_MOBILE_FAULTS: readonly Fault[] = [
  {
    id: 'prefillByMobile-found-status-uppercase',
    breaks: 'prefillByMobile.request.found',
    describe: 'the registered test number gets status "SUCCESS" instead of "success"',
    apply: { reply: onReply(op, statusAndField(200, 'mobile', V.registered[0]), withBody({ status: 'SUCCESS' })) },
  },
  {
    id: 'prefillByMobile-found-dob-iso',
    breaks: 'prefillByMobile.request.found',
    describe: 'the registered test number gets personal_info.dob as YYYY-MM-DD instead of DD-MM-YYYY',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'mobile', V.registered[0]),
        withResult((r) => {
          const info = (r.details as { personal_info: { dob: string } }).personal_info;
          info.dob = info.dob.split('-').reverse().join('-');
          return r;
        }),
      ),
    },
  },
  {
    id: 'prefillByMobile-invalid-without-metaData',
    breaks: 'prefillByMobile.mobile.invalid',
    describe: 'a mobile missing digits is refused without the documented metaData',
    apply: {
      reply: onReply(
        op,
        invalidMobile((m) => typeof m === 'string' && /^\d{1,9}$/.test(m)),
        without('metaData'),
      ),
    },
  },
  {
    id: 'prefillByMobile-empty-message-on-top',
    breaks: 'prefillByMobile.mobile.empty',
    describe: 'an empty mobile gets its text in `message` instead of result.data.message',
    apply: {
      reply: onReply(
        op,
        invalidMobile((m) => m === ''),
        messageOnTop,
      ),
    },
  },
  {
    id: 'prefillByMobile-not-registered-in-error',
    breaks: 'prefillByMobile.mobile.not-registered',
    describe: 'the unregistered 404 gets its text in `error` instead of `message`',
    apply: { reply: onReply(op, isStatus(404), renamed('message', 'error')) },
  },
  {
    id: 'prefillByMobile-no-bureau-404',
    breaks: 'prefillByMobile.mobile.no-bureau-data',
    describe: 'no bureau data is answered 404 instead of 422',
    apply: { reply: onReply(op, isStatus(422), withStatus(404)) },
  },
  {
    id: 'prefillByMobile-no-credentials-reworded',
    breaks: 'prefillByMobile.credentials.missing',
    describe: 'missing credentials are reported as "Unauthorized"',
    apply: {
      reply: onReply(op, unauthenticated, withBody({ message: 'Unauthorized' })),
    },
  },
  {
    id: 'prefillByMobile-busy-statusCode-200',
    breaks: 'prefillByMobile.server.busy',
    describe: 'the 503 carries statusCode 200: statusCode no longer mirrors the HTTP status',
    apply: { reply: onReply(op, isStatus(503), withBody({ statusCode: 200 })) },
  },
  {
    id: 'prefillByMobile-500-body-not-json',
    breaks: 'prefillByMobile.server.internal-error',
    describe: 'the 500 body is cut short after `message`: not valid JSON, under content-type application/json',
    apply: { reply: onReply(op, isStatus(500), cutShort('statusCode', 'status', 'message')) },
  },
];
