// The three levels of the results add up (bank-statement-analysis.md › Results resource): each statement account's
// summary and each account month are sums over its statement transactions, each business month the sum over the
// accounts' months; every month with transactions has its summary at both levels.
import type { Finding } from '../model/types.js';
import { isoMonth } from './iso-date.js';
import { monthsTouched } from './month-coverage.js';
import { cents } from './money.js';
import { count, finding, money, type Oracle } from './oracle.js';
import { accountFlow, DETAILS, inMonth, type Results, resultsOf, type Summary } from './results-body.js';
import {
  type AccountMonth,
  FIGURES,
  type Figures,
  businessMonths,
  figuresOf,
  sumOf,
  truthOf,
  UNSIGNED,
} from './results-figures.js';
import { roundNumberBounds } from './round-number.js';
import { num } from './statement.js';

/** Each figure of a summary against the one expected (counts, or cents for money). */
const held = (summary: Summary, expected: Figures, why: string): Finding[] =>
  FIGURES.flatMap(({ field, money: isMoney }) => {
    const e = expected[field];
    const at = `${summary.at}/${field}`;
    if (e === undefined) return [];
    const value = summary.fields[field];
    // A withdrawal figure is held by its magnitude; the finding shows the value as it came.
    const judged = UNSIGNED.has(field) && typeof value === 'number' ? Math.abs(value) : value;
    return (isMoney ? money(at, judged, e, `${field}: ${why}`) : count(at, judged, e, `${field}: ${why}`)).map((f) => ({
      ...f,
      actual: value,
    }));
  });

/** numberOfBankStatements and numberOfMonthsProcessed: the statements listed, the calendar months their periods touch. */
function totals(results: Results): Finding[] {
  const out: Finding[] = [];
  if (results.statementCount !== undefined)
    out.push(
      ...count(
        `${DETAILS}/numberOfBankStatements`,
        results.details.numberOfBankStatements,
        results.statementCount,
        'one statement per item of statements',
      ),
    );
  // A date that is not a string touches no month, and then the count is not held.
  const date = (v: unknown) => (typeof v === 'string' ? v : '');
  const periods = results.statementAccounts.map(({ summary: { fields } }) =>
    monthsTouched(date(fields.periodStartDate), date(fields.periodEndDate)),
  );
  if (periods.length > 0 && periods.every((p) => p.length > 0))
    out.push(
      ...count(
        `${DETAILS}/numberOfMonthsProcessed`,
        results.details.numberOfMonthsProcessed,
        new Set(periods.flat()).size,
        'the distinct calendar months the statements’ periods touch',
      ),
    );
  return out;
}

function accountLevel(results: Results): Finding[] {
  return results.accounts.flatMap((account) => {
    const flow = accountFlow(results, account.accountNumber);
    const out = account.months.flatMap((m) => {
      const month = m.key === undefined ? undefined : inMonth(flow, m.key);
      return m.key === undefined || month === undefined
        ? []
        : held(
            m,
            figuresOf(month),
            `the sum over account ${account.accountNumber}'s statement transactions in ${isoMonth(m.key)}`,
          );
    });
    // A month its transactions are dated in has a summary: the first transaction of each month without one names it.
    if (flow === undefined || account.months.some((m) => m.key === undefined)) return out;
    const keys = new Set(account.months.map((m) => m.key));
    for (const t of [...flow.deposits, ...flow.withdrawals])
      if (t.month !== undefined && !keys.has(t.month)) {
        keys.add(t.month);
        out.push(
          finding(
            'Month missing',
            `${t.at}/txnDate`,
            `a monthly summary for ${isoMonth(t.month)}`,
            `no summary for ${isoMonth(t.month)}`,
            "every month of the account's transactions has a monthly summary",
          ),
        );
      }
    return out;
  });
}

/** A balance summed over account months, in cents. */
const balanceSum = (parts: AccountMonth[], field: string) =>
  sumOf(parts.map((p) => num(p.month.fields[field])).map((n) => (n === undefined ? undefined : cents(n))));

function businessLevel(results: Results): Finding[] {
  const out = businessMonths(results).flatMap(({ summary, key, parts }) => {
    const truths = parts.map((p) => truthOf(p.flow, p.month.fields));
    const expected = Object.fromEntries(FIGURES.map(({ field }) => [field, sumOf(truths.map((t) => t[field]))]));
    const why = `the sum over the accounts' ${isoMonth(key)} summaries`;
    return [
      ...held(summary, expected, why),
      ...(['periodStartBalance', 'periodEndBalance'] as const).flatMap((field) => {
        const e = balanceSum(parts, field);
        return e === undefined ? [] : money(`${summary.at}/${field}`, summary.fields[field], e, `${field}: ${why}`);
      }),
    ];
  });
  // Every account month is in the business summaries (one per calendar month, combined over accounts).
  if (results.business.some((m) => m.key === undefined)) return out;
  const keys = new Set(results.business.map((m) => m.key));
  for (const account of results.accounts)
    for (const m of account.months)
      if (m.key !== undefined && !keys.has(m.key))
        out.push(
          finding(
            'Month missing',
            m.at,
            `a business summary for ${isoMonth(m.key)}`,
            `no business summary for ${isoMonth(m.key)}`,
            'every account month has a business checking summary',
          ),
        );
  return out;
}

const statementLevel = (results: Results): Finding[] =>
  results.statementAccounts.flatMap((s) =>
    s.flow === undefined ? [] : held(s.summary, figuresOf(s.flow), "the sum over this statement account's transactions"),
  );

export const resultsLevels: Oracle = (body) => {
  const results = resultsOf(body);
  return results === undefined
    ? []
    : [
        ...totals(results),
        ...statementLevel(results),
        ...accountLevel(results),
        ...businessLevel(results),
        ...roundNumberBounds(results),
      ];
};
