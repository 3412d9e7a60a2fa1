// transactionThreshold T > 0 is the "Minimum transaction amount included": no returned transaction is worth less than
// T, and one worth exactly T is returned (the boundary, held where the facts of the statement sent hold such a row).
import type { Finding } from '../model/types.js';
import { cents } from './money.js';
import { finding, type Oracle } from './oracle.js';
import { scopeOf } from './request.js';
import { at, itemsOf, type StatementItem } from './statement.js';

/** Not a sum, so no tolerance: a value is compared in cents with T as sent (5000, or 5000.005 with its half cent). */
const below = (item: StatementItem, t: number): Finding[] =>
  (item.transactions ?? []).flatMap((tx, i) =>
    tx.value !== undefined && cents(tx.value) < t * 100 - 1e-6
      ? [
          finding(
            'Transaction below threshold',
            at.transaction(item, i, 'value'),
            `≥ ${t}`,
            tx.value,
            `no returned transaction below transactionThreshold ${t}`,
          ),
        ]
      : [],
  );

/** The statement holds a transaction of exactly T (its facts' thresholdValue): a listed answer returns it. A debit's
 * sign is not shown, so the amount is compared. */
function atBoundary(item: StatementItem, t: number, exact: number | undefined, listed: boolean): Finding[] {
  if (exact === undefined || cents(exact) !== t * 100 || !listed || item.transactions === undefined) return [];
  if (item.transactions.some((tx) => tx.value !== undefined && Math.abs(cents(tx.value)) === cents(exact))) return [];
  return [
    finding(
      'Transaction at the threshold left out',
      `${item.at}/details/transactions`,
      `a transaction of ${exact} (the statement sent holds one)`,
      'none',
      `the transaction worth exactly transactionThreshold ${t} is included ("Minimum transaction amount included")`,
    ),
  ];
}

/** returnTransactions other than yes (the default) lists nothing to look in. */
const listing = (wanted: unknown): boolean =>
  wanted === undefined || (typeof wanted === 'string' && wanted.trim().toLowerCase() === 'yes');

export const threshold: Oracle = (body, request, sent) => {
  const items = itemsOf(body);
  const [statement, ...others] = sent?.statements ?? [];
  // The facts are of the one statement sent; an answer of several results is not matched to them.
  const exact = others.length === 0 && items.length === 1 ? statement?.known?.facts?.thresholdValue : undefined;
  return items.flatMap((item) => {
    const t = scopeOf(item, request).threshold;
    if (t === undefined) return [];
    return [...below(item, t), ...atBoundary(item, t, exact, listing(request.returnTransactions))];
  });
};
