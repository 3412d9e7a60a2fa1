// A hand-built conforming results body (two one-month statements of one account, a recurring series): the results
// oracles' tests move one figure of it at a time.
const ACCOUNT = '000123456789';
const deposit = (txnId: string, txnDate: string, amount: number, description = 'ACH CREDIT CLIENT PAYMENT') => ({
  amount,
  description,
  txnDate,
  txnId,
  isRevenue: true,
  isPossibleAlternateLender: false,
});
const withdrawal = (txnId: string, txnDate: string, amount: number, description = 'DEBIT CARD PURCHASE') => ({
  amount,
  description,
  txnDate,
  txnId,
  isPossibleAlternateLender: false,
  isRecurringTransaction: description.startsWith('ACME'),
});

// November opens at 100.00: −300.00 on the 3rd (−200.00 to the 9th), +1000.00 on the 10th, −49.50 on the 15th, +250.50
// on the 20th. End of day: 100 ×2, −200 ×7, 800 ×5, 750.50 ×5, 1001 ×11 → mean 17563.50 / 30 = 585.45, 7 days below 0.
const NOVEMBER = {
  deposits: [deposit('n-d1', '2025-11-10', 1000), deposit('n-d2', '2025-11-20', 250.5)],
  withdrawals: [withdrawal('n-w1', '2025-11-03', 300), withdrawal('n-w2', '2025-11-15', 49.5, 'ACME LOAN ACH')],
};
// December opens at 1001.00: +500.00 on the 5th, −1600.00 on the 10th, −49.50 on the 15th, +75.25 on the 22nd, −50.00
// on the 29th. End of day: 1001 ×4, 1501 ×5, −99 ×5, −148.50 ×7, −73.25 ×7, −123.25 ×3 → 9092 / 31 = 293.29, 22 below 0.
const DECEMBER = {
  deposits: [deposit('d-d1', '2025-12-05', 500), deposit('d-d2', '2025-12-22', 75.25)],
  withdrawals: [
    withdrawal('d-w1', '2025-12-10', 1600),
    withdrawal('d-w2', '2025-12-15', 49.5, 'ACME LOAN ACH'),
    withdrawal('d-w3', '2025-12-29', 50, 'ACME LOAN ACH'),
  ],
};

const period = {
  november: {
    periodStartDate: '2025-11-01',
    periodEndDate: '2025-11-30',
    periodStartBalance: 100,
    periodEndBalance: 1001,
    averageDailyBalance: 585.45,
    averageTransactionSize: 400,
    daysOfNegativeBalance: 7,
    grossDeposits: 1250.5,
    maxDeposit: 1000,
    minDeposit: 250.5,
    averageDeposit: 625.25,
    depositCount: 2,
    withdrawalCount: 2,
    maxWithdrawal: 300,
    minWithdrawal: 49.5,
    averageWithdrawal: 174.75,
    grossWithdrawals: 349.5,
    totalRoundNumberOfTransactions: 2,
    totalRoundNumberTransactionsSum: 1300,
    suspiciousActivity: 'no',
    authenticityScore: 100,
    periodBalanceMismatch: 'no',
  },
  december: {
    periodStartDate: '2025-12-01',
    periodEndDate: '2025-12-31',
    periodStartBalance: 1001,
    periodEndBalance: -123.25,
    averageDailyBalance: 293.29,
    averageTransactionSize: 454.95,
    daysOfNegativeBalance: 22,
    grossDeposits: 575.25,
    maxDeposit: 500,
    minDeposit: 75.25,
    averageDeposit: 287.63,
    depositCount: 2,
    withdrawalCount: 3,
    maxWithdrawal: 1600,
    minWithdrawal: 49.5,
    averageWithdrawal: 566.5,
    grossWithdrawals: 1699.5,
    totalRoundNumberOfTransactions: 2,
    totalRoundNumberTransactionsSum: 2100,
    suspiciousActivity: 'no',
    authenticityScore: 100,
    periodBalanceMismatch: 'no',
  },
};

const monthly = (month: 'november' | 'december', days: number | string) => ({
  month: month === 'november' ? 'November' : 'December',
  year: 2025,
  ...period[month],
  daysByCalMonth: days,
  estimatedRevenue: period[month].grossDeposits,
  totalInterbankTransfers: 0,
});

// The loan: 49.50 on 15 Nov and 15 Dec, 50.00 on 29 Dec → mean 49.67, gaps 30 and 14 days → 22.
const series = () => ({
  firstTxnDate: '2025-11-15',
  latestTxnDate: '2025-12-29',
  totalCountOfInstallments: 3,
  avgDaysInterval: 22,
  avgAmount: 49.67,
  type: 'withdrawal',
  installments: [
    { amount: 49.5, installmentsCount: 2 },
    { amount: 50, installmentsCount: 1 },
  ],
  transactions: [NOVEMBER.withdrawals[1], DECEMBER.withdrawals[1], DECEMBER.withdrawals[2]].map((t) => ({
    ...t,
    isRecurringTransaction: true,
  })),
});

const statement = (fileName: string, month: 'november' | 'december', flow: typeof NOVEMBER) => ({
  fileName,
  statementId: `vts-${month}`,
  numberOfPages: 1,
  bankName: 'SAMPLE BANK',
  processingStatus: 'COMPLETED',
  pdfType: 'TEXT_PDF',
  statementProcessingTime: 0.2,
  isValidUsBankStatement: true,
  businessName: 'SAMPLE LLC',
  businessOwnerName: 'SAM SAMPLE',
  businessAddress: '1 MAIN ST',
  accounts: [
    {
      accountNumber: ACCOUNT,
      accountType: 'checking',
      statementSummary: period[month],
      transactions: {
        withdrawals: flow.withdrawals,
        deposits: flow.deposits.map((d) => ({ ...d, isRecurringTransaction: false })),
      },
    },
  ],
  fraudChecks: { periodBalanceMismatch: false },
});

const RAW = {
  status: 'success',
  statusCode: 200,
  result: {
    details: {
      contractId: 'vts-contract',
      merchantId: '',
      numberOfBankStatements: 2,
      numberOfMonthsProcessed: 2,
      overallProcessingTime: 0.5,
      activeAlternateLenders: 0,
      businessCheckingSummaries: [monthly('november', '30'), monthly('december', '31')],
      businessCheckingRecurringTransactions: [series()],
      businessCheckingPossibleAlternateLenders: [],
      accountSummaries: [
        {
          accountNumber: ACCOUNT,
          accountId: 'acc-1',
          accountCategory: 'business',
          accountType: 'checking',
          activeAlternateLenders: 0,
          monthlySummaries: [monthly('november', 30), monthly('december', 31)],
          transactions: {
            withdrawals: [...NOVEMBER.withdrawals, ...DECEMBER.withdrawals],
            deposits: [...NOVEMBER.deposits, ...DECEMBER.deposits],
          },
          recurringTransactions: [series()],
          possibleAlternateLenders: [{ lenderName: 'ACME LOAN', isActive: true, frequency: 'irregular', ...series() }],
          interbankTransactions: { withdrawals: [], deposits: [] },
        },
      ],
      statements: [statement('month-2025-11.pdf', 'november', NOVEMBER), statement('month-2025-12.pdf', 'december', DECEMBER)],
    },
    summary: { action: '', details: [] },
  },
};
// Through JSON, so no two places of the body share an object (moving one figure moves only that one).
export const RESULTS_BODY = JSON.parse(JSON.stringify(RAW)) as typeof RAW;
