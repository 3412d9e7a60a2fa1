// Faults of POST /v1/parseBankStatement. The 202 and 401 faults change replies (keyed on what only their rule's
// request has); the others change a setting where it is applied: a required property made optional, or one month
// rule misread. Each month fault changes the outcome of its own scenario of the harness's table and of no other
// (test/unit/sandbox-server/flow-faults.test.ts runs them all under each): the windows are those of issue 11's contract; counting
// statement files for months breaks the two scenarios of several months in one file and one month in several.
import { EVENT_TYPES } from '../flow/events.js';
import {
  DOCUMENTED_MONTH_RULES,
  DOCUMENTED_SETTINGS,
  type MonthRules,
  PARSE_PROPERTIES,
  type ParseProperty,
  type Settings,
} from '../settings.js';
import { field, type Fault, onReply, unauthenticated, withBody, withoutCredentials, withStatus } from './kit.js';

const OP = 'parseBankStatement';
const RULE = (rule: string) => `${OP}.${rule}`;

const days = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const optional = (name: ParseProperty): Fault => ({
  id: `${OP}-${name}-optional`,
  breaks: RULE(`${name}.missing`),
  describe: `a missing ${name} is accepted (202) instead of refused 400 requires property ${name}`,
  apply: { settings: { parseRequiredProperties: PARSE_PROPERTIES.filter((p) => p !== name) } },
});

const months = (id: string, scenario: string, describe: string, change: Partial<MonthRules>): Fault => ({
  id: `${OP}-${id}`,
  breaks: RULE(`months.${scenario}`),
  describe,
  apply: { settings: { months: { ...DOCUMENTED_MONTH_RULES, ...change } } },
});

/** How month errors are answered (settings.monthErrors), one part changed. */
const monthErrors = (change: Partial<Settings['monthErrors']>): Fault['apply'] => ({
  settings: { monthErrors: { ...DOCUMENTED_SETTINGS.monthErrors, ...change } },
});
/** The month scenarios whose statements fall short, and those whose statements meet minRequiredMonths. */
const FALLING_SHORT = [
  'day-seven-earlier-only',
  'day-eight-earlier-only',
  'day-six-neither-window',
  'coverage-short',
  'same-month-thrice',
];
const MEETING = [
  'day-seven-preceding',
  'day-six-earlier-window',
  'one-month-year-end',
  'twelve-months',
  'leap-february',
  'one-statement-three-months',
];
const scenarios = (names: string[]) => names.map((name) => RULE(`months.${name}`));

export const PARSE_BANK_STATEMENT_FAULTS: readonly Fault[] = [
  // The month errors' later reading (accepted, then refused) broken: every scenario of one kind shows it.
  {
    id: `${OP}-month-error-later-unsaid`,
    breaks: RULE('months.coverage-short'),
    alsoBreaks: scenarios(FALLING_SHORT.filter((name) => name !== 'coverage-short')),
    describe: 'a month error is answered after the 202, and the results never say it (422 "Bank statement parsing failed")',
    apply: monthErrors({ answered: 'after-accepting', resultsSay: 'nothing' }),
  },
  {
    id: `${OP}-month-error-later-as-parsed`,
    breaks: RULE('months.coverage-short'),
    alsoBreaks: scenarios(FALLING_SHORT.filter((name) => name !== 'coverage-short')),
    describe: `a month error answered after the 202 is announced as ${EVENT_TYPES.parsed} (the results say the error)`,
    apply: monthErrors({ answered: 'after-accepting', eventType: EVENT_TYPES.parsed }),
  },
  {
    id: `${OP}-months-met-refused-later`,
    breaks: RULE('months.day-seven-preceding'),
    alsoBreaks: scenarios(MEETING.filter((name) => name !== 'day-seven-preceding')),
    describe:
      'statements that meet minRequiredMonths are accepted (202), then refused "Last N months Bank statement missing" in the event and the results',
    apply: monthErrors({ whenMet: 'fail-later' }),
  },
  {
    id: `${OP}-accepted-statusCode-200`,
    breaks: RULE('request.accepted'),
    describe:
      'a plain parse (no minRequiredMonths, dateOfApplication, checkAddress or password) gets statusCode 200 under its HTTP 202',
    apply: {
      reply: onReply(
        OP,
        (reply, request) =>
          reply.status === 202 &&
          field(request, 'minRequiredMonths') === undefined &&
          field(request, 'dateOfApplication') === undefined &&
          field(request, 'checkAddress') === undefined &&
          !JSON.stringify(field(request, 'bankStatementFiles') ?? []).includes('"password"'),
        withBody({ statusCode: 200 }),
      ),
    },
  },
  ...PARSE_PROPERTIES.map(optional),
  {
    id: `${OP}-statementUrl-item-named`,
    breaks: RULE('statementUrl.missing'),
    describe:
      'a statement item without its statementUrl is refused naming the item, not the property: requires property "bankStatementFiles[0]"',
    apply: {
      reply: onReply(
        OP,
        (reply) => reply.status === 400 && reply.body.message === 'Input Validation Error: requires property statementUrl',
        withBody({ message: 'Input Validation Error: requires property "bankStatementFiles[0]"' }),
      ),
    },
  },
  {
    id: `${OP}-no-credentials-reworded`,
    breaks: RULE('credentials.missing'),
    describe: 'no appid/appkey headers is reported as "Unauthorized" instead of Missing/Invalid credentials',
    apply: { reply: onReply(OP, unauthenticated, withBody({ message: 'Unauthorized' })) },
  },
  {
    id: `${OP}-wrong-credentials-403`,
    breaks: RULE('credentials.wrong'),
    describe: 'wrong credentials (appid and appkey sent) are answered 403 instead of 401',
    apply: { reply: onReply(OP, (reply, request) => reply.status === 401 && !withoutCredentials(request), withStatus(403)) },
  },
  months(
    'day-seven-year-not-carried',
    'day-seven-preceding',
    "on the 7th, a window reaching back past January keeps the application's year: 2026-01-07 with N = 3 asks for 2026-10 to 2026-12",
    { yearKeptDays: [7] },
  ),
  months('day-seven-earlier-window', 'day-seven-earlier-only', 'the 7th is taken as before the 7th: window B passes on it', {
    earlierWindowDays: days(1, 7),
  }),
  months(
    'earlier-window-after-seventh',
    'day-eight-earlier-only',
    'window B passes on every day but the 7th (the rule read as "on the 7th" instead of "from the 7th on")',
    { earlierWindowDays: [...days(1, 6), ...days(8, 31)] },
  ),
  months('earlier-window-never', 'day-six-earlier-window', 'window B never passes: before the 7th only window A does', {
    earlierWindowDays: [],
  }),
  months(
    'windows-unchecked-before-seventh',
    'day-six-neither-window',
    'before the 7th the consecutive-months check is skipped: any statements covering N months pass',
    { uncheckedDays: days(1, 6) },
  ),
  {
    ...months(
      'coverage-unchecked',
      'coverage-short',
      'the coverage check is skipped: too few months are reported as Last N months Bank statement missing',
      { coverageChecked: false },
    ),
    alsoBreaks: [RULE('months.same-month-thrice')],
  },
  months(
    'december-month-zero',
    'one-month-year-end',
    'a window starting at month 0 is not carried into the previous year: N = 1 in January asks for a month 0 no statement has',
    { wrapBelow: 0 },
  ),
  months('twelve-needs-thirteen', 'twelve-months', 'minRequiredMonths 12 requires 13 months (coverage and window)', {
    requiredMonths: [...DOCUMENTED_MONTH_RULES.requiredMonths.slice(0, 12), 13],
  }),
  months(
    'coverage-30-day-blocks',
    'leap-february',
    'coverage counts whole 30-day blocks of the periods instead of calendar months: a 29-day February is no month',
    { coverageUnit: '30-day-block' },
  ),
  {
    ...months(
      'coverage-counts-files',
      'one-statement-three-months',
      'coverage counts the statement files sent instead of the calendar months their periods cover',
      { coverageUnit: 'statement-file' },
    ),
    // Three statements of one month are three files: the same misreading passes the coverage they do not meet.
    alsoBreaks: [RULE('months.same-month-thrice')],
  },
  months(
    'omitted-validated-as-three',
    'omitted',
    'a dateOfApplication without minRequiredMonths is validated with N = 3 instead of not at all',
    { withoutMinRequiredMonths: 3 },
  ),
  {
    id: `${OP}-password-ignored`,
    breaks: RULE('password.encrypted-parsed'),
    describe: "an encrypted statement's bankStatementFiles[].password is not used: its parse fails",
    apply: { settings: { parsePasswordsUsed: false } },
  },
];
