// The request of every bankStatementAnalysis rule of the harness (src/rules/bankStatementAnalysis.ts), written from its
// description: the baseline is statement-3-months.pdf; the file part `pdf` first, then the text parts the rule sets;
// credentials in appid/appkey and a fresh transactionid; sent to /v1/bank_statement_analysis.
import { TEST_VALUES } from '../../sandbox/test-values.js';
import { v1Headers, WRONG_KEY } from './helpers.js';
import type { FormPart } from './input-files.js';
import type { RuleRequest } from './rule-requests.js';

export const STATEMENT_PASSWORD = 'sbx-statement-2026';

/** The parts: `pdf` (a file of fixtures/inputs/statements/, or none), then each text part in the order given. */
export function statementParts(file: string | undefined, fields: Record<string, string> = {}): FormPart[] {
  return [
    ...(file === undefined ? [] : [{ name: 'pdf', file: `statements/${file}` }]),
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ];
}

const analyse =
  (file: string | undefined, fields: Record<string, string> = {}, headers: Record<string, string | undefined> = {}) =>
  (): RuleRequest => ({
    path: '/v1/bank_statement_analysis',
    body: {},
    parts: statementParts(file, fields),
    headers: v1Headers(headers),
  });

const { serverError } = TEST_VALUES.uploads;

/** The gating rules: each has a fault in sandbox/faults/bankStatementAnalysis.ts. */
export const BANK_STATEMENT_RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'bankStatementAnalysis.request.three-months': analyse('statement-3-months.pdf'),
  'bankStatementAnalysis.statement.one-month': analyse('statement-1-month.pdf'),
  'bankStatementAnalysis.statement.twelve-months': analyse('statement-12-months.pdf'),
  'bankStatementAnalysis.statement.leap-february': analyse('statement-leap-february.pdf'),
  'bankStatementAnalysis.statement.fifty-pages': analyse('statement-50-pages.pdf'),
  'bankStatementAnalysis.date.year-first': analyse('statement-year-first.pdf', { formatDateYearFirst: 'yes' }),
  'bankStatementAnalysis.password.correct': analyse('statement-encrypted.pdf', { password: STATEMENT_PASSWORD }),
  'bankStatementAnalysis.password.wrong': analyse('statement-encrypted.pdf', { password: 'wrong-password' }),
  'bankStatementAnalysis.pdf.missing': analyse(undefined),
  'bankStatementAnalysis.pdf.not-a-pdf': analyse('not-a-pdf.pdf'),
  'bankStatementAnalysis.threshold.applied': analyse('statement-3-months.pdf', { transactionThreshold: '5000' }),
  'bankStatementAnalysis.transactions.not-returned': analyse('statement-1-month.pdf', { returnTransactions: 'no' }),
  'bankStatementAnalysis.presignedUrl.requested': analyse('statement-1-month.pdf', { returnS3Url: 'yes' }),
  'bankStatementAnalysis.server.internal-error': analyse(
    'statement-1-month.pdf',
    {},
    { appid: serverError.appId, appkey: serverError.appKey },
  ),
};

/** The probes of src/rules/bankStatementAnalysis.ts: observed only, so no fault; no fault may change their answers. */
export const BANK_STATEMENT_PROBE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'bankStatementAnalysis.date.year-first-without-flag': analyse('statement-year-first.pdf'),
  'bankStatementAnalysis.password.missing': analyse('statement-encrypted.pdf'),
  'bankStatementAnalysis.imagePdf.allowed': analyse('statement-scanned.pdf'),
  'bankStatementAnalysis.imagePdf.refused': analyse('statement-scanned.pdf', { allowImagePDF: 'no' }),
  'bankStatementAnalysis.eodBalances.requested': analyse('statement-1-month.pdf', { returnEODBalances: 'yes' }),
  'bankStatementAnalysis.salaryInfo.requested': analyse('statement-1-month.pdf', { returnSalaryInfo: 'yes' }),
  'bankStatementAnalysis.fraudChecks.requested': analyse('statement-1-month.pdf', { enableFraudChecks: 'yes' }),
  'bankStatementAnalysis.credentials.missing': analyse('statement-3-months.pdf', {}, { appid: undefined, appkey: undefined }),
  'bankStatementAnalysis.credentials.wrong': analyse('statement-3-months.pdf', {}, WRONG_KEY),
  'bankStatementAnalysis.transactionId.missing': analyse('statement-3-months.pdf', {}, { transactionid: undefined }),
};
