// Statement objects (spec › Statement object): one per submitted statement, in request order, with its one account
// (the sandbox bank prints one account per statement) and its fraud checks.
import { IMAGE_PDF } from '../../statements/analyse.js';
import { ACCOUNT } from './account-summary.js';
import { balancesOf, summaryFigures } from './figures.js';
import type { ParsedStatement } from './read-statement.js';
import type { Stretch } from './stretch.js';
import { type RecurringIds, statementItems } from './transaction-items.js';

/** The sandbox has no fraud model: every check is false (nothing found). */
export const FRAUD_CHECKS = {
  businessNameMismatch: false,
  businessOwnerNameMismatch: false,
  businessAddressMismatch: false,
  periodBalanceMismatch: false,
  pdfCreationDateAnomaly: false,
  fingerprintAnomaly: false,
  pdfTemplateAnomaly: false,
  pdfSourceAnomaly: false,
  bankRoutingNumberAnomaly: false,
  metadataAnomaly: false,
  contentOverlapAnomaly: false,
  textTampering: {
    accountNumber: false,
    accountOwner: false,
    accountType: false,
    address: false,
    transactionAmount: false,
    transactionDate: false,
  },
} as const;

/** A statement that reaches the results was read in full. */
export const PROCESSED = 'PROCESSED';

/** Processing times in seconds, to the millisecond. */
export const seconds = (value: number): number => Math.round(value * 1000) / 1000;

/** The statement's account, when anything was read (an image-only PDF has none). */
export interface StatementAccount {
  readonly accountNumber: string;
  readonly stretch: Stretch;
}

export function statementObject(parsed: ParsedStatement, account: StatementAccount | undefined, recurring: RecurringIds) {
  const { details, heading } = parsed.analysis;
  return {
    fileName: parsed.fileName,
    statementId: parsed.statementId,
    numberOfPages: details.num_pages,
    bankName: heading?.bankName ?? '',
    processingStatus: PROCESSED,
    pdfType: details.documentType,
    statementProcessingTime: seconds(parsed.processingSeconds),
    // The sandbox bank is fictional: it stands in for the US bank of the flow, so a statement read in its layout is
    // taken as a valid US bank statement; an image-only PDF, of which nothing was read, is not.
    isValidUsBankStatement: details.documentType !== IMAGE_PDF && account !== undefined,
    // The heading names the account holder: the name the account is held in, the business's. No owner or address is
    // printed.
    businessName: heading?.accountHolder ?? '',
    businessOwnerName: '',
    businessAddress: '',
    accounts:
      account === undefined
        ? []
        : [
            {
              accountNumber: account.accountNumber,
              accountType: ACCOUNT.type,
              statementSummary: summaryFigures(balancesOf(account.stretch), account.stretch.txns),
              transactions: statementItems(account.stretch.txns, recurring),
            },
          ],
    // A copy per statement: a fault that edits one reply must not edit the next.
    fraudChecks: { ...FRAUD_CHECKS, textTampering: { ...FRAUD_CHECKS.textTampering } },
  };
}

export type StatementObject = ReturnType<typeof statementObject>;
