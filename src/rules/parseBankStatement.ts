// Rules of POST {usa_engine_url}/v1/parseBankStatement: accepted with 202, every required property, the credentials,
// and the month validation, whose outcome the month-coverage oracle computes for each scenario.
import type { Edit } from '../model/edits.js';
import type { Expectation, Reading, RuleTable } from '../model/types.js';
import { withoutCredentials } from './header-credentials.js';
import { outcomeOf, MONTH_SCENARIOS, type MonthScenario } from './month-scenarios.js';
import { drop, fake, set, unchanged } from './mutate.js';
import { MONTH_ERROR_TEXTS } from '../oracles/month-coverage.js';
import {
  EVENT_TYPES,
  EVENT_VOLATILE,
  RESULTS_VOLATILE,
  PARSE,
  PARSE_ERRORS,
  parseBaseline,
  RESULTS_OF_THE_PARSE,
  submitting,
  STATES,
  SUBSCRIBE,
} from './statement-flow.js';
import { contentTypeRequired, failingAnywhere, type Row, rulesOf, transactionIdRequired, wrongAppKey } from './table.js';

const LIMITS = 'bank-statement-analysis.md › Limits';
/** The committed encrypted statement: its password is the manifest's. */
const ENCRYPTED = 'statement-encrypted.pdf';
const CREDENTIALS = 'Missing/Invalid credentials';
/** The documented 400: its text a template, whose placeholder must name the missing property (by its path, or bare). */
const requires = (name: string): Expectation => ({
  status: 400,
  message: {
    kind: 'template',
    text: 'Input Validation Error: requires property <missing_parameter>',
    pointer: '/message',
    names: [name],
  },
});

/** Drop a property of every statement item. */
const dropFromFiles = (name: string): Edit[] => [{ items: { field: 'bankStatementFiles', drop: [name] } }];

const missing = (name: string, request: Row['request']): Row => ({
  id: `parseBankStatement.${name}.missing`,
  title: `a missing ${name} is rejected naming it`,
  source: `${PARSE_ERRORS}; ${PARSE}`,
  request,
  expect: requires(name),
});

/** A month scenario, its outcome the month-coverage oracle's. An error's status is not shown: the message in the parse's
 * answer (any status), or a 202 then the failed event and the message in the results; an accepted scenario is held
 * to its success event and results that say no month error. */
function monthRow(s: MonthScenario): Row {
  const outcome = outcomeOf(s);
  const rule = s.months === undefined ? 'no minRequiredMonths' : `minRequiredMonths ${s.months}`;
  const stated = `${rule}, statements ${s.files.join(', ')}, applied ${s.dateOfApplication}`;
  const fields = { dateOfApplication: s.dateOfApplication, ...(s.months === undefined ? {} : { minRequiredMonths: s.months }) };
  const base: Omit<Row, 'title' | 'expect'> = {
    id: `parseBankStatement.months.${s.name}`,
    source: `${PARSE}; ${PARSE_ERRORS}; ${LIMITS}`,
    before: [SUBSCRIBE],
    request: submitting(s.files, fields),
    awaitEvent: true,
    after: [RESULTS_OF_THE_PARSE],
  };
  if (outcome.kind !== 'error')
    return {
      ...base,
      title: `${stated}: accepted`,
      expect: { status: 202, later: { event: EVENT_TYPES.parsed, saysNone: [...MONTH_ERROR_TEXTS] } },
    };
  const later: Reading = {
    reading: `accepted (202), then ${EVENT_TYPES.failed} and the message in the results`,
    expect: { status: 202, later: { event: EVENT_TYPES.failed, says: outcome.message } },
  };
  return {
    ...base,
    title: `${stated}: "${outcome.message}" (any status: not shown; or in the results after a 202)`,
    expect: { status: 400, anyStatus: true, message: { kind: 'literal', text: outcome.message, pointer: '/message' } },
    reading: "the message in the parse's answer (any status)",
    alternatives: [later],
  };
}

const rows: Row[] = [
  {
    id: 'parseBankStatement.request.accepted',
    title: 'a valid parse request is accepted with 202 and a transactionId',
    source: `${PARSE}; ${STATES}`,
    request: unchanged,
    expect: { status: 202 },
  },
  missing('bankStatementFiles', drop('bankStatementFiles')),
  missing('statementUrl', dropFromFiles('statementUrl')),
  missing('statementId', dropFromFiles('statementId')),
  missing('contractId', drop('contractId')),
  missing('merchantLegalName', drop('merchantLegalName')),
  missing('merchantDBA', drop('merchantDBA')),
  {
    id: 'parseBankStatement.credentials.missing',
    title: 'missing credentials are refused with 401',
    source: PARSE_ERRORS,
    request: withoutCredentials,
    // Only the 400 row gives its body: the text may stand in message, error or error.message (Conventions 4).
    ...failingAnywhere(401, CREDENTIALS),
  },
  wrongAppKey('parseBankStatement', PARSE_ERRORS, failingAnywhere(401, CREDENTIALS)),
  ...MONTH_SCENARIOS.map(monthRow),
  ...([0, 13] as const).map((n): Row => ({
    id: `parseBankStatement.minRequiredMonths.${n === 0 ? 'zero' : 'thirteen'}`,
    title: `minRequiredMonths ${n}, outside 1 to 12 (the answer is not shown) — observed`,
    source: `${PARSE}; ${LIMITS}`,
    strength: 'probe',
    request: set({ minRequiredMonths: n, dateOfApplication: '2026-01-15' }),
  })),
  {
    id: 'parseBankStatement.password.encrypted-parsed',
    title: `an encrypted statement sent with its bankStatementFiles[].password is parsed: ${EVENT_TYPES.parsed}`,
    source: PARSE,
    before: [SUBSCRIBE],
    request: [
      ...submitting([ENCRYPTED]),
      { items: { field: 'bankStatementFiles', set: { password: { $: 'statementPassword', file: ENCRYPTED } } } },
    ],
    awaitEvent: true,
    after: [RESULTS_OF_THE_PARSE],
    expect: { status: 202, later: { event: EVENT_TYPES.parsed } },
  },
  // What checkAddress yes does with the owners and address sent is not shown: the parse's answer to them is recorded.
  {
    id: 'parseBankStatement.checkAddress.yes',
    title: 'checkAddress yes with owners and a businessAddress: accepted or refused (their effect is not shown) — observed',
    source: PARSE,
    strength: 'probe',
    request: set({
      checkAddress: 'yes',
      owners: [{ firstName: fake('person.firstName'), lastName: fake('person.lastName') }],
      businessAddress: {
        fullAddress: fake('location.streetAddress'),
        city: fake('location.city'),
        state: fake('location.state', [{ abbreviated: true }]),
        zip: fake('location.zipCode', ['#####']),
      },
    }),
  },
  transactionIdRequired('parseBankStatement'),
  contentTypeRequired('parseBankStatement', PARSE),
];

export const parseBankStatementRules: RuleTable = {
  operation: 'parseBankStatement',
  baseline: parseBaseline(),
  rules: rulesOf('parseBankStatement', rows),
  // A month scenario accepted is followed by its event and results (held to the later reading).
  volatile: [...EVENT_VOLATILE, ...RESULTS_VOLATILE],
};
