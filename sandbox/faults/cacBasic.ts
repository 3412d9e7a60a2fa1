// Faults of cacBasic: one per gating rule. The two lookups key on their test RC value.
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

const op = 'cacBasic';
const V = TEST_VALUES.cac;
const NO_MATCH = "We couldn't find any matching records based on the information you provided";
// A 200 that found nothing: the documented answer for no match is the 404.
const noCompany = withResult((r) => ({ ...r, message: '0 matching records found', data: [] }));

export const CAC_BASIC_FAULTS: readonly Fault[] = [
  {
    id: 'cacBasic-by-number-timestamp-no-ms',
    breaks: 'cacBasic.rc.by-number',
    describe: 'the RC-number lookup gets result.timestamp without milliseconds (YYYY-MM-DDTHH:MM:SSZ)',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'RC', V.rcNumber),
        withResult((r) => ({ ...r, timestamp: String(r.timestamp).replace(/\.\d{3}Z$/, 'Z') })),
      ),
    },
  },
  {
    id: 'cacBasic-by-name-id-string',
    breaks: 'cacBasic.rc.by-name',
    describe: 'the company-name lookup gets data items with `id` as a string, documented integer',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'RC', V.companyName),
        withResult((r) => ({ ...r, data: (r.data as Record<string, unknown>[]).map((c) => ({ ...c, id: String(c.id) })) })),
      ),
    },
  },
  {
    id: 'cacBasic-by-number-content-type-html',
    breaks: 'cacBasic.rc.by-number',
    describe: "the RC-number lookup's JSON comes as content-type text/html (a gateway's default), not application/json",
    apply: {
      reply: onReply(op, statusAndField(200, 'RC', V.rcNumber), (reply) => ({
        ...reply,
        headers: { ...reply.headers, 'content-type': 'text/html; charset=utf-8' },
      })),
    },
  },
  {
    id: 'cacBasic-by-number-no-company',
    breaks: 'cacBasic.rc.by-number',
    describe: 'the RC-number lookup is answered 200 with an empty data array instead of the company',
    apply: { reply: onReply(op, statusAndField(200, 'RC', V.rcNumber), noCompany) },
  },
  {
    id: 'cacBasic-by-name-no-company',
    breaks: 'cacBasic.rc.by-name',
    describe: 'the company-name lookup is answered 200 with an empty data array instead of the company',
    apply: { reply: onReply(op, statusAndField(200, 'RC', V.companyName), noCompany) },
  },
  {
    id: 'cacBasic-empty-without-metaData',
    breaks: 'cacBasic.rc.empty',
    describe: 'an empty RC is refused without the documented metaData',
    apply: { reply: onReply(op, hasMessage('RC is not allowed to be empty'), without('metaData')) },
  },
  {
    id: 'cacBasic-no-match-in-error',
    breaks: 'cacBasic.rc.no-match',
    describe: 'the no-match 404 gets its text in `error` instead of `message`',
    apply: { reply: onReply(op, hasMessage(NO_MATCH), renamed('message', 'error')) },
  },
  {
    id: 'cacBasic-no-credentials-reworded',
    breaks: 'cacBasic.credentials.missing',
    describe: 'missing credentials are reported as "Invalid credentials"',
    apply: {
      reply: onReply(op, unauthenticated, withBody({ message: 'Invalid credentials' })),
    },
  },
  {
    id: 'cacBasic-500-without-metaData',
    breaks: 'cacBasic.server.internal-error',
    describe: 'the 500 drops metaData, which every error of the operation documents',
    apply: { reply: onReply(op, isStatus(500), without('metaData')) },
  },
  {
    id: 'cacBasic-missing-rc-accepted',
    breaks: 'cacBasic.rc.missing',
    describe: 'a body without the required RC is answered 200 (statusCode 200), its error body kept',
    apply: { reply: onReply(op, hasMessage('RC is required'), withStatus(200)) },
  },
];
