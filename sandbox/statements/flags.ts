// The form's text parts of the synchronous analysis (spec › Endpoints › Synchronous statement analysis), checked and
// read. A value the table does not allow is refused with a message naming the part and what it takes.
import type { DateForm } from './calendar.js';

/** The yes/no parts and their documented defaults. */
export const YES_NO_DEFAULTS = {
  enableFraudChecks: 'no',
  extractEntities: 'no',
  returnTransactions: 'yes',
  formatDateYearFirst: 'no',
  allowImagePDF: 'yes',
  returnS3Url: 'no',
  flagTransactions: 'no',
  returnRecurringTransactions: 'no',
  returnAverageMonthlyBalance: 'no',
  returnStatementSummary: 'no',
  returnEODBalances: 'no',
  returnSalaryInfo: 'no',
} as const;

export type YesNoFlag = keyof typeof YES_NO_DEFAULTS;

export interface StatementForm {
  readonly password: string | undefined;
  readonly threshold: number;
  readonly thresholdPaise: number;
  readonly dateForm: DateForm;
  readonly flags: Readonly<Record<YesNoFlag, boolean>>;
}

// Digits, optionally a decimal part; at most 13 digits of rupees, so the paise stay an exact integer.
const THRESHOLD = /^(\d{1,13})(?:\.(\d+))?$/;
// `ind` by default; the document prefers ISO 3166-1 alpha-3 codes and names `usa` too, so a 2- or 3-letter code.
const COUNTRY = /^[A-Za-z]{2,3}$/;

/** The least amount in paise that is not below the threshold: ceil(threshold × 100), exactly, from its digits. */
function thresholdPaiseOf(rupeesPart: string, decimals = ''): number {
  const paise = Number(rupeesPart) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  return /[1-9]/.test(decimals.slice(2)) ? paise + 1 : paise;
}

/** The parts read, or the message of the 400 that refuses them. */
export function readForm(fields: Readonly<Record<string, string>>): StatementForm | string {
  const flags = {} as Record<YesNoFlag, boolean>;
  for (const [name, fallback] of Object.entries(YES_NO_DEFAULTS) as [YesNoFlag, string][]) {
    const value = fields[name] ?? fallback;
    if (value !== 'yes' && value !== 'no') return `${name} must be yes or no`;
    flags[name] = value === 'yes';
  }
  const thresholdText = fields.transactionThreshold?.trim() ?? '0';
  const threshold = THRESHOLD.exec(thresholdText);
  if (threshold === null)
    return 'transactionThreshold must be a number of 0 or more, written in digits (5000, 2500.50), at most 13 digits before the point';
  const country = fields.country;
  if (country !== undefined && !COUNTRY.test(country)) return 'country must be a country code such as ind or usa';
  return {
    password: fields.password,
    threshold: Number(thresholdText),
    thresholdPaise: thresholdPaiseOf(threshold[1]!, threshold[2]),
    dateForm: flags.formatDateYearFirst ? 'year-first' : 'day-first',
    flags,
  };
}
