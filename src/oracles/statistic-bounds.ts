// min ≤ average ≤ max in every statistic family, and each figure within the values the listed transactions show.
import type { Finding } from '../model/types.js';
import { below } from './money.js';
import { finding, perItem } from './oracle.js';
import { at, byMonth, complete, int, keyedMonths, num, type Obj, type StatementItem } from './statement.js';

/** Which values a family's figures must lie within: the period's balances, every balance of the statement, or amounts. */
type Seen = 'balances' | 'statement' | 'credits' | 'debits';

// The families as the document names their fields (minimum<name>, maximum<name>, average<name>) and the count saying the
// period has values (count 0: not held). How averages are taken is not documented, so they are held to their bounds and
// the balances seen; a week may reach into the month before, so a month's weekly figures lie within the statement's.
const FAMILIES: { name: string; count: string; seen: Seen; monthly: boolean }[] = [
  { name: 'Balance', count: 'numberOfTransactions', seen: 'balances', monthly: true },
  { name: 'DailyBalance', count: 'numberOfTransactions', seen: 'balances', monthly: true },
  { name: 'WeeklyBalance', count: 'numberOfTransactions', seen: 'statement', monthly: true },
  { name: 'MonthlyBalance', count: 'numberOfTransactions', seen: 'statement', monthly: false },
  { name: 'CreditAmount', count: 'numberOfCreditTransactions', seen: 'credits', monthly: true },
  { name: 'DebitAmount', count: 'numberOfDebitTransactions', seen: 'debits', monthly: true },
];

const SEEN_WORDS: Record<Seen, string> = {
  balances: "the period's lowest and highest balance (its opening balance included)",
  statement: "the statement's lowest and highest balance (opening balance included)",
  credits: "the period's smallest and largest credit value",
  debits: "the period's smallest and largest debit value",
};

interface Range {
  lo: number;
  hi: number;
}
const rangeOf = (xs: number[]): Range | undefined =>
  xs.length === 0 ? undefined : { lo: xs.reduce((a, b) => Math.min(a, b)), hi: xs.reduce((a, b) => Math.max(a, b)) };

interface Period {
  summary: Obj;
  pointer: (field: string) => string;
  seen: Partial<Record<Seen, Range>>;
  monthly: boolean;
}

function family(period: Period, name: string, seen: Seen): Finding[] {
  const [minF, maxF, avgF] = [`minimum${name}`, `maximum${name}`, `average${name}`];
  const [min, max, avg] = [num(period.summary[minF]), num(period.summary[maxF]), num(period.summary[avgF])];
  const out: Finding[] = [];
  if (min !== undefined && max !== undefined && below(max, min))
    out.push(finding('Statistic out of bounds', period.pointer(minF), `≤ ${max} (${maxF})`, min, `${minF} ≤ ${maxF}`));
  if (avg !== undefined && ((min !== undefined && below(avg, min)) || (max !== undefined && below(max, avg))))
    out.push(
      finding(
        'Statistic out of bounds',
        period.pointer(avgF),
        [min === undefined ? '' : `≥ ${min} (${minF})`, max === undefined ? '' : `≤ ${max} (${maxF})`]
          .filter(Boolean)
          .join(' and '),
        avg,
        `${minF} ≤ ${avgF} ≤ ${maxF}`,
      ),
    );
  const range = period.seen[seen];
  if (range === undefined) return out;
  const flagged = new Set(out.map((f) => f.pointer));
  for (const [field, value] of [
    [minF, min],
    [maxF, max],
    [avgF, avg],
  ] as const)
    if (value !== undefined && !flagged.has(period.pointer(field)) && (below(value, range.lo) || below(range.hi, value)))
      out.push(
        finding(
          'Statistic out of bounds',
          period.pointer(field),
          `between ${range.lo} and ${range.hi}`,
          value,
          `${field} within ${SEEN_WORDS[seen]}`,
        ),
      );
  return out;
}

/** The periods (overall, then each month) with the ranges the listed transactions show, where they are all listed. */
function periodsOf(item: StatementItem, listed: boolean): Period[] {
  const all = listed ? complete(item.transactions, 'value', 'type', 'balance') : undefined;
  const opening = num(item.overall.openingBalance);
  const amounts = (indexes: number[], type: 'credit' | 'debit') =>
    rangeOf(indexes.flatMap((i) => (all?.[i]?.type === type ? [all[i].value] : [])));
  // A period's balances: each of its transactions' and the one it opened with (the balance before its first).
  const balances = (indexes: number[]) => {
    const first = indexes[0];
    const before = first === undefined ? undefined : first === 0 ? opening : all?.[first - 1]?.balance;
    return rangeOf([...(before === undefined ? [] : [before]), ...indexes.map((i) => all?.[i]?.balance as number)]);
  };
  const every = all === undefined ? [] : all.map((_, i) => i);
  const statement = all === undefined ? undefined : balances(every);
  const overall: Period = {
    summary: item.overall,
    pointer: (f) => at.overall(item, f),
    monthly: false,
    seen:
      all === undefined
        ? {}
        : { balances: statement, statement, credits: amounts(every, 'credit'), debits: amounts(every, 'debit') },
  };
  const months = all === undefined ? undefined : byMonth(all);
  const keys = new Map(keyedMonths(item).map(({ i, key }) => [i, key]));
  return [
    overall,
    ...(item.monthly ?? []).map((m, i): Period => {
      const key = keys.get(i);
      const indexes = months === undefined || key === undefined ? undefined : (months.get(key) ?? []);
      return {
        summary: m,
        pointer: (f) => at.month(item, i, f),
        monthly: true,
        seen:
          indexes === undefined
            ? {}
            : { balances: balances(indexes), statement, credits: amounts(indexes, 'credit'), debits: amounts(indexes, 'debit') },
      };
    }),
  ];
}

export const statisticBounds = perItem((item, scope) =>
  periodsOf(item, scope.listed).flatMap((period) =>
    FAMILIES.filter((f) => (period.monthly ? f.monthly : true) && (int(period.summary[f.count]) ?? 0) > 0).flatMap((f) =>
      family(period, f.name, f.seen),
    ),
  ),
);
