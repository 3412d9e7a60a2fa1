// Each balance = the one before ± the value (credit +, debit −), from openingBalance to closingBalance; each month opens
// with the balance before its first transaction and closes with the balance after its last.
import type { Finding } from '../model/types.js';
import { cents } from './money.js';
import { money, perItem } from './oracle.js';
import { at, byMonth, complete, keyedMonths, monthKey, num, type StatementItem } from './statement.js';

const signed = (t: { value: number; type: 'credit' | 'debit' }) => (t.type === 'credit' ? cents(t.value) : -cents(t.value));

/** Each link is held against the reported balance before it, not a running total: one wrong balance gives two findings
 * and rounding never accumulates. A month without transactions carries the balance. */
function chain(item: StatementItem): Finding[] {
  const listed = complete(item.transactions, 'value', 'type', 'balance');
  if (listed === undefined) return [];
  const opening = num(item.overall.openingBalance);
  const out: Finding[] = [];
  for (const [i, t] of listed.entries()) {
    const before = i === 0 ? opening : listed[i - 1]?.balance;
    if (before !== undefined)
      out.push(
        ...money(
          at.transaction(item, i, 'balance'),
          t.balance,
          cents(before) + signed(t),
          i === 0
            ? `openingBalance ${t.type === 'credit' ? '+' : '−'} value`
            : `previous balance ${t.type === 'credit' ? '+' : '−'} value`,
        ),
      );
  }
  const last = listed.at(-1);
  const closing = last === undefined ? opening : last.balance;
  if (closing !== undefined)
    out.push(
      ...money(
        at.overall(item, 'closingBalance'),
        item.overall.closingBalance,
        cents(closing),
        last === undefined ? 'openingBalance (no transaction)' : "the last transaction's balance",
      ),
    );
  const months = byMonth(listed);
  if (months === undefined) return out;
  // The balance carried into a month: after the last transaction dated before it, else the statement's opening.
  const carried = (key: number): number | undefined => {
    let found: number | undefined = opening;
    for (const t of listed) if (t.date !== undefined && monthKey(t.date.year, t.date.month) < key) found = t.balance;
    return found;
  };
  for (const { m, i, key } of keyedMonths(item)) {
    const indexes = months.get(key) ?? [];
    const first = listed[indexes[0] ?? -1];
    const lastOf = listed[indexes.at(-1) ?? -1];
    const carry = first === undefined ? carried(key) : undefined;
    const openCents = first !== undefined ? cents(first.balance) - signed(first) : carry === undefined ? undefined : cents(carry);
    const closeCents = lastOf !== undefined ? cents(lastOf.balance) : openCents;
    const why = first === undefined ? 'the balance carried in (no transaction this month)' : undefined;
    if (openCents !== undefined)
      out.push(
        ...money(
          at.month(item, i, 'openingBalance'),
          m.openingBalance,
          openCents,
          why ?? "the month's first balance ∓ its value",
        ),
      );
    if (closeCents !== undefined)
      out.push(
        ...money(
          at.month(item, i, 'closingBalance'),
          m.closingBalance,
          closeCents,
          why ?? "the month's last transaction's balance",
        ),
      );
  }
  return out;
}

/** Nothing listed: the months still follow each other, from openingBalance to closingBalance. */
function continuity(item: StatementItem): Finding[] {
  const monthly = item.monthly ?? [];
  const keys = keyedMonths(item).map((k) => k.key);
  if (keys.length === 0 || keys.some((k, i) => i > 0 && k !== (keys[i - 1] as number) + 1)) return [];
  const out: Finding[] = [];
  for (const [i, m] of monthly.entries()) {
    const before = i === 0 ? num(item.overall.openingBalance) : num(monthly[i - 1]?.closingBalance);
    if (before !== undefined)
      out.push(
        ...money(
          at.month(item, i, 'openingBalance'),
          m.openingBalance,
          cents(before),
          i === 0 ? 'openingBalance' : "the month before's closingBalance",
        ),
      );
  }
  const last = num(monthly.at(-1)?.closingBalance);
  if (last !== undefined)
    out.push(
      ...money(at.overall(item, 'closingBalance'), item.overall.closingBalance, cents(last), "the last month's closingBalance"),
    );
  return out;
}

export const balanceChain = perItem((item, scope) => (!scope.unfiltered ? [] : scope.listed ? chain(item) : continuity(item)));
