// The oracle table: for each operation, its oracles by name (the name a finding reports as its `keyword`).
import type { Finding } from '../model/types.js';
import type { OperationId } from '../model/operations.js';
import { balanceChain } from './balance-chain.js';
import { creditDebitRatio } from './credit-debit-ratio.js';
import { creditDebitTotals } from './credit-debit-totals.js';
import { eodBalances } from './eod-balances.js';
import { months } from './months.js';
import { monthlySums } from './monthly-sums.js';
import type { Oracle } from './oracle.js';
import type { RequestFields } from './request.js';
import { resultsBalances } from './results-balances.js';
import { resultsFacts } from './results-facts.js';
import { resultsLevels } from './results-levels.js';
import { resultsParse } from './results-parse.js';
import { resultsRecurring } from './results-recurring.js';
import { salary } from './salary.js';
import type { Sent } from './sent.js';
import { settingEffects } from './setting-effects.js';
import { settingsEcho } from './settings-echo.js';
import { statementFacts } from './statement-facts.js';
import { statisticBounds } from './statistic-bounds.js';
import { threshold } from './threshold.js';
import { transactionsCount } from './transactions-count.js';

// In the order reports show them (a case keeps its first 20 findings): the truth of the file sent first (a body can add
// up and still be false), then what is wrong in the structure (months, days, a returned transaction below the
// threshold) before the figures it throws off.
export const ORACLES: Partial<Record<OperationId, Record<string, Oracle>>> = {
  bankStatementAnalysis: {
    'statement-facts': statementFacts,
    months,
    'eod-balances': eodBalances,
    'settings-echo': settingsEcho,
    'setting-effects': settingEffects,
    threshold,
    'transactions-count': transactionsCount,
    'credit-debit-totals': creditDebitTotals,
    'balance-chain': balanceChain,
    salary,
    'monthly-sums': monthlySums,
    'credit-debit-ratio': creditDebitRatio,
    'statistic-bounds': statisticBounds,
  },
  // The levels (and their missing months) before the balances and series figured from the same transactions.
  getBankStatementParsingResults: {
    'results-parse': resultsParse,
    'results-facts': resultsFacts,
    'results-levels': resultsLevels,
    'results-balances': resultsBalances,
    'results-recurring': resultsRecurring,
  },
};

/** The oracles that hold an answer to the facts of the statements sent: without facts, the report says so. */
const FACTS_ORACLES = new Set(['statement-facts', 'results-facts']);
export const holdsFacts = (operation: OperationId): boolean =>
  Object.keys(ORACLES[operation] ?? {}).some((name) => FACTS_ORACLES.has(name));

/** Every oracle of the operation over a 200 body, each finding named by its oracle in `keyword`. */
export const runOracles = (operation: OperationId, body: unknown, request: RequestFields, sent?: Sent): Finding[] =>
  Object.entries(ORACLES[operation] ?? {}).flatMap(([name, oracle]) =>
    oracle(body, request, sent).map((f) => ({ ...f, keyword: name })),
  );
