// For `npm run bench`: every bankStatementAnalysis oracle over a consistent body of `count` transactions (the 50-page
// statement holds about 2,000). The bench times `run`; a run that finds anything means the oracles broke.
import { runOracles } from './index.js';
import { sampleStatement, sampleTransactions } from './sample.js';

export function oracleWorkload(count = 2000): { body: unknown; run: () => number } {
  const body = sampleStatement(sampleTransactions(count), {
    openingCents: 2_500_000,
    start: { year: 2024, month: 1 },
    months: 12,
    eodBalances: true,
  });
  return { body, run: () => runOracles('bankStatementAnalysis', body, {}).length };
}
