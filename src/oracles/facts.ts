// Holding a reported figure to the facts of the statement sent (schemas/harness/statement-facts.schema.json): the
// findings both oracles of the facts give, each naming the fact's month where it is one month's.
import type { Finding } from '../model/types.js';
import type { Flows, KnownStatement, MonthFacts } from '../uploads/statement-facts.js';
import { cents, offBy } from './money.js';
import { int, num } from './statement.js';

export const DIFFERS = 'Figure differs from the file sent';

const found = (pointer: string, expected: unknown, actual: unknown, holds: string, month?: string): Finding => ({
  title: DIFFERS,
  pointer,
  expected,
  actual,
  params: { holds, ...(month ? { month } : {}) },
});

/** What one fact is about, for a finding: "creditTotal, the facts of statement-3-months.pdf (…manifest.json), 2026-02". */
const about = (fact: string, known: KnownStatement, month?: string) =>
  `${fact}${month ? ` of ${month}` : ''}: the facts of ${known.from}`;

/** A count the body reports against the fact; not held where either is missing or not an integer (the schema's to say). */
export function factCount(
  pointer: string,
  reported: unknown,
  fact: number | undefined,
  what: string,
  known: KnownStatement,
  month?: string,
): Finding[] {
  const n = int(reported);
  return n === undefined || fact === undefined || n === fact
    ? []
    : [found(pointer, fact, reported, about(what, known, month), month)];
}

/** An amount against the fact within 0.01. `unsigned`: its sign is not shown (a withdrawal total may be negative), so
 * its magnitude is held. */
export function factAmount(
  pointer: string,
  reported: unknown,
  fact: number | undefined,
  what: string,
  known: KnownStatement,
  options: { month?: string; unsigned?: boolean } = {},
): Finding[] {
  const n = num(reported);
  if (n === undefined || fact === undefined) return [];
  const value = options.unsigned ? Math.abs(n) : n;
  return offBy(value, cents(fact)) ? [found(pointer, fact, reported, about(what, known, options.month), options.month)] : [];
}

/** The months a statement covers, and the facts of one of them. */
export const monthsOf = (known: KnownStatement): string[] => known.months ?? known.facts?.monthly?.map((m) => m.month) ?? [];
export const monthFacts = (known: KnownStatement, month: string): MonthFacts | undefined =>
  known.facts?.monthly?.find((m) => m.month === month);

/** A finding for a month the answer leaves out, or adds that no statement sent covers; `covered`: the statements'
 * months, `from`: where their facts were read. */
export const monthFinding = (
  kind: 'missing' | 'extra',
  pointer: string,
  month: string,
  covered: readonly string[],
  from: string,
): Finding =>
  kind === 'missing'
    ? {
        title: 'Month missing',
        pointer,
        expected: `a summary for ${month}`,
        actual: `none for ${month}`,
        params: { holds: `the months covered: the facts of ${from}`, month },
      }
    : {
        title: 'Month not in the file sent',
        pointer,
        expected: `only the months the statements cover: ${covered.join(', ')}`,
        actual: month,
        params: { holds: `the months covered: the facts of ${from}`, month },
      };

export type { Flows };
