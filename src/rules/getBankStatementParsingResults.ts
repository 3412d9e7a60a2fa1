// Rules of POST {usa_engine_url}/v1/getBankStatementParsingResults: the three-level results of a finished parse (their
// arithmetic held by the results oracles on every 200), the latest parse kept, and the answers the document leaves open.
import type { RuleTable } from '../model/types.js';
import { withWrongAppKey } from './header-credentials.js';
import {
  BASELINE_STATEMENT,
  EVENT_VOLATILE,
  ofTheParse,
  RESULTS_VOLATILE,
  PARSE,
  parseStep,
  RESOURCE,
  RESULTS,
  resultsBaseline,
  STATES,
  SUBSCRIBE,
  UNREADABLE_STATEMENT,
} from './statement-flow.js';
import { type Row, rulesOf, wrongAppKey } from './table.js';

const TWO_MONTHS = ['month-2025-11.pdf', 'month-2025-12.pdf'];
const FIRST = { name: 'month-2025-11.pdf', statementId: 'vts-reparse-first' };
const SECOND = { name: 'month-2025-12.pdf', statementId: 'vts-reparse-second' };
const DETAILS = '/result/details';

const rows: Row[] = [
  {
    id: 'getBankStatementParsingResults.request.completed',
    title:
      "after the event, two statements give the three levels, each adding up to the one below, and the parse's contractId and merchantId",
    source: `${RESULTS}; ${RESOURCE}; ${PARSE}`,
    before: [SUBSCRIBE, parseStep('parse two monthly statements', TWO_MONTHS)],
    request: ofTheParse,
    expect: { status: 200 },
  },
  {
    id: 'getBankStatementParsingResults.reparse.latest-kept',
    title: "a parse request again with the same transactionId replaces the first one's results: only the latest data is retained",
    source: `${STATES}; bank-statement-analysis.md › Limits`,
    before: [
      SUBSCRIBE,
      parseStep('parse November', [FIRST]),
      parseStep('parse December with the same transactionId', [SECOND], true),
    ],
    request: ofTheParse,
    expect: {
      status: 200,
      pins: [
        { pointer: `${DETAILS}/numberOfBankStatements`, equals: 1 },
        { pointer: `${DETAILS}/statements/0/statementId`, equals: SECOND.statementId },
        { pointer: `${DETAILS}/statements/1`, none: true },
      ],
    },
  },
  {
    id: 'getBankStatementParsingResults.timing.before-completion',
    title: 'results asked for right after the 202, before the event (not shown) — observed',
    source: RESULTS,
    strength: 'probe',
    before: [{ ...parseStep('parse, not waiting for the event', TWO_MONTHS), awaitEvent: undefined }],
    request: ofTheParse,
  },
  {
    id: 'getBankStatementParsingResults.parse.failed',
    title: 'results of a parse that failed (not shown) — observed',
    source: RESULTS,
    strength: 'probe',
    before: [SUBSCRIBE, parseStep('parse an unreadable statement', [UNREADABLE_STATEMENT])],
    request: ofTheParse,
  },
  // The results of a parse that exists, so that a 404 for an unknown transactionId cannot hide an accepted wrong key.
  wrongAppKey('getBankStatementParsingResults', RESULTS, {
    title: "a finished parse's results asked for with a wrong appKey are refused with 401 (the body is not shown)",
    before: [SUBSCRIBE, parseStep('parse a statement', [BASELINE_STATEMENT])],
    request: [...ofTheParse, ...withWrongAppKey],
    expect: { status: 401, anyBody: true },
  }),
];

export const getBankStatementParsingResultsRules: RuleTable = {
  operation: 'getBankStatementParsingResults',
  baseline: resultsBaseline,
  rules: rulesOf('getBankStatementParsingResults', rows),
  volatile: [...EVENT_VOLATILE, ...RESULTS_VOLATILE],
};
