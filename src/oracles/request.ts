// What the request makes of the figures: whether every parsed transaction is listed, and the threshold they passed.
import type { SentRequest } from '../model/types.js';
import { num, type StatementItem } from './statement.js';

/** The request's body fields by name: a form's text parts, or a JSON body's top-level fields (validate's --request). */
export type RequestFields = Readonly<Record<string, unknown>>;

export function requestFields(request: SentRequest): RequestFields {
  const body = request.body;
  if (body?.kind === 'multipart') {
    const fields: Record<string, string> = {};
    // A field sent twice is read as first sent.
    for (const part of body.parts) if (!('data' in part) && !(part.name in fields)) fields[part.name] = part.value;
    return fields;
  }
  if (body?.kind === 'json' && body.value !== null && typeof body.value === 'object' && !Array.isArray(body.value))
    return body.value as RequestFields;
  return {};
}

export interface Scope {
  /** The threshold is 0: counts, totals and balances are over every parsed transaction, with no reading to choose. */
  unfiltered: boolean;
  /** Every parsed transaction is in `details.transactions` (unfiltered, returnTransactions not `no`, a list). */
  listed: boolean;
  /** The threshold T > 0 the returned transactions must meet. */
  threshold?: number;
}

/** A form value as a number: 5000, "5000", " 5000.00 "; an empty text is unset; anything else is NaN (unreadable). */
function numeric(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return Number.NaN;
  return v.trim() === '' ? undefined : Number(v.trim());
}

// With T > 0 a count may be over every parsed transaction or only those returned, and the returned balances skip the
// rest: neither is held, nor with an unreadable T or one only the body states. returnTransactions other than yes lists
// nothing to recompute from. The threshold held is the one sent, else the one the body says it used.
export function scopeOf(item: StatementItem, fields: RequestFields): Scope {
  const sent = numeric(fields.transactionThreshold);
  const used = num(item.details.transactionThreshold);
  const readable = sent === undefined || Number.isFinite(sent);
  const threshold =
    sent !== undefined && sent > 0 ? sent : sent === undefined && used !== undefined && used > 0 ? used : undefined;
  const unfiltered = readable && threshold === undefined && !(used !== undefined && used > 0);
  const wanted = fields.returnTransactions;
  const returned = wanted === undefined || (typeof wanted === 'string' && wanted.trim().toLowerCase() === 'yes');
  return { unfiltered, listed: unfiltered && returned && item.transactions !== undefined, ...(threshold ? { threshold } : {}) };
}
