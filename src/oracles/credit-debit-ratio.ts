// creditDebitRatio = totalCreditAmount / totalDebitAmount of the same overall summary.
import { cents, TOLERANCE_CENTS } from './money.js';
import { finding, perItem } from './oracle.js';
import { at, num } from './statement.js';

/** A ratio printed with two decimals (rounded or truncated) is off by less than this. */
const RATIO_ROUNDING = 0.01;

/** Held against the summary's own totals (within the money tolerance), then rounded. With no debit the document defines
 * no ratio: null, absent, 0, a marker string or any number ≥ 0 passes; only a negative number is wrong. */
export const creditDebitRatio = perItem((item) => {
  const credit = num(item.overall.totalCreditAmount);
  const debit = num(item.overall.totalDebitAmount);
  const ratio = item.overall.creditDebitRatio;
  const pointer = at.overall(item, 'creditDebitRatio');
  if (credit === undefined || debit === undefined || typeof ratio !== 'number') return [];
  const [c, d] = [cents(credit), cents(debit)];
  if (d <= 0)
    return ratio < 0
      ? [
          finding(
            'Figure does not add up',
            pointer,
            '≥ 0 (no debit: the ratio is not defined)',
            ratio,
            'credit total / debit total',
          ),
        ]
      : [];
  const low = Math.max(0, c - TOLERANCE_CENTS) / (d + TOLERANCE_CENTS) - RATIO_ROUNDING;
  const high = (c + TOLERANCE_CENTS) / Math.max(1, d - TOLERANCE_CENTS) + RATIO_ROUNDING;
  const exact = c / d;
  return ratio >= low - 1e-9 && ratio <= high + 1e-9
    ? []
    : [
        finding(
          'Figure does not add up',
          pointer,
          Math.round(exact * 10000) / 10000,
          ratio,
          `totalCreditAmount / totalDebitAmount (${credit} / ${debit})`,
        ),
      ];
});
