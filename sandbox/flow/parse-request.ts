// The body of parseBankStatement, read and checked (spec › Parse bank statements; issue 11 contract › Parse 400). The
// first problem answers, in this order: bankStatementFiles, each file's statementUrl then statementId (and their
// types), contractId, merchantLegalName, merchantDBA, minRequiredMonths (1 to 12), then the optional fields' types.
// A required property that settings do not require (a fault) may be absent; it is then "" (or no statement).
import type { ParseProperty, Settings } from '../settings.js';
import { dateOf, parseDate, type YearMonthDay } from '../statements/calendar.js';
import { httpUrl } from './fetch-statement.js';

/** Statements one request may send: not shown; two years of monthly statements. */
export const MAX_STATEMENTS = 24;

export interface StatementFile {
  readonly statementUrl: string;
  readonly statementId: string;
  readonly password?: string;
}

export interface ParseRequest {
  readonly files: readonly StatementFile[];
  readonly contractId: string;
  readonly merchantId: string;
  readonly minRequiredMonths?: number;
  readonly dateOfApplication?: YearMonthDay;
}

const INVALID = 'Input Validation Error:';
export const PARSE_ERRORS = {
  requires: (name: ParseProperty) => `${INVALID} requires property ${name}`,
  files: `${INVALID} bankStatementFiles must be an array of 1 to ${MAX_STATEMENTS} statements`,
  file: (i: number) => `${INVALID} bankStatementFiles[${i}] must be an object with statementUrl and statementId`,
  text: (name: string) => `${INVALID} ${name} must be a non-empty string`,
  url: (i: number) => `${INVALID} bankStatementFiles[${i}].statementUrl must be an http or https URL`,
  minRequiredMonths: `${INVALID} minRequiredMonths must be an integer from 1 to 12`,
  dateOfApplication: `${INVALID} dateOfApplication must be a date written YYYY-MM-DD`,
  checkAddress: `${INVALID} checkAddress must be yes or no`,
  owners: `${INVALID} owners must be an array of objects`,
  businessAddress: `${INVALID} businessAddress must be an object`,
} as const;

type Fields = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A required text property: "" when absent and not required, the problem when absent and required or not text. */
function requiredText(
  fields: Fields,
  name: ParseProperty,
  shown: string,
  settings: Settings,
): { value: string } | { problem: string } {
  const value = fields[name];
  if (value === undefined)
    return settings.parseRequiredProperties.includes(name) ? { problem: PARSE_ERRORS.requires(name) } : { value: '' };
  return isText(value) ? { value } : { problem: PARSE_ERRORS.text(shown) };
}

function fileOf(item: unknown, i: number, settings: Settings): StatementFile | string {
  if (!isObject(item)) return PARSE_ERRORS.file(i);
  const url = requiredText(item, 'statementUrl', `bankStatementFiles[${i}].statementUrl`, settings);
  if ('problem' in url) return url.problem;
  if (url.value !== '' && httpUrl(url.value) === undefined) return PARSE_ERRORS.url(i);
  const id = requiredText(item, 'statementId', `bankStatementFiles[${i}].statementId`, settings);
  if ('problem' in id) return id.problem;
  const { password } = item;
  if (password !== undefined && typeof password !== 'string') return PARSE_ERRORS.text(`bankStatementFiles[${i}].password`);
  return { statementUrl: url.value, statementId: id.value, ...(password === undefined ? {} : { password }) };
}

function filesOf(fields: Fields, settings: Settings): StatementFile[] | string {
  const files = fields.bankStatementFiles;
  if (files === undefined)
    return settings.parseRequiredProperties.includes('bankStatementFiles') ? PARSE_ERRORS.requires('bankStatementFiles') : [];
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_STATEMENTS) return PARSE_ERRORS.files;
  const read: StatementFile[] = [];
  for (const [i, item] of files.entries()) {
    const file = fileOf(item, i, settings);
    if (typeof file === 'string') return file;
    read.push(file);
  }
  return read;
}

/** The optional fields: their types only (the sandbox reads dateOfApplication; the others change nothing). */
function optionalProblem(fields: Fields): string | undefined {
  const { merchantId, dateOfApplication, checkAddress, owners, businessAddress } = fields;
  if (merchantId !== undefined && typeof merchantId !== 'string') return PARSE_ERRORS.text('merchantId');
  if (dateOfApplication !== undefined && readDate(dateOfApplication) === undefined) return PARSE_ERRORS.dateOfApplication;
  if (checkAddress !== undefined && checkAddress !== 'yes' && checkAddress !== 'no') return PARSE_ERRORS.checkAddress;
  if (owners !== undefined && !(Array.isArray(owners) && owners.every(isObject))) return PARSE_ERRORS.owners;
  if (businessAddress !== undefined && !isObject(businessAddress)) return PARSE_ERRORS.businessAddress;
  return undefined;
}

const readDate = (value: unknown): YearMonthDay | undefined => {
  const day = typeof value === 'string' ? parseDate(value, 'year-first') : undefined;
  return day === undefined ? undefined : dateOf(day);
};

/** The request, or the 400 message of its first problem. A body that is not a JSON object reads as `{}`. */
export function readParseRequest(body: Fields | undefined, settings: Settings): ParseRequest | string {
  const fields = body ?? {};
  const files = filesOf(fields, settings);
  if (typeof files === 'string') return files;
  const texts: Record<string, string> = {};
  for (const name of ['contractId', 'merchantLegalName', 'merchantDBA'] as const) {
    const text = requiredText(fields, name, name, settings);
    if ('problem' in text) return text.problem;
    texts[name] = text.value;
  }
  const { minRequiredMonths } = fields;
  if (
    minRequiredMonths !== undefined &&
    !(
      typeof minRequiredMonths === 'number' &&
      Number.isInteger(minRequiredMonths) &&
      minRequiredMonths >= 1 &&
      minRequiredMonths <= 12
    )
  )
    return PARSE_ERRORS.minRequiredMonths;
  const optional = optionalProblem(fields);
  if (optional !== undefined) return optional;
  const dateOfApplication = readDate(fields.dateOfApplication);
  return {
    files,
    contractId: texts.contractId ?? '',
    merchantId: typeof fields.merchantId === 'string' ? fields.merchantId : '',
    ...(typeof minRequiredMonths === 'number' ? { minRequiredMonths } : {}),
    ...(dateOfApplication === undefined ? {} : { dateOfApplication }),
  };
}
