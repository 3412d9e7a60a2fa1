// An answer field that reports a setting of the request holds the setting sent, or its documented default when none was
// (bank-statement-analysis.md › Synchronous analysis result: `details.transactionThreshold` "Threshold used"; Endpoints:
// transactionThreshold "numeric, default 0"). The parse's fields echoed in the results are held in results-parse.ts.
import type { Finding } from '../model/types.js';
import type { Oracle } from './oracle.js';
import { itemsOf, num } from './statement.js';

interface Setting {
  /** The form field sent. */
  field: string;
  /** The field of each result item's `details` that reports it. */
  reported: string;
  default: number;
}

export const REPORTED_SETTINGS: readonly Setting[] = [
  { field: 'transactionThreshold', reported: 'transactionThreshold', default: 0 },
];

/** A numeric form value: 5000, "5000", " 5000.00 "; empty is unset; an unreadable one is not held (NaN). */
function sentValue(v: unknown, fallback: number): number {
  if (v === undefined || (typeof v === 'string' && v.trim() === '')) return fallback;
  return typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
}

/** Only where the request is known (`sent.asked`): without it an unset field is unknown, not the default. */
export const settingsEcho: Oracle = (body, request, sent) => {
  if (sent?.asked !== true) return [];
  return itemsOf(body).flatMap((item) =>
    REPORTED_SETTINGS.flatMap(({ field, reported, default: fallback }): Finding[] => {
      const expected = sentValue(request[field], fallback);
      const value = num(item.details[reported]);
      // A value of the wrong type is the schema's finding; a setting that does not read as a number is not compared.
      if (value === undefined || !Number.isFinite(expected) || Math.abs(value - expected) < 1e-9) return [];
      return [
        {
          title: 'Field does not echo the request',
          pointer: `${item.at}/details/${reported}`,
          expected,
          actual: item.details[reported],
          params: {
            holds: `${reported}: the ${field} sent${request[field] === undefined ? ` (none: its default ${fallback})` : ''}`,
          },
        },
      ];
    }),
  );
};
