// An average the document does not say how to take passes however it is taken, as long as it stays within its bounds
// and the balances seen.
import { describe, expect, it } from 'vitest';
import { runOracles } from '../../../src/oracles/index.js';
import { changed, HAND_BUILT } from './fixture.js';

const O = '/result/0/details/summary/overall';
const M = '/result/0/details/summary/monthly';
const withFigures = (figures: Record<string, number>) =>
  Object.entries(figures).reduce<unknown>((body, [pointer, value]) => changed(body, pointer, () => value), HAND_BUILT);

describe('averages taken another way', () => {
  it('daily figures over the days with transactions (not every calendar day)', () =>
    expect(
      runOracles(
        'bankStatementAnalysis',
        withFigures({
          [`${O}/minimumDailyBalance`]: 1200,
          [`${O}/averageDailyBalance`]: 1249.92,
          [`${M}/0/minimumDailyBalance`]: 1200,
          [`${M}/0/averageDailyBalance`]: 1249.75,
          [`${M}/1/minimumDailyBalance`]: 1250.25,
          [`${M}/1/averageDailyBalance`]: 1250.25,
        }),
        {},
      ),
    ).toEqual([]));
  it('monthly figures from month-end balances, weekly from week-end balances', () =>
    expect(
      runOracles(
        'bankStatementAnalysis',
        withFigures({
          [`${O}/minimumMonthlyBalance`]: 1200,
          [`${O}/maximumMonthlyBalance`]: 1250.25,
          [`${O}/averageMonthlyBalance`]: 1225.13,
          [`${O}/averageWeeklyBalance`]: 1236.4,
          [`${M}/0/averageWeeklyBalance`]: 1264.9,
        }),
        {},
      ),
    ).toEqual([]));
  it('but not outside the balances seen', () =>
    expect(runOracles('bankStatementAnalysis', withFigures({ [`${O}/minimumMonthlyBalance`]: 999.98 }), {})).toEqual([
      expect.objectContaining({
        title: 'Statistic out of bounds',
        keyword: 'statistic-bounds',
        pointer: `${O}/minimumMonthlyBalance`,
        expected: 'between 1000 and 1500',
        actual: 999.98,
      }),
    ]));
});
