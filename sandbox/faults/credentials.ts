// Faults of the header credentials: an operation that takes a registered appId with any appKey at all. Only the
// operation's `credentials.wrong` rule sends such a pair, so each fault breaks that one rule.
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
] as const;

export const CREDENTIALS_FAULTS: readonly Fault[] = CHECKED.map((operation) => ({
  id: `${operation}-any-appkey-accepted`,
  breaks: `${operation}.credentials.wrong`,
  describe: 'a registered appId is let in with any appKey',
  apply: { settings: { appKeyIgnoredOn: [operation] } },
}));
