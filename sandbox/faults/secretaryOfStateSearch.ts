// Faults of secretaryOfStateSearch: one per gating rule (two for the found record). The 404 fault keys on the
// unsupported test state, so the full-name probe ("California", also a 404) keeps its answer.
import { TEST_VALUES } from '../test-values.js';
import {
  type Fault,
  hasError,
  isStatus,
  onReply,
  renamed,
  statusAndField,
  withBody,
  withResult,
  withStatus,
  unauthenticated,
} from './kit.js';

const op = 'secretaryOfStateSearch';
const V = TEST_VALUES.secretaryOfState;
const found = statusAndField(200, 'businessLegalName', V.found.businessLegalName);

export const SECRETARY_OF_STATE_FAULTS: readonly Fault[] = [
  {
    id: 'secretaryOfStateSearch-state-missing-status-error',
    breaks: 'secretaryOfStateSearch.state.missing',
    describe: 'a missing state is refused with status "error" instead of "failure"',
    apply: { reply: onReply(op, hasError('state is required'), withBody({ status: 'error' })) },
  },
  {
    id: 'secretaryOfStateSearch-found-metaData-camel',
    breaks: 'secretaryOfStateSearch.request.found',
    describe: 'the found business is answered with `metaData` instead of the documented lower-case `metadata`',
    apply: { reply: onReply(op, found, renamed('metadata', 'metaData')) },
  },
  {
    id: 'secretaryOfStateSearch-found-latestFilingDate-iso',
    breaks: 'secretaryOfStateSearch.request.found',
    describe: 'the found business has latestFilingDate as YYYY-MM-DD instead of MM/DD/YYYY',
    apply: {
      reply: onReply(
        op,
        found,
        withResult((r) => {
          const [month, day, year] = String(r.latestFilingDate).split('/');
          return { ...r, latestFilingDate: `${year}-${month}-${day}` };
        }),
      ),
    },
  },
  {
    id: 'secretaryOfStateSearch-found-filingDate-not-iso',
    breaks: 'secretaryOfStateSearch.request.found',
    describe: 'the found business has filingDate as MM/DD/YYYY instead of ISO 8601 (YYYY-MM-DDTHH:mm:ss.sssZ)',
    apply: {
      reply: onReply(
        op,
        found,
        withResult((r) => {
          const [year, month, day] = String(r.filingDate).slice(0, 10).split('-');
          return { ...r, filingDate: `${month}/${day}/${year}` };
        }),
      ),
    },
  },
  {
    id: 'secretaryOfStateSearch-name-missing-in-message',
    breaks: 'secretaryOfStateSearch.businessLegalName.missing',
    describe: 'a missing businessLegalName gets its text in `message` instead of `error`',
    apply: { reply: onReply(op, hasError('businessLegalName is required'), renamed('error', 'message')) },
  },
  {
    id: 'secretaryOfStateSearch-state-missing-reworded',
    breaks: 'secretaryOfStateSearch.state.missing',
    describe: 'a missing state is reported as "state is mandatory"',
    apply: { reply: onReply(op, hasError('state is required'), withBody({ error: 'state is mandatory' })) },
  },
  {
    id: 'secretaryOfStateSearch-unsupported-state-400',
    breaks: 'secretaryOfStateSearch.state.unsupported',
    describe: 'the unsupported test state is answered 400 instead of 404',
    apply: { reply: onReply(op, statusAndField(404, 'state', V.unsupportedExample), withStatus(400)) },
  },
  {
    id: 'secretaryOfStateSearch-no-credentials-in-error',
    breaks: 'secretaryOfStateSearch.credentials.missing',
    describe: 'missing credentials get their text in `error` instead of `message`',
    apply: {
      reply: onReply(op, unauthenticated, renamed('message', 'error')),
    },
  },
  {
    id: 'secretaryOfStateSearch-downtime-reworded',
    breaks: 'secretaryOfStateSearch.vendor.downtime',
    describe: 'the vendor downtime 503 is reported as "Service Unavailable"',
    apply: { reply: onReply(op, isStatus(503), withBody({ error: 'Service Unavailable' })) },
  },
  {
    id: 'secretaryOfStateSearch-500-in-message',
    breaks: 'secretaryOfStateSearch.server.internal-error',
    describe: 'the 500 carries its text in `message` instead of `error`',
    apply: { reply: onReply(op, isStatus(500), renamed('error', 'message')) },
  },
];
