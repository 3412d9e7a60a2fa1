// Every rule table, by operation. Later operations add one line each.
import type { OperationId } from '../model/operations.js';
import type { Rule, RuleTable } from '../model/types.js';
import { authTokenRules } from './authToken.js';
import { bankStatementAnalysisRules } from './bankStatementAnalysis.js';
import { cacBasicRules } from './cacBasic.js';
import { emailBasicRules } from './emailBasic.js';
import { fetchUpiIfscRules } from './fetchUpiIfsc.js';
import { getBankStatementParsingResultsRules } from './getBankStatementParsingResults.js';
import { loginRules } from './login.js';
import { matchFaceRules } from './matchFace.js';
import { parseBankStatementRules } from './parseBankStatement.js';
import { philsysQRCheckRules } from './philsysQRCheck.js';
import { prefillByMobileRules } from './prefillByMobile.js';
import { secretaryOfStateSearchRules } from './secretaryOfStateSearch.js';
import { signatureMatchingRules } from './signatureMatching.js';
import { webhookConfigRules } from './webhookConfig.js';
import { webhookEventRules } from './webhookEvent.js';

export const RULE_TABLES: Partial<Record<OperationId, RuleTable>> = {
  authToken: authTokenRules,
  login: loginRules,
  signatureMatching: signatureMatchingRules,
  emailBasic: emailBasicRules,
  secretaryOfStateSearch: secretaryOfStateSearchRules,
  prefillByMobile: prefillByMobileRules,
  fetchUpiIfsc: fetchUpiIfscRules,
  philsysQRCheck: philsysQRCheckRules,
  cacBasic: cacBasicRules,
  matchFace: matchFaceRules,
  parseBankStatement: parseBankStatementRules,
  webhookConfig: webhookConfigRules,
  getBankStatementParsingResults: getBankStatementParsingResultsRules,
  bankStatementAnalysis: bankStatementAnalysisRules,
  webhookEvent: webhookEventRules,
};

export const rulesFor = (operation: OperationId): Rule[] => RULE_TABLES[operation]?.rules ?? [];
export const allRules = (): Rule[] => Object.values(RULE_TABLES).flatMap((t) => t.rules);
export const tableOf = (operation: OperationId): RuleTable | undefined => RULE_TABLES[operation];
