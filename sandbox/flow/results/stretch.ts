// A stretch of days of one account: its first and last day, the balance before and after, the end-of-day balance of
// each day, and its transactions. A statement is one; its part in a calendar month is one; an account's month over
// several statements is their parts merged.
import { dateOf, firstDayOfMonth, lastDayOfMonth, monthIndex } from '../../statements/calendar.js';
import { cents } from './dates.js';
import type { StatementReading } from './read-statement.js';
import type { Txn } from './transactions.js';

export interface Stretch {
  /** Day numbers (calendar.ts), both included. */
  readonly from: number;
  readonly to: number;
  /** Cents: the balance before the first day and after the last. */
  readonly start: number;
  readonly end: number;
  /** Cents, one per day from `from` to `to`. */
  readonly eod: readonly number[];
  readonly txns: readonly Txn[];
}

const daysFrom = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The statement's stretch: its printed period (else its months' first to last day), widened to any transaction dated
 * outside it, as the engine widens its months. Undefined when nothing was read (an image-only PDF). */
export function statementStretch(reading: StatementReading, txns: readonly Txn[]): Stretch | undefined {
  const { monthly, overall } = reading.details.summary;
  if (monthly.length === 0) return undefined;
  // The engine's end-of-day balances cover every day of every month it summarises.
  const eodByMonth = new Map(monthly.map((m) => [m.year * 12 + m.month - 1, m.eodBalances.map(cents)]));
  const months = [...eodByMonth.keys()];
  let from = reading.heading?.from ?? firstDayOfMonth(Math.min(...months));
  let to = reading.heading?.to ?? lastDayOfMonth(Math.max(...months));
  for (const txn of txns) [from, to] = [Math.min(from, txn.day), Math.max(to, txn.day)];
  const eodOf = (day: number) => eodByMonth.get(monthIndex(day))?.[dateOf(day).day - 1] ?? cents(overall.openingBalance);
  return {
    from,
    to,
    start: cents(overall.openingBalance),
    end: cents(overall.closingBalance),
    eod: daysFrom(from, to).map(eodOf),
    txns,
  };
}

/** The days `from`..`to` of a stretch (within it): the balance before is the day before's, after is the last day's. */
function part(stretch: Stretch, from: number, to: number): Stretch {
  const at = (day: number) => stretch.eod[day - stretch.from]!;
  return {
    from,
    to,
    start: from === stretch.from ? stretch.start : at(from - 1),
    end: to === stretch.to ? stretch.end : at(to),
    eod: stretch.eod.slice(from - stretch.from, to - stretch.from + 1),
    txns: stretch.txns.filter((txn) => txn.day >= from && txn.day <= to),
  };
}

/** The stretch cut at month ends: month index (calendar.ts monthIndex) → its part in that month. */
export function monthParts(stretch: Stretch): Map<number, Stretch> {
  const parts = new Map<number, Stretch>();
  for (let index = monthIndex(stretch.from); index <= monthIndex(stretch.to); index += 1) {
    const from = Math.max(stretch.from, firstDayOfMonth(index));
    parts.set(index, part(stretch, from, Math.min(stretch.to, lastDayOfMonth(index))));
  }
  return parts;
}

// Parts of one account (in request order) as one stretch, earliest start to latest end; a day two parts hold takes the
// later part's balance, a day none holds carries the day before's. Every part's transactions count (twice if sent twice).
export function merged(parts: readonly Stretch[]): Stretch {
  const byStart = [...parts].sort((a, b) => a.from - b.from);
  const first = byStart[0]!;
  const last = byStart.reduce((latest, p) => (p.to >= latest.to ? p : latest));
  const balanceOn = new Map<number, number>();
  for (const p of byStart) p.eod.forEach((balance, i) => balanceOn.set(p.from + i, balance));
  let carried = first.start;
  const eod = daysFrom(first.from, last.to).map((day) => (carried = balanceOn.get(day) ?? carried));
  const txns = byStart.flatMap((p) => p.txns).sort((a, b) => a.day - b.day);
  return { from: first.from, to: last.to, start: first.start, end: last.end, eod, txns };
}
