import { rupees } from './format.js';
import type { Statement } from './transactions.js';

/** What a correct analysis of the statement adds up to, in rupees (the API's unit). */
export interface StatementFacts {
  transactionsCount: number;
  creditCount: number;
  creditTotal: number;
  debitCount: number;
  debitTotal: number;
  openingBalance: number;
  closingBalance: number;
  salaryCount: number;
  salaryTotal: number;
  /** Over the balance after each transaction. */
  minBalance: number;
  maxBalance: number;
  /** statement-3-months: the value of its one transaction at the threshold the rules send. */
  thresholdValue?: number;
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

export function statementFacts(s: Statement, thresholdPaise?: number): StatementFacts {
  const credits = s.transactions.filter((t) => t.type === 'credit');
  const debits = s.transactions.filter((t) => t.type === 'debit');
  const salaries = s.transactions.filter((t) => t.isSalary);
  const balances = s.transactions.map((t) => t.balance);
  const facts: StatementFacts = {
    transactionsCount: s.transactions.length,
    creditCount: credits.length,
    creditTotal: rupees(sum(credits.map((t) => t.amount))),
    debitCount: debits.length,
    debitTotal: rupees(sum(debits.map((t) => t.amount))),
    openingBalance: rupees(s.openingBalance),
    closingBalance: rupees(s.closingBalance),
    salaryCount: salaries.length,
    salaryTotal: rupees(sum(salaries.map((t) => t.amount))),
    minBalance: rupees(Math.min(...balances)),
    maxBalance: rupees(Math.max(...balances)),
  };
  if (thresholdPaise !== undefined) {
    if (s.transactions.filter((t) => t.amount === thresholdPaise).length !== 1) {
      throw new Error(`statementFacts: expected exactly one transaction of ${thresholdPaise} paise; fix plans.ts`);
    }
    facts.thresholdValue = rupees(thresholdPaise);
  }
  return facts;
}
