import { rupees } from './format.js';
import type { Statement } from './transactions.js';

/** Counts and totals over some transactions, and the balances before the first and after the last. */
interface Flows {
  transactionsCount: number;
  creditCount: number;
  creditTotal: number;
  debitCount: number;
  debitTotal: number;
  openingBalance: number;
  closingBalance: number;
}

/** One calendar month of the statement's period (none: the balance carries, opening and closing alike). */
export interface MonthFacts extends Flows {
  /** `YYYY-MM`. */
  month: string;
}

/** What a correct analysis of the statement adds up to, in rupees (the API's unit). */
export interface StatementFacts extends Flows {
  salaryCount: number;
  salaryTotal: number;
  /** Over the balance after each transaction. */
  minBalance: number;
  maxBalance: number;
  /** statement-3-months: the value of its one transaction at the threshold the rules send. */
  thresholdValue?: number;
  /** Every calendar month of the period, in order. */
  monthly: MonthFacts[];
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/** Counts and totals over some transactions, in rupees. */
function flows(transactions: Statement['transactions']) {
  const credits = transactions.filter((t) => t.type === 'credit');
  const debits = transactions.filter((t) => t.type === 'debit');
  return {
    transactionsCount: transactions.length,
    creditCount: credits.length,
    creditTotal: rupees(sum(credits.map((t) => t.amount))),
    debitCount: debits.length,
    debitTotal: rupees(sum(debits.map((t) => t.amount))),
  };
}

function monthFacts(s: Statement): MonthFacts[] {
  let balance = s.openingBalance;
  return s.months.map((month) => {
    const inMonth = s.transactions.filter((t) => t.date.startsWith(`${month}-`));
    const openingBalance = rupees(balance);
    balance = inMonth.at(-1)?.balance ?? balance;
    return { month, ...flows(inMonth), openingBalance, closingBalance: rupees(balance) };
  });
}

export function statementFacts(s: Statement, thresholdPaise?: number): StatementFacts {
  const salaries = s.transactions.filter((t) => t.isSalary);
  const balances = s.transactions.map((t) => t.balance);
  const facts: StatementFacts = {
    ...flows(s.transactions),
    openingBalance: rupees(s.openingBalance),
    closingBalance: rupees(s.closingBalance),
    salaryCount: salaries.length,
    salaryTotal: rupees(sum(salaries.map((t) => t.amount))),
    minBalance: rupees(Math.min(...balances)),
    maxBalance: rupees(Math.max(...balances)),
    monthly: monthFacts(s),
  };
  if (thresholdPaise !== undefined) {
    if (s.transactions.filter((t) => t.amount === thresholdPaise).length !== 1) {
      throw new Error(`statementFacts: expected exactly one transaction of ${thresholdPaise} paise; fix plans.ts`);
    }
    facts.thresholdValue = rupees(thresholdPaise);
  }
  return facts;
}
