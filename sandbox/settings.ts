// The documented limits and switches the operations read. A fault may override one of them, which breaks the behaviour
// where it is enforced (and only there) instead of faking a response.
import { EVENT_TYPES } from './flow/event-types.js';
import type { RowsRead } from './statements/analyse-pdf.js';

export interface Settings {
  /** Current token operation: `expiry` integer seconds, 1 to 86400. */
  readonly authTokenExpiryMin: number;
  readonly authTokenExpiryMax: number;
  /** Legacy login: `expiry` "must be greater than 0" (so at least 1 second), at most 86400. */
  readonly loginExpiryMin: number;
  readonly loginExpiryMax: number;
  /** The current token operation only answers whitelisted callers. */
  readonly whitelistEnforced: boolean;
  /** `authenticateOnResume` is listed optional, but the document says a missing value is rejected. */
  readonly resumeRequired: boolean;
  /** `authenticateOnResume` is one of the enum's values as written (yes, no), not any case of them. */
  readonly resumeCaseSensitive: boolean;
  /** `mobileNumber` and `email` are "not together". */
  readonly contactExclusive: boolean;
  /** parseBankStatement: the properties whose absence is a 400 `requires property <name>` (the six required ones). */
  readonly parseRequiredProperties: readonly ParseProperty[];
  /** parseBankStatement's month validation (sandbox/flow/months.ts). */
  readonly months: MonthRules;
  /** Webhook deliveries: the waits between attempts, so attempts = waits + 1 (250 ms then 500 ms: 3 attempts). */
  readonly webhookRetryDelaysMs: readonly number[];
  /** BANK_STATEMENT_PARSED_SUCCESSFULLY is sent at all. */
  readonly parsedEventSent: boolean;
  /** The success event as the spec's flat sample, or wrapped in `{data: …}` (documented nowhere). */
  readonly parsedEventEnvelope: 'flat' | 'data';
  /** Appended to the success event's transactionId: "" sends the parse's own. */
  readonly parsedEventTransactionIdSuffix: string;
  /** Fields that replace the success event's own (none: the documented forms). */
  readonly parsedEventFields: Readonly<Record<string, unknown>>;
  /** The type a failed parse's event is sent as. */
  readonly failedEventType: string;
  /** A re-parse with the same transactionId replaces the earlier results (only the latest kept). */
  readonly reparseReplaces: boolean;
  /** Results are looked up by the appId asking and the transactionId: one account's are never another's. */
  readonly resultsOfTheAccount: boolean;
  /** Results served once are served again, as often as asked. */
  readonly resultsServedAgain: boolean;
  /** Workflows a transactionId's first token may leave it free for another workflow's (none: a reuse always conflicts). */
  readonly reuseFreeAfter: readonly string[];
  /** A parse opens an encrypted statement with its `bankStatementFiles[].password`. */
  readonly parsePasswordsUsed: boolean;
  /** Operations that take a registered appId with any appKey (none: "Missing or invalid credentials yield HTTP 401"). */
  readonly appKeyIgnoredOn: readonly string[];
  /** Operations that serve a request sent without appId and appKey (none: both are mandatory, Authentication). */
  readonly credentialsOptionalOn: readonly string[];
  /** Operations that serve a request sent without the transactionId header (none: it is mandatory, Conventions 2). */
  readonly transactionIdOptionalOn: readonly string[];
  // parseBankStatement's month errors (their status is not shown): answered to the parse (400 and the message), or after
  // a 202 (the failed event as `eventType`, the results saying `resultsSay`: the other reading the harness accepts).
  // Months that are met are accepted (or, a fault, failed later all the same).
  readonly monthErrors: {
    readonly answered: 'with-the-parse' | 'after-accepting';
    readonly eventType: string;
    readonly resultsSay: 'the-error' | 'nothing';
    readonly whenMet: 'accept' | 'fail-later';
  };
  /** The event's timestamp: UTC with its Z (RFC 3339), or a local time without an offset (ISO 8601 allows it). */
  readonly eventTimestamp: 'utc' | 'without-offset';
  /** matchFace decides a file's type by its bytes (the sandbox's reading), or by its name (the Errors row's). */
  readonly faceFileTypeBy: 'bytes' | 'name';
  /** The statement rows the engine reads, for the synchronous analysis and for a parse's results: every one. */
  readonly rowsRead: { readonly analysis: RowsRead; readonly parse: RowsRead };
}

export const PARSE_PROPERTIES = [
  'bankStatementFiles',
  'statementUrl',
  'statementId',
  'contractId',
  'merchantLegalName',
  'merchantDBA',
] as const;
export type ParseProperty = (typeof PARSE_PROPERTIES)[number];

/** parseBankStatement's month validation as data (spec › Parse bank statements): D = dateOfApplication, N =
 * minRequiredMonths; window A = the N months before D's month, window B = A one month earlier. */
export interface MonthRules {
  /** Days of D on which window B passes as well as A: before the 7th. */
  readonly earlierWindowDays: readonly number[];
  /** Days of D on which no window is checked (none). */
  readonly uncheckedDays: readonly number[];
  /** Coverage (at least N months) is checked. */
  readonly coverageChecked: boolean;
  /** Coverage counts the calendar months the periods touch (or, wrongly, whole 30-day blocks of their days, or files). */
  readonly coverageUnit: 'calendar-month' | '30-day-block' | 'statement-file';
  /** A window whose first month number falls below this starts in an earlier year (month + 12). */
  readonly wrapBelow: number;
  /** Days of D on which that wrap keeps D's year (none: the year is carried). */
  readonly yearKeptDays: readonly number[];
  /** The months N requires, by N (index 0 unused): N itself. */
  readonly requiredMonths: readonly number[];
  /** The N applied when dateOfApplication is sent without minRequiredMonths (none: no month validation). */
  readonly withoutMinRequiredMonths: number | undefined;
}

const days = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const DOCUMENTED_MONTH_RULES: MonthRules = {
  earlierWindowDays: days(1, 6),
  uncheckedDays: [],
  coverageChecked: true,
  coverageUnit: 'calendar-month',
  wrapBelow: 1,
  yearKeptDays: [],
  requiredMonths: days(0, 12),
  withoutMinRequiredMonths: undefined,
};

export const DOCUMENTED_SETTINGS: Settings = {
  authTokenExpiryMin: 1,
  authTokenExpiryMax: 86_400,
  loginExpiryMin: 1,
  loginExpiryMax: 86_400,
  whitelistEnforced: true,
  resumeRequired: true,
  resumeCaseSensitive: true,
  contactExclusive: true,
  parseRequiredProperties: PARSE_PROPERTIES,
  months: DOCUMENTED_MONTH_RULES,
  webhookRetryDelaysMs: [250, 500],
  parsedEventSent: true,
  parsedEventEnvelope: 'flat',
  parsedEventTransactionIdSuffix: '',
  parsedEventFields: {},
  failedEventType: EVENT_TYPES.failed,
  reparseReplaces: true,
  resultsOfTheAccount: true,
  resultsServedAgain: true,
  reuseFreeAfter: [],
  parsePasswordsUsed: true,
  appKeyIgnoredOn: [],
  credentialsOptionalOn: [],
  transactionIdOptionalOn: [],
  eventTimestamp: 'utc',
  faceFileTypeBy: 'bytes',
  rowsRead: { analysis: 'all', parse: 'all' },
  monthErrors: { answered: 'with-the-parse', eventType: EVENT_TYPES.failed, resultsSay: 'the-error', whenMet: 'accept' },
};

/** Both token operations default `expiry` to 12 hours (Limits). */
export const DEFAULT_EXPIRY_SECONDS = 43_200;
