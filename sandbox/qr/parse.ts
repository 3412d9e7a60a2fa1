// Reads the raw text of a national-ID QR code into its documented `result.data`, by the format table (formats.ts).
// Anything that is not one of those formats in full (not JSON, cut short, a source field missing or of the wrong
// type) is undefined: the operation answers 422 Invalid QR code format.
import { type Conversion, QR_FORMATS, type QrFormat, type QrType } from './formats.js';

export interface ReadQr {
  readonly qrType: QrType;
  readonly data: Readonly<Record<string, unknown>>;
}

// PSA-DID: then the 16-digit digital id in four groups, as the Digital ID QR carries it.
const DIGITAL_ID = /^PSA-DID:(\d{4}-\d{4}-\d{4}-\d{4})$/;
// Finger numbers: 1 to 10, each finger once.
const MAX_FINGER = 10;
// The latest second a JavaScript Date can hold (8.64e15 ms): beyond it there is no date to write.
const MAX_EPOCH_SECONDS = 8_640_000_000_000;

/** The QR value's documented data and type; undefined when it is of no known format. Surrounding whitespace is ignored. */
export function readQr(raw: string): ReadQr | undefined {
  const text = raw.trim();
  const sources = { json: jsonObject(text), 'digital-id': digitalId(text) };
  for (const format of QR_FORMATS) {
    const source = sources[format.encoding];
    const data = source === undefined ? undefined : mapped(format, source);
    if (data !== undefined) return { qrType: format.qrType, data };
  }
  return undefined;
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function digitalId(text: string): Record<string, unknown> | undefined {
  const did = DIGITAL_ID.exec(text)?.[1];
  return did === undefined ? undefined : { did };
}

function mapped(format: QrFormat, source: Record<string, unknown>): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const [field, path, conversion] of format.fields) {
    const value = converted(at(source, path), conversion);
    if (value === undefined) return undefined;
    data[field] = value;
  }
  if (format.fullName) {
    const parts = [data.firstName, data.middleName, data.lastName, data.suffix];
    data.fullName = parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
  }
  return data;
}

/** The converted value; undefined when the source does not hold what the conversion needs (null is a value). */
function converted(value: unknown, conversion: Conversion): unknown {
  switch (conversion) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    case 'optional':
      if (value === undefined || value === null || value === '') return null;
      return typeof value === 'string' ? value : undefined;
    case 'fingers':
      return typeof value === 'string' ? fingers(value) : undefined;
    case 'epoch':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_EPOCH_SECONDS
        ? new Date((value as number) * 1000).toISOString()
        : undefined;
  }
}

function fingers(text: string): number[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const valid = value.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_FINGER);
  return valid && new Set(value).size === value.length ? (value as number[]) : undefined;
}

function at(source: Record<string, unknown>, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (!isObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
