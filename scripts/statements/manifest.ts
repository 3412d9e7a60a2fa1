import type { StatementFacts } from './facts.js';
import type { StatementKind } from './catalogue.js';

export interface StatementManifestFile {
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  kind: StatementKind;
  pages?: number;
  /** `YYYY-MM`, every month of the period. */
  months?: string[];
  password?: string;
  depicts: string;
  facts?: StatementFacts;
}

export interface StatementManifest {
  about: string;
  files: StatementManifestFile[];
}

export const ABOUT =
  'Bank statements for bank_statement_analysis, made by `npm run fixtures:statements` (scripts/statements/). ' +
  'A fictional bank, SANDBOX BANK LTD; facts in rupees, computed from the same data the PDFs print: counts and ' +
  'totals over the transactions, balances before the first and after the last, min/max over the balance after ' +
  'each transaction, salary = the credits whose narration holds SALARY.';
