// The documented month validation on a calendar table (days 6, 7 and 8, month ends, leap and common Februaries, the
// December → January wrap, N = 1 and 12), then as properties over any date, N and way of cutting statements.
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import {
  coverageMessage,
  missingMessage,
  type MonthInput,
  type MonthOutcome,
  monthCoverage,
  monthsTouched,
  shiftMonth,
} from '../../../src/oracles/month-coverage.js';

// The run's seed: a failure prints fast-check's seed and path, and VTS_SEED=<run seed> replays the same cases.
fc.configureGlobal({ seed: inject('seed') });

// The test's own calendar, from JS Date in UTC: a second reading next to the module's integer arithmetic.
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The month k months after year-month, as YYYY-MM. */
function ym(year: number, month: number, k = 0): string {
  const d = new Date(Date.UTC(year, month - 1 + k, 1));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}`;
}
const dayIn = (month: string, day: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(Math.min(day, daysIn(y, m)))}`;
};
/** A statement printed from the 1st to the last day of its month. */
const whole = (month: string) => ({ start: dayIn(month, 1), end: dayIn(month, 31) });

const accepted = (...window: string[]): MonthOutcome => ({ kind: 'accepted', window });
const coverage = (n: number): MonthOutcome => ({ kind: 'error', reason: 'coverage', message: coverageMessage(n) });
const missing = (n: number): MonthOutcome => ({ kind: 'error', reason: 'missing', message: missingMessage(n) });
const months = (from: string, count: number) => {
  const [y, m] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, k) => ym(y, m, k));
};

describe('the calendar', () => {
  const OCT_DEC = months('2025-10', 3);
  const SEP_NOV = months('2025-09', 3);
  // [case, N, periods, dateOfApplication, outcome]
  it.for<[string, number | undefined, MonthInput['periods'], string | undefined, MonthOutcome]>([
    // The contract's scenarios.
    ['day 7, the 3 months before', 3, OCT_DEC.map(whole), '2026-01-07', accepted(...OCT_DEC)],
    ['day 7, only the 3 months before those', 3, SEP_NOV.map(whole), '2026-01-07', missing(3)],
    ['day 8, only the 3 months before those', 3, SEP_NOV.map(whole), '2026-01-08', missing(3)],
    ['day 6, the 3 months before those', 3, SEP_NOV.map(whole), '2026-01-06', accepted(...SEP_NOV)],
    ['day 6, neither window', 3, months('2025-07', 3).map(whole), '2026-01-06', missing(3)],
    ['2 months for 3', 3, months('2025-11', 2).map(whole), '2026-01-10', coverage(3)],
    ['N = 1 at the year end, day 31', 1, [whole('2025-12')], '2026-01-31', accepted('2025-12')],
    ['N = 12, day 15', 12, months('2025-01', 12).map(whole), '2026-01-15', accepted(...months('2025-01', 12))],
    ['a leap February, day 7', 1, [{ start: '2024-02-01', end: '2024-02-29' }], '2024-03-07', accepted('2024-02')],
    ['N omitted', undefined, [whole('2025-07')], '2026-01-15', { kind: 'not-validated' }],
    // Days 6, 7 and 8 with the preceding months: always accepted, the preceding window first.
    ['day 6, the 3 months before', 3, OCT_DEC.map(whole), '2026-01-06', accepted(...OCT_DEC)],
    ['day 8, the 3 months before', 3, OCT_DEC.map(whole), '2026-01-08', accepted(...OCT_DEC)],
    ['day 1, the 3 months before those', 3, SEP_NOV.map(whole), '2026-01-01', accepted(...SEP_NOV)],
    // Month ends of the application date.
    ['day 31 of March', 2, months('2025-01', 2).map(whole), '2025-03-31', accepted('2025-01', '2025-02')],
    ['day 30 of April', 2, months('2025-02', 2).map(whole), '2025-04-30', accepted('2025-02', '2025-03')],
    ['28 February of a common year', 1, [whole('2025-01')], '2025-02-28', accepted('2025-01')],
    ['29 February of a leap year', 1, [whole('2024-01')], '2024-02-29', accepted('2024-01')],
    ['a common February statement, day 7', 1, [{ start: '2025-02-01', end: '2025-02-28' }], '2025-03-07', accepted('2025-02')],
    ['a common February statement, day 6 of April', 1, [whole('2025-02')], '2025-04-06', accepted('2025-02')],
    ['a leap February statement, day 7 of April', 1, [whole('2024-02')], '2024-04-07', missing(1)],
    // December → January.
    ['day 5 of January, November alone', 1, [whole('2025-11')], '2026-01-05', accepted('2025-11')],
    ['day 7 of January, November alone', 1, [whole('2025-11')], '2026-01-07', missing(1)],
    ['day 3 of February, December and January', 2, months('2025-12', 2).map(whole), '2026-02-03', accepted('2025-12', '2026-01')],
    [
      'day 3 of February, November and December',
      2,
      months('2025-11', 2).map(whole),
      '2026-02-03',
      accepted('2025-11', '2025-12'),
    ],
    ['day 9 of February, November and December', 2, months('2025-11', 2).map(whole), '2026-02-09', missing(2)],
    // N = 12 around the 7th.
    [
      'N = 12, day 6, the 12 months before those',
      12,
      months('2024-12', 12).map(whole),
      '2026-01-06',
      accepted(...months('2024-12', 12)),
    ],
    ['N = 12, day 7, the 12 months before those', 12, months('2024-12', 12).map(whole), '2026-01-07', missing(12)],
    ['N = 12, 11 months', 12, months('2025-01', 11).map(whole), '2026-01-15', coverage(12)],
    // What a period covers.
    [
      'one statement over 3 months, cut mid-month',
      3,
      [{ start: '2025-10-15', end: '2025-12-20' }],
      '2026-01-07',
      accepted(...OCT_DEC),
    ],
    [
      'one statement of 1 day in each month',
      3,
      OCT_DEC.map((m) => ({ start: dayIn(m, 31), end: dayIn(m, 31) })),
      '2026-01-07',
      accepted(...OCT_DEC),
    ],
    ['the same month twice', 2, [whole('2025-12'), whole('2025-12')], '2026-01-10', coverage(2)],
    ['coverage first, even with the window met', 3, [whole('2025-12')], '2026-01-10', coverage(3)],
    ['months after the application count for coverage', 2, [whole('2025-12'), whole('2026-01')], '2026-01-10', missing(2)],
    [
      'a period ending before it starts covers nothing',
      1,
      [{ start: '2025-12-31', end: '2025-12-01' }],
      '2026-01-10',
      coverage(1),
    ],
    // Without a reference date, coverage only; N outside 1..12 is not this rule.
    ['no dateOfApplication, enough months', 2, [whole('2025-03'), whole('2025-01')], undefined, accepted('2025-01', '2025-03')],
    ['no dateOfApplication, too few months', 3, [whole('2025-03')], undefined, coverage(3)],
    ['an unreadable dateOfApplication', 1, [whole('2025-03')], '2025-02-29', accepted('2025-03')],
    ['N = 0', 0, [whole('2025-12')], '2026-01-10', { kind: 'not-validated' }],
    ['N = 13', 13, [whole('2025-12')], '2026-01-10', { kind: 'not-validated' }],
    ['N = 2.5', 2.5, [whole('2025-12')], '2026-01-10', { kind: 'not-validated' }],
  ])('%s', ([, n, periods, date, outcome]) =>
    expect(
      monthCoverage({
        periods,
        ...(date === undefined ? {} : { dateOfApplication: date }),
        ...(n === undefined ? {} : { minRequiredMonths: n }),
      }),
    ).toEqual(outcome),
  );
});

describe('monthsTouched', () => {
  it.for<[string, string, string[]]>([
    ['2025-11-15', '2026-01-10', ['2025-11', '2025-12', '2026-01']],
    ['2024-01-31', '2024-03-01', ['2024-01', '2024-02', '2024-03']],
    ['2024-02-29', '2024-02-29', ['2024-02']],
    ['2025-02-29', '2025-03-01', []],
    ['2025-12-02', '2025-12-01', []],
    ['2025-1-01', '2025-12-01', []],
  ])('%s to %s', ([start, end, touched]) => expect(monthsTouched(start, end)).toEqual(touched));
});

describe('shiftMonth', () => {
  it.for<[string, number, string]>([
    ['2026-01', -1, '2025-12'],
    ['2025-12', 1, '2026-01'],
    ['2026-01', -13, '2024-12'],
    ['2024-02', 12, '2025-02'],
    ['2025-06', 0, '2025-06'],
  ])('%s by %i is %s', ([month, k, shifted]) => expect(shiftMonth(month, k)).toBe(shifted));
  it.for(['2026-13', '2026-1', 'x'])('rejects %s, naming the form', (month) =>
    expect(() => shiftMonth(month, 1)).toThrow(/YYYY-MM/),
  );
});

// A date of application: its year and month, and a day drawn from `days` (clamped to the month's length).
const application = (days: { min: number; max: number }) =>
  fc.record({ year: fc.integer({ min: 1901, max: 2099 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer(days) });
const iso = ({ year, month, day }: { year: number; month: number; day: number }) =>
  dayIn(ym(year, month), Math.min(day, daysIn(year, month)));
/** The n months ending `end` months before the application's month (end 1: the months right before it). */
const windowOf = (d: { year: number; month: number }, n: number, end: number) =>
  Array.from({ length: n }, (_, i) => ym(d.year, d.month, i - n - end + 1));

/**
 * Statements over a set of months, cut at random: each month gets a period from day a to day b, and a month joined to
 * the one before (when consecutive) shares its statement, which then runs across the month end.
 */
const cuts = fc.array(fc.record({ a: fc.integer({ min: 1, max: 31 }), b: fc.integer({ min: 1, max: 31 }), join: fc.boolean() }), {
  minLength: 24,
  maxLength: 24,
});
function statements(monthList: string[], shape: { a: number; b: number; join: boolean }[]): MonthInput['periods'] {
  const sorted = [...new Set(monthList)].sort();
  const out: { start: string; end: string }[] = [];
  sorted.forEach((month, i) => {
    const { a, b, join } = shape[i % shape.length] as { a: number; b: number; join: boolean };
    const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
    const previous = out.at(-1);
    const [y, m] = month.split('-').map(Number) as [number, number];
    if (join && previous !== undefined && sorted[i - 1] === ym(y, m, -1)) previous.end = dayIn(month, hi);
    else out.push({ start: dayIn(month, lo), end: dayIn(month, hi) });
  });
  return out;
}
const n = fc.integer({ min: 1, max: 12 });

describe('properties', () => {
  it('(a) from the 7th, statements over exactly the N preceding months are accepted', () =>
    fc.assert(
      fc.property(application({ min: 7, max: 31 }), n, cuts, (d, n, shape) => {
        const window = windowOf(d, n, 1);
        expect(monthCoverage({ periods: statements(window, shape), dateOfApplication: iso(d), minRequiredMonths: n })).toEqual(
          accepted(...window),
        );
      }),
    ));

  it('(b) from the 7th, any one of those months missing is "missing" when the coverage still holds', () =>
    fc.assert(
      fc.property(
        application({ min: 7, max: 31 }),
        n,
        fc.nat(),
        fc.uniqueArray(fc.integer({ min: -24, max: 24 }), { minLength: 1, maxLength: 6 }),
        cuts,
        (d, n, pick, offsets, shape) => {
          const window = windowOf(d, n, 1);
          const removed = window[pick % n] as string;
          // Extra months outside the window: the application's month and later, or before the window.
          const extras = offsets.map((k) => ym(d.year, d.month, k >= 0 ? k : k - n));
          const kept = [...window.filter((m) => m !== removed), ...extras];
          fc.pre(new Set(kept).size >= n);
          expect(monthCoverage({ periods: statements(kept, shape), dateOfApplication: iso(d), minRequiredMonths: n })).toEqual(
            missing(n),
          );
        },
      ),
    ));

  it('(c) before the 7th the N months before those pass, from the 7th they do not', () =>
    fc.assert(
      fc.property(application({ min: 1, max: 6 }), fc.integer({ min: 7, max: 31 }), n, cuts, (d, late, n, shape) => {
        const earlier = windowOf(d, n, 2);
        const periods = statements(earlier, shape);
        expect(monthCoverage({ periods, dateOfApplication: iso(d), minRequiredMonths: n })).toEqual(accepted(...earlier));
        expect(monthCoverage({ periods, dateOfApplication: iso({ ...d, day: late }), minRequiredMonths: n })).toEqual(missing(n));
      }),
    ));

  it('(d) fewer than N distinct months is a coverage error, whatever the date', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.array(fc.integer({ min: -30, max: 30 }), { maxLength: 20 }),
        fc.option(application({ min: 1, max: 31 }), { nil: undefined }),
        cuts,
        (n, offsets, d, shape) => {
          const monthList = offsets.map((k) => ym(2025, 6, k));
          fc.pre(new Set(monthList).size < n);
          const date = d === undefined ? {} : { dateOfApplication: iso(d) };
          expect(monthCoverage({ periods: statements(monthList, shape), ...date, minRequiredMonths: n })).toEqual(coverage(n));
        },
      ),
    ));

  it('(e) the outcome does not depend on the statements’ order or on duplicates', () =>
    fc.assert(
      fc.property(
        application({ min: 1, max: 31 }),
        fc.option(n, { nil: undefined }),
        fc.array(fc.integer({ min: -16, max: 2 }), { maxLength: 16 }),
        cuts,
        fc.array(fc.nat(), { maxLength: 40 }),
        (d, n, offsets, shape, order) => {
          const periods = statements(
            offsets.map((k) => ym(d.year, d.month, k)),
            shape,
          );
          // Shuffled by random sort keys, with some statements sent again.
          const again = [...periods, ...periods.filter((_, i) => (order[i] ?? 0) % 3 === 0)];
          const shuffled = again
            .map((p, i) => ({ p, key: order[i] ?? i }))
            .sort((x, y) => x.key - y.key)
            .map(({ p }) => p);
          const input = { dateOfApplication: iso(d), ...(n === undefined ? {} : { minRequiredMonths: n }) };
          expect(monthCoverage({ periods: shuffled, ...input })).toEqual(monthCoverage({ periods, ...input }));
        },
      ),
    ));

  it('an accepted window is N covered months ending the month before the application (or the one before that, before the 7th)', () =>
    fc.assert(
      fc.property(
        application({ min: 1, max: 31 }),
        n,
        fc.array(fc.integer({ min: -16, max: 2 }), { maxLength: 16 }),
        cuts,
        (d, n, offsets, shape) => {
          const periods = statements(
            offsets.map((k) => ym(d.year, d.month, k)),
            shape,
          );
          const outcome = monthCoverage({ periods, dateOfApplication: iso(d), minRequiredMonths: n });
          fc.pre(outcome.kind === 'accepted');
          const covered = new Set(periods.flatMap((p) => monthsTouched(p.start, p.end)));
          const allowed = d.day >= 7 ? [windowOf(d, n, 1)] : [windowOf(d, n, 1), windowOf(d, n, 2)];
          expect(allowed).toContainEqual(outcome.kind === 'accepted' ? outcome.window : []);
          expect(outcome.kind === 'accepted' && outcome.window.every((m) => covered.has(m))).toBe(true);
        },
      ),
    ));
});
