// The asynchronous US statement flow's schemas (bank-statement-analysis.md): parseBankStatement, webhookConfig,
// getBankStatementParsingResults and the webhook event. A documented body conforms; each break fails with the Ajv
// keyword it should, at the place it should, so a schema that refuses for another reason is caught too.
import { describe, expect, it } from 'vitest';
import { type Body, conforms, mutate, ok, rename } from './bodies.js';
import { requestMarks, responseMarks } from '../../../src/validators/annotations.js';
import { allSchemaIds, documentedStatuses, validateAgainst } from '../../../src/validators/registry.js';

const pointers = (marks: { pointer: string }[]) => marks.map((m) => m.pointer).sort();
const pointerOf = (path: string) => (path === '' ? '' : `/${path.split('.').join('/')}`);

/**
 * `body` with `path` set to `value` (removed when undefined) fails `id` with `keyword` at `at`: by default the field, or
 * its parent when it was removed (where Ajv reports `required`).
 */
function breaksWith(id: string, body: Body, path: string, value: unknown, keyword: string, at?: string): void {
  const where = at ?? (value === undefined ? path.split('.').slice(0, -1).join('.') : path);
  expect(validateAgainst(id, mutate(body, path, value))).toContainEqual(
    expect.objectContaining({ keyword, instancePath: pointerOf(where) }),
  );
}
type Break = readonly [path: string, value: unknown, keyword: string, at?: string];

// ---- parseBankStatement --------------------------------------------------------------------------------------------

const PARSE_REQUEST: Body = {
  bankStatementFiles: [
    { statementUrl: 'http://127.0.0.1:4010/month-2025-11.pdf', statementId: 'stmt-11' },
    { statementUrl: 'http://127.0.0.1:4010/month-2025-12.pdf', statementId: 'stmt-12', password: 'open-sesame' },
  ],
  merchantId: 'merchant-1',
  contractId: 'contract-1',
  merchantLegalName: 'Acme Bakery LLC',
  merchantDBA: 'Acme Bakery',
  dateOfApplication: '2026-01-07',
  checkAddress: 'no',
  owners: [{ firstName: 'Jane', middleName: 'Q', lastName: 'Doe', fullName: 'Jane Q Doe' }],
  businessAddress: { fullAddress: '1 Main St, Springfield, IL 62701', city: 'Springfield', state: 'IL', zip: '62701' },
  minRequiredMonths: 3,
};
const PARSE: Record<number, Body> = {
  202: { status: 'success', statusCode: 202, result: { transactionId: 'txn-parse-1' } },
  400: { status: 'failure', statusCode: 400, message: 'Input Validation Error: requires property contractId' },
  401: { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' },
};

// ---- webhookConfig and webhookEvent --------------------------------------------------------------------------------

const EVENT_TYPES = ['BANK_STATEMENT_PARSED_SUCCESSFULLY', 'BANK_STATEMENT_PARSING_FAILED'];
const SUBSCRIBE: Body = { webhookUrl: 'http://127.0.0.1:4020/events', events: EVENT_TYPES };
const FLAT: Body = {
  type: 'BANK_STATEMENT_PARSED_SUCCESSFULLY',
  timestamp: '2026-01-07T10:15:30.123Z',
  version: '1.0',
  id: '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  transactionId: 'txn-parse-1',
  appId: 'app-123',
};
const NESTED: Body = {
  metadata: { appId: 'app-123', transactionId: 'txn-parse-1' },
  event: { type: FLAT.type, timestamp: FLAT.timestamp, version: FLAT.version, id: FLAT.id },
};
const FLAT_ID = 'webhookEvent/200.flat.schema.json';
const NESTED_ID = 'webhookEvent/200.nested.schema.json';

// ---- getBankStatementParsingResults: one statement, one account, one month ------------------------------------------

const WITHDRAWAL = {
  amount: 250,
  description: 'ACH DEBIT QUICKFUND LLC',
  txnDate: '2025-12-05',
  txnId: 'txn-w1',
  isPossibleAlternateLender: true,
  isRecurringTransaction: true,
};
const DEPOSIT = {
  amount: 1200,
  description: 'CARD SETTLEMENT',
  txnDate: '2025-12-03',
  txnId: 'txn-d1',
  isRevenue: true,
  isPossibleAlternateLender: false,
};
const FIGURES = {
  periodStartDate: '2025-12-01',
  periodEndDate: '2025-12-31',
  periodStartBalance: 1000,
  periodEndBalance: 1950,
  averageDailyBalance: 1886.29,
  averageTransactionSize: 725,
  daysOfNegativeBalance: 0,
  grossDeposits: 1200,
  maxDeposit: 1200,
  minDeposit: 1200,
  averageDeposit: 1200,
  depositCount: 1,
  withdrawalCount: 1,
  maxWithdrawal: 250,
  minWithdrawal: 250,
  averageWithdrawal: 250,
  grossWithdrawals: 250,
  totalRoundNumberOfTransactions: 0,
  totalRoundNumberTransactionsSum: 0,
  suspiciousActivity: 'no',
  authenticityScore: 0.98,
  periodBalanceMismatch: 'no',
};
const MONTH = { month: 'December', year: 2025, ...FIGURES, estimatedRevenue: 1200, totalInterbankTransfers: 0 };
const INSTALLMENTS = [{ amount: 250, installmentsCount: 1 }];
const RECURRING = {
  firstTxnDate: '2025-12-05',
  latestTxnDate: '2025-12-05',
  totalCountOfInstallments: 1,
  avgDaysInterval: 0,
  avgAmount: 250,
  type: 'withdrawal',
  installments: INSTALLMENTS,
  transactions: [WITHDRAWAL],
};
const LENDER = {
  lenderName: 'QUICKFUND LLC',
  firstTxnDate: '2025-12-05',
  latestTxnDate: '2025-12-05',
  isActive: true,
  totalCountOfInstallments: 1,
  avgDaysInterval: 0,
  frequency: 'monthly',
  totalAmountPaid: 250,
  avgAmount: 250,
  type: 'withdrawal',
  installments: INSTALLMENTS,
  transactions: [WITHDRAWAL],
  cashAdvance: {
    ...DEPOSIT,
    description: 'QUICKFUND ADVANCE',
    txnDate: '2025-11-20',
    isRevenue: false,
    isPossibleAlternateLender: true,
  },
};
const FRAUD_FLAGS = [
  'businessNameMismatch',
  'businessOwnerNameMismatch',
  'businessAddressMismatch',
  'periodBalanceMismatch',
  'pdfCreationDateAnomaly',
  'fingerprintAnomaly',
  'pdfTemplateAnomaly',
  'pdfSourceAnomaly',
  'bankRoutingNumberAnomaly',
  'metadataAnomaly',
  'contentOverlapAnomaly',
];
const TAMPERING = ['accountNumber', 'accountOwner', 'accountType', 'address', 'transactionAmount', 'transactionDate'];
const falses = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, false]));
const STATEMENT = {
  fileName: 'month-2025-12.pdf',
  statementId: 'stmt-12',
  numberOfPages: 2,
  bankName: 'Sandbox Bank',
  processingStatus: 'completed',
  pdfType: 'TEXT_PDF',
  statementProcessingTime: 1.2,
  isValidUsBankStatement: true,
  businessName: 'Acme Bakery LLC',
  businessOwnerName: 'Jane Doe',
  businessAddress: '1 Main St, Springfield, IL 62701',
  accounts: [
    {
      accountNumber: '123456789012',
      accountType: 'checking',
      statementSummary: FIGURES,
      transactions: { withdrawals: [WITHDRAWAL], deposits: [{ ...DEPOSIT, isRecurringTransaction: false }] },
    },
  ],
  fraudChecks: { ...falses(FRAUD_FLAGS), textTampering: falses(TAMPERING) },
};
const ACCOUNT = {
  accountNumber: '123456789012',
  accountId: 'acc-1',
  accountCategory: 'business',
  accountType: 'checking',
  activeAlternateLenders: 1,
  monthlySummaries: [{ ...MONTH, daysByCalMonth: 31 }],
  transactions: { withdrawals: [WITHDRAWAL], deposits: [DEPOSIT] },
  recurringTransactions: [RECURRING],
  possibleAlternateLenders: [LENDER],
  interbankTransactions: { withdrawals: [], deposits: [] },
};
const RESULTS: Body = {
  status: 'success',
  statusCode: 200,
  result: {
    details: {
      contractId: 'contract-1',
      merchantId: '',
      numberOfBankStatements: 1,
      numberOfMonthsProcessed: 1,
      overallProcessingTime: 3.5,
      activeAlternateLenders: 1,
      businessCheckingSummaries: [{ ...MONTH, daysByCalMonth: '31' }],
      businessCheckingRecurringTransactions: [RECURRING],
      businessCheckingPossibleAlternateLenders: [LENDER],
      accountSummaries: [ACCOUNT],
      statements: [STATEMENT],
    },
    summary: { action: '', details: [] },
  },
};
const RESULTS_ID = 'getBankStatementParsingResults/200.schema.json';
const D = 'result.details';
const BIZ = `${D}.businessCheckingSummaries.0`;
const ACC = `${D}.accountSummaries.0`;
const STMT = `${D}.statements.0`;

// ---- Tests ---------------------------------------------------------------------------------------------------------

describe('statement flow schema files', () => {
  const ids = allSchemaIds().filter((id) =>
    /^(parseBankStatement|webhookConfig|getBankStatementParsingResults|webhookEvent)\/|^common\/bsa-/.test(id),
  );
  it('exist for every documented status and request, none for the subscription response ("not shown")', () =>
    expect(ids).toEqual(
      [
        'common/bsa-account-summary.schema.json',
        'common/bsa-alternate-lender.schema.json',
        'common/bsa-monthly-summary.schema.json',
        'common/bsa-recurring-transaction.schema.json',
        'common/bsa-statement.schema.json',
        'common/bsa-transaction-item.schema.json',
        'getBankStatementParsingResults/200.schema.json',
        'getBankStatementParsingResults/request.schema.json',
        'parseBankStatement/202.schema.json',
        'parseBankStatement/400.schema.json',
        'parseBankStatement/401.schema.json',
        'parseBankStatement/request.schema.json',
        'webhookConfig/request.schema.json',
        'webhookEvent/200.flat.schema.json',
        'webhookEvent/200.nested.schema.json',
      ].sort(),
    ));
  it('document the statuses the document gives', () => {
    expect(documentedStatuses('parseBankStatement')).toEqual([202, 400, 401]);
    expect(documentedStatuses('webhookConfig')).toEqual([]);
    expect(documentedStatuses('getBankStatementParsingResults')).toEqual([200]);
    expect(documentedStatuses('webhookEvent')).toEqual([200]);
  });
});

describe('parseBankStatement', () => {
  it.for([202, 400, 401])('accepts the documented %i body, and an extra field', (status) => {
    expect(conforms('parseBankStatement', status, PARSE[status])).toBe(true);
    expect(conforms('parseBankStatement', status, { ...PARSE[status], metaData: { requestId: 'r' } })).toBe(true);
  });
  it.for([
    ['statusCode', '200', 'enum'],
    ['statusCode', 200, 'enum'],
    ['status', 'failure', 'const'],
    ['result', undefined, 'required'],
    ['result.transactionId', undefined, 'required'],
    ['result.transactionId', '', 'minLength'],
    ['result.transactionId', 12, 'type'],
  ] as Break[])('202 refuses %s = %j (%s)', ([path, value, keyword]) =>
    breaksWith('parseBankStatement/202.schema.json', PARSE[202] as Body, path, value, keyword),
  );
  it.for([
    // The row pins no type: "400" conforms (Conventions 3), another value does not.
    ['statusCode', '422', 'enum'],
    ['statusCode', 422, 'enum'],
    ['status', 'success', 'const'],
    ['message', undefined, 'required'],
    ['message', { text: 'x' }, 'type'],
  ] as Break[])('400 refuses %s = %j (%s)', ([path, value, keyword]) =>
    breaksWith('parseBankStatement/400.schema.json', PARSE[400] as Body, path, value, keyword),
  );
  it('400 uses message (its row says so): the text as error is refused', () =>
    expect(conforms('parseBankStatement', 400, rename(PARSE[400] as Body, 'message', 'error'))).toBe(false));
  it('401 takes its text in message, error or error.message (the row gives no body: Conventions 4), and statusCode "202" on the 202', () => {
    expect(conforms('parseBankStatement', 401, rename(PARSE[401] as Body, 'message', 'error'))).toBe(true);
    expect(
      conforms('parseBankStatement', 401, { ...rename(PARSE[401] as Body, 'message', 'error'), error: { message: 'x' } }),
    ).toBe(true);
    expect(conforms('parseBankStatement', 202, mutate(PARSE[202] as Body, 'statusCode', '202'))).toBe(true);
  });
  it('401 allows either statusCode form (the row leaves it open), but only 401', () => {
    ok('parseBankStatement/401.schema.json', mutate(PARSE[401] as Body, 'statusCode', '401'));
    breaksWith('parseBankStatement/401.schema.json', PARSE[401] as Body, 'statusCode', 400, 'enum');
    breaksWith('parseBankStatement/401.schema.json', PARSE[401] as Body, 'message', undefined, 'anyOf', '');
    breaksWith('parseBankStatement/401.schema.json', PARSE[401] as Body, 'status', 'success', 'const');
  });

  it('describes the documented request, and one with only the required fields', () => {
    ok('parseBankStatement/request.schema.json', PARSE_REQUEST);
    const minimal = Object.fromEntries(
      ['bankStatementFiles', 'contractId', 'merchantLegalName', 'merchantDBA'].map((k) => [k, PARSE_REQUEST[k]]),
    );
    ok('parseBankStatement/request.schema.json', minimal);
  });
  it.for([
    ['bankStatementFiles', undefined, 'required'],
    ['bankStatementFiles.0.statementUrl', undefined, 'required'],
    ['bankStatementFiles.0.statementId', undefined, 'required'],
    ['contractId', undefined, 'required'],
    ['merchantLegalName', undefined, 'required'],
    ['merchantDBA', undefined, 'required'],
    ['minRequiredMonths', 0, 'minimum'],
    ['minRequiredMonths', 13, 'maximum'],
    ['minRequiredMonths', 2.5, 'type'],
    ['minRequiredMonths', '3', 'type'],
    ['checkAddress', 'true', 'enum'],
    ['dateOfApplication', '01/07/2026', 'pattern'],
    ['bankStatementFiles', { statementUrl: 'x' }, 'type'],
  ] as Break[])('the request schema refuses %s = %j (%s)', ([path, value, keyword]) =>
    breaksWith('parseBankStatement/request.schema.json', PARSE_REQUEST, path, value, keyword),
  );
  it('marks the password as a secret, the owners’ names and the address as personal data, not the merchant’s names', () =>
    expect(requestMarks('parseBankStatement', PARSE_REQUEST)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/bankStatementFiles/1/password', mark: { secret: true } }),
        ...['firstName', 'middleName', 'lastName', 'fullName'].map((f) =>
          expect.objectContaining({ pointer: `/owners/0/${f}`, mark: { pii: 'name' } }),
        ),
        expect.objectContaining({ pointer: '/businessAddress', mark: { pii: 'address' } }),
      ]),
    ));
  it('marks nothing else in the request', () =>
    expect(pointers(requestMarks('parseBankStatement', PARSE_REQUEST))).toEqual(
      [
        '/bankStatementFiles/1/password',
        '/businessAddress',
        '/owners/0/firstName',
        '/owners/0/fullName',
        '/owners/0/lastName',
        '/owners/0/middleName',
      ].sort(),
    ));
});

describe('webhookConfig', () => {
  it('describes the documented subscription, with one event type or both', () => {
    ok('webhookConfig/request.schema.json', SUBSCRIBE);
    ok('webhookConfig/request.schema.json', mutate(SUBSCRIBE, 'events', ['BANK_STATEMENT_PARSING_FAILED']));
    ok('webhookConfig/request.schema.json', mutate(SUBSCRIBE, 'webhookUrl', 'https://hooks.example/bsa'));
  });
  it.for([
    ['webhookUrl', undefined, 'required'],
    ['events', undefined, 'required'],
    ['webhookUrl', 'not a url', 'format'],
    ['events', 'BANK_STATEMENT_PARSING_FAILED', 'type'],
    ['events.0', 'BANK_STATEMENT_PARSED', 'enum'],
  ] as Break[])('refuses %s = %j (%s)', ([path, value, keyword]) =>
    breaksWith('webhookConfig/request.schema.json', SUBSCRIBE, path, value, keyword),
  );
  it('marks nothing (the response is not shown: no response schema)', () =>
    expect(requestMarks('webhookConfig', SUBSCRIBE)).toEqual([]));
});

describe('webhookEvent', () => {
  it('the flat sample conforms to its variant and to the 200 status; the nested shape to its own', () => {
    ok(FLAT_ID, FLAT);
    ok(NESTED_ID, NESTED);
    for (const type of EVENT_TYPES) expect(conforms('webhookEvent', 200, { ...FLAT, type })).toBe(true);
    expect(conforms('webhookEvent', 200, NESTED)).toBe(true);
  });
  it('each variant refuses the other shape', () => {
    expect(validateAgainst(FLAT_ID, NESTED)).toContainEqual(expect.objectContaining({ keyword: 'required', instancePath: '' }));
    expect(validateAgainst(NESTED_ID, FLAT)).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'metadata' } }),
    );
  });
  it.for([
    '2026-01-07T10:15:30',
    '2026-01-07T10:15',
    '2026-01-07T10:15:30,5+05:30',
    '20260107T101530Z',
    '2026-01-07T10:15:30+01',
  ])('both take an ISO 8601 timestamp without an offset or in another of its forms: %s', (timestamp) => {
    ok(FLAT_ID, { ...FLAT, timestamp });
    ok(NESTED_ID, mutate(NESTED, 'event.timestamp', timestamp));
  });
  it('both allow extra fields (a vendor adding one is drift)', () => {
    ok(FLAT_ID, { ...FLAT, attempt: 1 });
    ok(NESTED_ID, mutate(NESTED, 'event.source', 'parser'));
  });
  it.for([
    ['type', 'BANK_STATEMENT_PARSED', 'enum'],
    ['timestamp', '2026-01-07 10:15:30', 'pattern'],
    ['timestamp', '07/01/2026 10:15', 'pattern'],
    ['timestamp', 1767780930123, 'type'],
    ['id', 'evt-1', 'format'],
    ['version', 1, 'type'],
    ['transactionId', undefined, 'required'],
    ['appId', undefined, 'required'],
    ['id', undefined, 'required'],
  ] as Break[])('flat refuses %s = %j (%s)', ([path, value, keyword]) => breaksWith(FLAT_ID, FLAT, path, value, keyword));
  it.for([
    ['metadata.transactionId', undefined, 'required'],
    ['metadata.appId', undefined, 'required'],
    ['metadata', undefined, 'required'],
    ['event.type', 'BANK_STATEMENT_UPLOADED', 'enum'],
    ['event.timestamp', 'yesterday', 'pattern'],
    ['event.id', '3f1b2c4d', 'format'],
    ['event.version', 1, 'type'],
    // A field neither in event nor at the top level: the anyOf over its two places fails, at the top.
    ['event.type', undefined, 'anyOf', ''],
    ['event', undefined, 'anyOf', ''],
  ] as Break[])('nested refuses %s = %j (%s)', ([path, value, keyword, at]) =>
    breaksWith(NESTED_ID, NESTED, path, value, keyword, at),
  );
  it('nested: each event field may sit in event or at the top level', () => {
    const event = NESTED.event as Body;
    ok(NESTED_ID, { metadata: NESTED.metadata, ...event });
    ok(NESTED_ID, {
      metadata: NESTED.metadata,
      type: event.type,
      timestamp: event.timestamp,
      event: { version: '1.0', id: FLAT.id },
    });
    expect(validateAgainst(NESTED_ID, { metadata: NESTED.metadata, type: event.type })).toContainEqual(
      expect.objectContaining({ keyword: 'anyOf', instancePath: '' }),
    );
  });
  it('nested: metaData (camel case) is not the documented metadata', () =>
    expect(validateAgainst(NESTED_ID, rename(NESTED, 'metadata', 'metaData'))).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'metadata' } }),
    ));
  it('marks the appId (half of the credentials) in either shape', () => {
    expect(responseMarks('webhookEvent', 200, FLAT)).toEqual([{ pointer: '/appId', mark: { secret: true }, value: FLAT.appId }]);
    expect(responseMarks('webhookEvent', 200, NESTED)).toEqual([
      { pointer: '/metadata/appId', mark: { secret: true }, value: (NESTED.metadata as Body).appId },
    ]);
  });
});

describe('getBankStatementParsingResults', () => {
  it('accepts the three-level results, and an extra field at every level', () => {
    ok(RESULTS_ID, RESULTS);
    let body = mutate(RESULTS, 'result.vendorNote', 'x');
    for (const at of [D, BIZ, ACC, STMT, `${STMT}.accounts.0.statementSummary`, `${STMT}.fraudChecks.textTampering`])
      body = mutate(body, `${at}.vendorField`, 1);
    ok(RESULTS_ID, body);
    expect(conforms('getBankStatementParsingResults', 200, body)).toBe(true);
  });
  it.for([
    [`${D}.activeAlternateLenders`, []],
    [`${ACC}.activeAlternateLenders`, [LENDER]],
    [`${STMT}.businessAddress`, { fullAddress: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }],
    [`${STMT}.isValidUsBankStatement`, 'yes'],
    [`${STMT}.processingStatus`, 'PROCESSED'],
    // The parse's merchantId is optional: absent or null here.
    [`${D}.merchantId`, undefined],
    [`${D}.merchantId`, null],
    [`${STMT}.pdfType`, 'IMAGE_PDF'],
    [`${ACC}.accountType`, 'savings'],
    [`${ACC}.accountCategory`, 'personal'],
    [`${BIZ}.suspiciousActivity`, 'maybe'],
    [`${D}.businessCheckingPossibleAlternateLenders.0.frequency`, 'fortnightly'],
    ['result.summary.action', 'manualReview'],
    ['result.summary.details', [{ code: 'x' }]],
    [`${ACC}.interbankTransactions.deposits`, [{ amount: 5 }]],
  ] as const)('does not pin what is not shown: %s = %j conforms', ([path, value]) =>
    ok(RESULTS_ID, mutate(RESULTS, path, value)),
  );
  it('requires isRecurringTransaction on deposits at statement level only', () => {
    ok(RESULTS_ID, mutate(RESULTS, `${ACC}.transactions.deposits.0.isRecurringTransaction`, undefined));
    breaksWith(RESULTS_ID, RESULTS, `${STMT}.accounts.0.transactions.deposits.0.isRecurringTransaction`, undefined, 'required');
  });
  it.for([
    ['statusCode', '202', 'enum'],
    ['statusCode', 202, 'enum'],
    ['status', 1, 'type'],
    ['result.summary', undefined, 'required'],
    ['result.summary.action', undefined, 'required'],
    ['result.summary.details', {}, 'type'],
    [`${D}.contractId`, undefined, 'required'],
    [`${D}.merchantId`, 12, 'type'],
    [`${D}.statements`, undefined, 'required'],
    [`${D}.numberOfBankStatements`, '1', 'type'],
    [`${D}.overallProcessingTime`, '3.5s', 'type'],
    [`${D}.activeAlternateLenders`, '1', 'type'],
    // The monthly summary, at business level: daysByCalMonth a string.
    [`${BIZ}.daysByCalMonth`, 31, 'type'],
    [`${BIZ}.month`, undefined, 'required'],
    [`${BIZ}.month`, 12, 'type'],
    [`${BIZ}.year`, '2025', 'type'],
    [`${BIZ}.periodStartDate`, '01/12/2025', 'pattern'],
    [`${BIZ}.periodEndDate`, '2025-12-31T00:00:00Z', 'pattern'],
    [`${BIZ}.estimatedRevenue`, undefined, 'required'],
    [`${BIZ}.totalInterbankTransfers`, undefined, 'required'],
    [`${BIZ}.periodBalanceMismatch`, false, 'type'],
    [`${BIZ}.grossDeposits`, '1200.00', 'type'],
    // The account level: daysByCalMonth a number.
    [`${ACC}.monthlySummaries.0.daysByCalMonth`, '31', 'type'],
    [`${ACC}.monthlySummaries.0.daysByCalMonth`, undefined, 'required'],
    [`${ACC}.accountNumber`, 123456789012, 'type'],
    [`${ACC}.accountId`, undefined, 'required'],
    [`${ACC}.interbankTransactions`, undefined, 'required'],
    [`${ACC}.interbankTransactions.withdrawals`, undefined, 'required'],
    [`${ACC}.transactions.withdrawals.0.txnDate`, '12/05/2025', 'pattern'],
    [`${ACC}.transactions.withdrawals.0.isRecurringTransaction`, undefined, 'required'],
    [`${ACC}.transactions.deposits.0.isRevenue`, undefined, 'required'],
    [`${ACC}.transactions.deposits.0.amount`, '1200', 'type'],
    // Recurring series and alternate lenders.
    [`${D}.businessCheckingRecurringTransactions.0.type`, 'credit', 'enum'],
    [`${D}.businessCheckingRecurringTransactions.0.firstTxnDate`, '2025/12/05', 'pattern'],
    [`${D}.businessCheckingRecurringTransactions.0.installments.0.installmentsCount`, undefined, 'required'],
    [`${D}.businessCheckingRecurringTransactions.0.transactions.0.isPossibleAlternateLender`, 'no', 'type'],
    [`${ACC}.recurringTransactions.0.avgDaysInterval`, undefined, 'required'],
    [`${D}.businessCheckingPossibleAlternateLenders.0.isActive`, 'yes', 'type'],
    [`${D}.businessCheckingPossibleAlternateLenders.0.cashAdvance`, undefined, 'required'],
    [`${D}.businessCheckingPossibleAlternateLenders.0.cashAdvance.isRevenue`, 'no', 'type'],
    [`${D}.businessCheckingPossibleAlternateLenders.0.latestTxnDate`, '5 Dec 2025', 'pattern'],
    [`${ACC}.possibleAlternateLenders.0.totalAmountPaid`, undefined, 'required'],
    // The statement.
    [`${STMT}.statementId`, undefined, 'required'],
    [`${STMT}.businessOwnerName`, undefined, 'required'],
    [`${STMT}.numberOfPages`, '2', 'type'],
    [`${STMT}.accounts.0.statementSummary.periodStartDate`, '01/12/2025', 'pattern'],
    [`${STMT}.accounts.0.statementSummary.authenticityScore`, undefined, 'required'],
    [`${STMT}.accounts.0.statementSummary.suspiciousActivity`, undefined, 'required'],
    [`${STMT}.accounts.0.transactions.deposits`, undefined, 'required'],
    [`${STMT}.fraudChecks.metadataAnomaly`, undefined, 'required'],
    [`${STMT}.fraudChecks.pdfSourceAnomaly`, 'no', 'type'],
    [`${STMT}.fraudChecks.textTampering`, undefined, 'required'],
    [`${STMT}.fraudChecks.textTampering.accountOwner`, 'no', 'type'],
    [`${STMT}.fraudChecks.textTampering.transactionDate`, undefined, 'required'],
  ] as Break[])('refuses %s = %j (%s)', ([path, value, keyword]) => breaksWith(RESULTS_ID, RESULTS, path, value, keyword));
  it('requires every fraud check and every text-tampering check', () => {
    for (const flag of FRAUD_FLAGS) breaksWith(RESULTS_ID, RESULTS, `${STMT}.fraudChecks.${flag}`, undefined, 'required');
    for (const flag of TAMPERING)
      breaksWith(RESULTS_ID, RESULTS, `${STMT}.fraudChecks.textTampering.${flag}`, undefined, 'required');
  });
  it('requires every monthly summary field at both levels, and every statement summary field', () => {
    for (const field of Object.keys({ ...MONTH, daysByCalMonth: 0 })) {
      breaksWith(RESULTS_ID, RESULTS, `${BIZ}.${field}`, undefined, 'required');
      breaksWith(RESULTS_ID, RESULTS, `${ACC}.monthlySummaries.0.${field}`, undefined, 'required');
    }
    for (const field of Object.keys(FIGURES))
      breaksWith(RESULTS_ID, RESULTS, `${STMT}.accounts.0.statementSummary.${field}`, undefined, 'required');
  });
  it('marks the account numbers, the business owner and the address; not descriptions nor the business name', () => {
    const marks = responseMarks('getBankStatementParsingResults', 200, RESULTS).map((m) => [m.pointer, m.mark.pii]);
    expect(marks.sort()).toEqual(
      [
        ['/result/details/accountSummaries/0/accountNumber', 'account'],
        ['/result/details/statements/0/accounts/0/accountNumber', 'account'],
        ['/result/details/statements/0/businessAddress', 'address'],
        ['/result/details/statements/0/businessOwnerName', 'name'],
      ].sort(),
    );
  });

  it('the request is an empty object', () => {
    ok('getBankStatementParsingResults/request.schema.json', {});
    breaksWith('getBankStatementParsingResults/request.schema.json', {}, 'transactionId', 'txn-1', 'maxProperties', '');
    expect(validateAgainst('getBankStatementParsingResults/request.schema.json', [])).toContainEqual(
      expect.objectContaining({ keyword: 'type' }),
    );
    expect(requestMarks('getBankStatementParsingResults', {})).toEqual([]);
  });
});
