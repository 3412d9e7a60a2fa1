// transactions_count and numberOfTransactions = the transactions listed, overall and per month.
import { count, perItem } from './oracle.js';
import { at, byMonth, int, keyedMonths } from './statement.js';

export const transactionsCount = perItem((item, scope) => {
  if (!scope.unfiltered) return [];
  const listed = scope.listed ? item.transactions : undefined;
  if (listed === undefined) {
    // Nothing listed: the two overall counts of every parsed transaction still agree.
    const parsed = int(item.details.transactions_count);
    return parsed === undefined
      ? []
      : count(at.overall(item, 'numberOfTransactions'), item.overall.numberOfTransactions, parsed, 'details.transactions_count');
  }
  const n = listed.length;
  const months = byMonth(listed);
  return [
    ...count(at.details(item, 'transactions_count'), item.details.transactions_count, n, 'number of transactions listed'),
    ...count(at.overall(item, 'numberOfTransactions'), item.overall.numberOfTransactions, n, 'number of transactions listed'),
    ...(months === undefined
      ? []
      : keyedMonths(item).flatMap(({ m, i, key }) =>
          count(
            at.month(item, i, 'numberOfTransactions'),
            m.numberOfTransactions,
            months.get(key)?.length ?? 0,
            'number of transactions listed with a date in this month',
          ),
        )),
  ];
});
