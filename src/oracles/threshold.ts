// With transactionThreshold T > 0, no returned transaction is worth less than T (one worth exactly T is returned).
import { cents } from './money.js';
import { finding, perItem } from './oracle.js';
import { at } from './statement.js';

/** Not a sum, so no tolerance: a value is compared in cents with T as sent (5000, or 5000.005 with its half cent). */
export const threshold = perItem((item, scope) => {
  const t = scope.threshold;
  if (t === undefined) return [];
  return (item.transactions ?? []).flatMap((tx, i) =>
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
});
