// Every operation the sandbox serves. One file per operation; add it here and the server routes it.
import { authToken } from './authToken.js';
import { bankStatementAnalysis } from './bankStatementAnalysis.js';
import { cacBasic } from './cacBasic.js';
import { emailBasic } from './emailBasic.js';
import { fetchUpiIfsc } from './fetchUpiIfsc.js';
import { getBankStatementParsingResults } from './getBankStatementParsingResults.js';
import { login } from './login.js';
import { matchFace } from './matchFace.js';
import type { Operation } from './operation.js';
import { parseBankStatement } from './parseBankStatement.js';
import { philsysQRCheck } from './philsysQRCheck.js';
import { prefillByMobile } from './prefillByMobile.js';
import { secretaryOfStateSearch } from './secretaryOfStateSearch.js';
import { signatureMatching } from './signatureMatching.js';
import { webhookConfig } from './webhookConfig.js';

export const OPERATIONS: readonly Operation[] = [
  authToken,
  login,
  emailBasic,
  secretaryOfStateSearch,
  prefillByMobile,
  fetchUpiIfsc,
  cacBasic,
  signatureMatching,
  philsysQRCheck,
  matchFace,
  bankStatementAnalysis,
  webhookConfig,
  parseBankStatement,
  getBankStatementParsingResults,
];
