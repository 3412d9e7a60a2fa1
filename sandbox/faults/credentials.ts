// Faults of the mandatory headers: an operation that takes a registered appId with any appKey at all (only its
// `credentials.wrong` rule sends such a pair), that serves a request without its transactionId or credentials, or
// that accepts a JSON body labelled text/plain (only its `contentType.text-plain` rule sends one).
import { type Fault, isStatus, onReply, withStatus } from './kit.js';

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

/** The JSON operations whose Endpoint lists `content-type: application/json` among the headers. */
const JSON_TYPED = [
  'authToken',
  'login',
  'emailBasic',
  'secretaryOfStateSearch',
  'prefillByMobile',
  'fetchUpiIfsc',
  'cacBasic',
  'parseBankStatement',
  'webhookConfig',
] as const;

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
  ...JSON_TYPED.map((operation) => ({
    id: `${operation}-text-plain-accepted`,
    breaks: `${operation}.contentType.text-plain`,
    describe: 'a JSON body labelled text/plain is answered 200 instead of refused (its 415 body kept)',
    apply: { reply: onReply(operation, isStatus(415), withStatus(200)) },
  })),
  {
    id: 'bankStatementAnalysis-no-credentials-accepted',
    breaks: 'bankStatementAnalysis.credentials.missing',
    describe: 'a statement sent without appId and appKey is analysed',
    apply: { settings: { credentialsOptionalOn: ['bankStatementAnalysis'] } },
  },
];
