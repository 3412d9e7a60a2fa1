// Faults of the mandatory headers: an operation that takes a registered appId with any appKey at all (only its
// `credentials.wrong` rule sends such a pair), or that serves a request without its transactionId or credentials.
import type { Fault } from './kit.js';

/** The operations whose appKey the documents require and check (Authentication 4): every header-authenticated one. */
const CHECKED = [
  'signatureMatching',
  'emailBasic',
  'secretaryOfStateSearch',
  'prefillByMobile',
  'fetchUpiIfsc',
  'philsysQRCheck',
  'cacBasic',
  'matchFace',
  'parseBankStatement',
  'webhookConfig',
  'getBankStatementParsingResults',
  'bankStatementAnalysis',
] as const;

/** The operations whose transactionId header the documents make mandatory (Conventions 2): all but these three. */
const WITHOUT_TRANSACTION_ID: readonly string[] = ['signatureMatching', 'webhookConfig', 'getBankStatementParsingResults'];
const WITH_TRANSACTION_ID = CHECKED.filter((operation) => !WITHOUT_TRANSACTION_ID.includes(operation));

export const CREDENTIALS_FAULTS: readonly Fault[] = [
  ...CHECKED.map((operation) => ({
    id: `${operation}-any-appkey-accepted`,
    breaks: `${operation}.credentials.wrong`,
    describe: 'a registered appId is let in with any appKey',
    apply: { settings: { appKeyIgnoredOn: [operation] } },
  })),
  // Only the operation's `transactionId.missing` rule leaves the header out.
  ...WITH_TRANSACTION_ID.map((operation) => ({
    id: `${operation}-no-transaction-id-accepted`,
    breaks: `${operation}.transactionId.missing`,
    describe: 'a request without the transactionId header is served as if it had one',
    apply: { settings: { transactionIdOptionalOn: [operation] } },
  })),
  {
    id: 'bankStatementAnalysis-no-credentials-accepted',
    breaks: 'bankStatementAnalysis.credentials.missing',
    describe: 'a statement sent without appId and appKey is analysed',
    apply: { settings: { credentialsOptionalOn: ['bankStatementAnalysis'] } },
  },
];
