// The asynchronous flow's requests as the harness's rules describe them (issue 11 contract › Rule ids), written here
// from that description, not imported from src/: a parse body over statement files served at `base`, and the ten
// month scenarios of the month-coverage table.
import { type Body, WRONG_KEY } from './helpers.js';

export const PARSE_PATH = '/v1/parseBankStatement';
export const CONFIG_PATH = '/api/v1/config';
export const RESULTS_PATH = '/v1/getBankStatementParsingResults';
export const EVENT_TYPES = ['BANK_STATEMENT_PARSED_SUCCESSFULLY', 'BANK_STATEMENT_PARSING_FAILED'] as const;

/** A valid parse body: one statement per file (statementId `stmt-<n>` unless given), the three required names. */
export function parseBody(base: string, files: readonly (string | { file: string; statementId: string })[], extra: Body = {}) {
  return {
    bankStatementFiles: files.map((item, i) =>
      typeof item === 'string'
        ? { statementUrl: `${base}/${item}`, statementId: `stmt-${i + 1}` }
        : { statementUrl: `${base}/${item.file}`, statementId: item.statementId },
    ),
    contractId: 'vts-contract-0001',
    merchantLegalName: 'Sandbox Trading LLC',
    merchantDBA: 'Sandbox Trading',
    ...extra,
  };
}

/** The body without one required property; a statement's own (statementUrl, statementId) is dropped from the first. */
export function withoutProperty(body: ReturnType<typeof parseBody>, name: string): Body {
  if (name === 'statementUrl' || name === 'statementId') {
    const [first, ...rest] = body.bankStatementFiles;
    const { [name]: _dropped, ...kept } = first!;
    return { ...body, bankStatementFiles: [kept, ...rest] };
  }
  const { [name as keyof typeof body]: _dropped, ...kept } = body;
  return kept;
}

export const REQUIRED_PROPERTIES = [
  'bankStatementFiles',
  'statementUrl',
  'statementId',
  'contractId',
  'merchantLegalName',
  'merchantDBA',
] as const;

const month = (from: string, count: number): string[] => {
  const [year, first] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + first - 1 + i;
    return `month-${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}.pdf`;
  });
};

export interface MonthScenario {
  readonly n?: number;
  readonly files: readonly string[];
  readonly dateOfApplication: string;
  /** undefined: accepted (202); else the 400's message. */
  readonly message?: string;
}

/** The month-coverage table of the contract (rule `parseBankStatement.months.<name>`). */
export const MONTH_SCENARIOS: Readonly<Record<string, MonthScenario>> = {
  'day-seven-preceding': { n: 3, files: month('2025-10', 3), dateOfApplication: '2026-01-07' },
  'day-seven-earlier-only': {
    n: 3,
    files: month('2025-09', 3),
    dateOfApplication: '2026-01-07',
    message: 'Last 3 months Bank statement missing',
  },
  'day-eight-earlier-only': {
    n: 3,
    files: month('2025-09', 3),
    dateOfApplication: '2026-01-08',
    message: 'Last 3 months Bank statement missing',
  },
  'day-six-earlier-window': { n: 3, files: month('2025-09', 3), dateOfApplication: '2026-01-06' },
  'day-six-neither-window': {
    n: 3,
    files: month('2025-07', 3),
    dateOfApplication: '2026-01-06',
    message: 'Last 3 months Bank statement missing',
  },
  'coverage-short': {
    n: 3,
    files: month('2025-11', 2),
    dateOfApplication: '2026-01-10',
    message: 'Bank Statement period less than 3 months',
  },
  'one-month-year-end': { n: 1, files: month('2025-12', 1), dateOfApplication: '2026-01-31' },
  'twelve-months': { n: 12, files: month('2025-01', 12), dateOfApplication: '2026-01-15' },
  'leap-february': { n: 1, files: ['statement-leap-february.pdf'], dateOfApplication: '2024-03-07' },
  'one-statement-three-months': { n: 3, files: ['statement-3-months.pdf'], dateOfApplication: '2026-04-10' },
  'same-month-thrice': {
    n: 3,
    files: month('2025-12', 1).concat(month('2025-12', 1), month('2025-12', 1)),
    dateOfApplication: '2026-01-10',
    message: 'Bank Statement period less than 3 months',
  },
  omitted: { files: month('2025-07', 1), dateOfApplication: '2026-01-15' },
};

/** The parse body of a month scenario. */
export const scenarioBody = (base: string, scenario: MonthScenario) =>
  parseBody(base, scenario.files, {
    dateOfApplication: scenario.dateOfApplication,
    ...(scenario.n === undefined ? {} : { minRequiredMonths: scenario.n }),
  });

export type Headers = Record<string, string | undefined>;
export const NO_CREDENTIALS: Headers = { appid: undefined, appkey: undefined };

/**
 * Every gating parseBankStatement rule as the harness describes it: the body its request sends (statements under
 * `base()`, read when the body is made: a test's file server starts later) and the headers it changes. The fault tests wrap these into requests their own way.
 */
export function parseRuleBodies(base: () => string): Record<string, { body: () => Body; headers?: Headers }> {
  const plain = () => parseBody(base(), ['month-2025-12.pdf']);
  return {
    'parseBankStatement.request.accepted': { body: plain },
    ...Object.fromEntries(
      REQUIRED_PROPERTIES.map((name) => [`parseBankStatement.${name}.missing`, { body: () => withoutProperty(plain(), name) }]),
    ),
    'parseBankStatement.credentials.missing': { body: plain, headers: NO_CREDENTIALS },
    'parseBankStatement.credentials.wrong': { body: plain, headers: WRONG_KEY },
    ...Object.fromEntries(
      Object.entries(MONTH_SCENARIOS).map(([name, scenario]) => [
        `parseBankStatement.months.${name}`,
        { body: () => scenarioBody(base(), scenario) },
      ]),
    ),
  };
}
