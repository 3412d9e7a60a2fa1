// The minimum, maximum and average of one family of figures (balances, amounts), in paise. The average is rounded to
// whole paise, which keeps it between the minimum and the maximum.

export interface Spread {
  readonly min: number;
  readonly max: number;
  readonly avg: number;
}

/** An empty family (no debit in a month...) is all zeros: the result's fields are numbers, never absent. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { min: 0, max: 0, avg: 0 };
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const value of values) {
    min = Math.min(min, value);
    max = Math.max(max, value);
    sum += value;
  }
  return { min, max, avg: Math.round(sum / values.length) };
}

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The average of each run of `size` consecutive values (the last run may be shorter): a week's balance from its days. */
export function blockAverages(values: readonly number[], size: number): number[] {
  const averages: number[] = [];
  for (let start = 0; start < values.length; start += size) averages.push(spread(values.slice(start, start + size)).avg);
  return averages;
}
