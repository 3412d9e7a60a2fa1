import { daysIn, isoDate, MONTH_ABBREVIATIONS } from './format.js';
import { counterparty, type Mode, narration, salaryNarration } from './narrations.js';
import {
  monthAlonePlan,
  MONTH_ALONE_OPENING,
  MONTHS_ALONE,
  THRESHOLD_PAISE,
  type Scripted,
  type StatementPlan,
} from './plans.js';
import { between, prng, type Rand } from './prng.js';

export interface Transaction {
  /** `YYYY-MM-DD`. */
  date: string;
  narration: string;
  type: 'credit' | 'debit';
  /** Paise, positive. */
  amount: number;
  /** Paise, after this transaction. */
  balance: number;
  isSalary: boolean;
}

export interface Statement {
  holder: string;
  accountNumber: string;
  months: readonly string[];
  /** First and last day of the period, `YYYY-MM-DD`. */
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  transactions: Transaction[];
}

type Slot = { day: number } & ({ kind: 'salary' } | { kind: 'scripted'; scripted: Scripted } | { kind: 'random' });

// Random debits do not take the balance below this; only a scripted one opens a negative stretch.
const FLOOR = 50_000;

function slotsOf(plan: StatementPlan, month: string, count: number, rand: Rand): Slot[] {
  const fixed: Slot[] = [
    { day: plan.salary.day, kind: 'salary' },
    ...(plan.scripted ?? [])
      .filter((s) => s.date.startsWith(`${month}-`))
      .map((scripted) => ({ day: Number(scripted.date.slice(8)), kind: 'scripted' as const, scripted })),
  ];
  if (count < fixed.length) throw new Error(`plan ${plan.holder}: ${month} has more fixed transactions than ${count}`);
  const random = Array.from({ length: count - fixed.length }, (): Slot => ({
    day: between(rand, 1, daysIn(month)),
    kind: 'random',
  }));
  // A stable sort: on a day, the salary comes first, then the scripted ones, then the random ones.
  return [...fixed, ...random].sort((a, b) => a.day - b.day);
}

/** A random transaction around `mean` paise: mostly debits, by UPI more than IMPS or NEFT. */
function randomTransaction(rand: Rand, balance: number, mean: number): Omit<Transaction, 'date' | 'balance'> {
  const roll = rand();
  const mode: Mode = roll < 0.6 ? 'UPI' : roll < 0.8 ? 'IMPS' : 'NEFT';
  let type: 'credit' | 'debit' = rand() < 0.15 ? 'credit' : 'debit';
  let amount = Math.max(100, Math.round(mean * (type === 'credit' ? 0.5 : 1) * (0.2 + 1.6 * rand())));
  if (type === 'debit' && balance >= FLOOR && balance - amount < FLOOR) {
    amount = balance - FLOOR;
    if (amount < 100) [type, amount] = ['credit', Math.max(100, Math.round(mean * 0.5))];
  }
  // Only the scripted transaction carries the threshold value.
  if (amount === THRESHOLD_PAISE) amount += 1;
  return { narration: narration(rand, mode, counterparty(rand, mode, type)), type, amount, isSalary: false };
}

function scriptedTransaction(rand: Rand, s: Scripted, balance: number): Omit<Transaction, 'date' | 'balance'> {
  const amount = s.amount ?? (s.type === 'debit' ? balance - (s.balanceAfter ?? 0) : (s.balanceAfter ?? 0) - balance);
  if (amount <= 0) throw new Error(`scripted ${s.date} ${s.entity}: amount ${amount} paise is not positive; fix plans.ts`);
  return { narration: narration(rand, s.mode, s.entity), type: s.type, amount, isSalary: false };
}

/** Expands a plan into its transactions, with the balance after each. */
export function buildStatement(plan: StatementPlan): Statement {
  const rand = prng(plan.seed);
  const active = plan.months.filter((m) => !plan.quietMonths?.includes(m));
  const transactions: Transaction[] = [];
  let balance = plan.openingBalance;
  active.forEach((month, i) => {
    const count = Math.floor(plan.count / active.length) + (i < plan.count % active.length ? 1 : 0);
    // Spending a little above the salary, spread over the month's other transactions.
    const mean = Math.round((1.1 * plan.salary.amount) / Math.max(1, count - 1));
    const monthAbbreviation = MONTH_ABBREVIATIONS[Number(month.slice(5)) - 1] ?? '';
    for (const slot of slotsOf(plan, month, count, rand)) {
      const made =
        slot.kind === 'salary'
          ? {
              narration: salaryNarration(rand, plan.salary.employer, monthAbbreviation),
              type: 'credit' as const,
              amount: plan.salary.amount,
              isSalary: true,
            }
          : slot.kind === 'scripted'
            ? scriptedTransaction(rand, slot.scripted, balance)
            : randomTransaction(rand, balance, mean);
      balance += made.type === 'credit' ? made.amount : -made.amount;
      transactions.push({ ...made, date: isoDate(month, slot.day), balance });
    }
  });
  const last = plan.months[plan.months.length - 1] ?? '';
  return {
    holder: plan.holder,
    accountNumber: `XXXXXXXX${plan.accountLast4}`,
    months: plan.months,
    from: isoDate(plan.months[0] ?? '', 1),
    to: isoDate(last, daysIn(last)),
    openingBalance: plan.openingBalance,
    closingBalance: balance,
    transactions,
  };
}

/** The plans of the `month-YYYY-MM.pdf` statements: each month opens with the balance the month before closed with. */
export function monthAlonePlans(): StatementPlan[] {
  let opening = MONTH_ALONE_OPENING;
  return MONTHS_ALONE.map((month) => {
    const plan = monthAlonePlan(month, opening);
    opening = buildStatement(plan).closingBalance;
    return plan;
  });
}
