// A statement's transactions as the results count them: integer cents, a day number, withdrawal or deposit, a txnId
// fixed by the statement and the transaction's place in it, and whether a deposit counts as revenue.
import { cents, dayOfEntry } from './dates.js';
import type { StatementReading } from './read-statement.js';

export interface Txn {
  /** `<statementId>-txn-<n>`, n from 1 in the statement's order: the same statement always gets the same ids. */
  readonly txnId: string;
  /** calendar.ts day number. */
  readonly day: number;
  /** Positive. */
  readonly cents: number;
  readonly type: 'withdrawal' | 'deposit';
  readonly description: string;
  readonly isRevenue: boolean;
}

/** Revenue (the sandbox's rule): every deposit but those naming one of these: a salary is the holder's pay, a refund or
 * reversal gives money back, SELF moves the holder's own money. */
export const NOT_REVENUE_WORDS = ['SALARY', 'REFUND', 'REVERSAL', 'SELF'] as const;

const NOT_REVENUE = new RegExp(`\\b(?:${NOT_REVENUE_WORDS.join('|')})\\b`, 'i');

export const isRevenue = (type: Txn['type'], description: string): boolean =>
  type === 'deposit' && !NOT_REVENUE.test(description);

/** The transactions the engine listed (readStatement asks for every one), in its order. */
export function transactionsOf(statementId: string, reading: StatementReading): Txn[] {
  return reading.details.transactions.map((entry, i) => {
    const type = entry.type === 'credit' ? 'deposit' : 'withdrawal';
    return {
      txnId: `${statementId}-txn-${i + 1}`,
      day: dayOfEntry(entry.date),
      cents: cents(entry.value),
      type,
      description: entry.description,
      isRevenue: isRevenue(type, entry.description),
    };
  });
}
