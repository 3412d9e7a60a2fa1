// The asynchronous flow's paths and a valid parse body over statement files served at `base`: the inputs of the
// sandbox's own flow tests (the rules' requests are built from their tables: answers.ts, flow-faults.test.ts).
import type { Body } from './helpers.js';

export const PARSE_PATH = '/v1/parseBankStatement';
export const CONFIG_PATH = '/api/v1/config';
export const RESULTS_PATH = '/v1/getBankStatementParsingResults';
export const EVENT_TYPES = ['BANK_STATEMENT_PARSED_SUCCESSFULLY', 'BANK_STATEMENT_PARSING_FAILED'] as const;

/** A valid parse body: one statement per file (statementId `stmt-<n>` unless given), the three required names. */
export function parseBody(base: string, files: readonly (string | { file: string; statementId: string })[], extra: Body = {}) {
  return {
    bankStatementFiles: files.map((item, i) =>
      typeof item === 'string'
        ? { statementUrl: `${base}/${item}`, statementId: `stmt-${i + 1}` }
        : { statementUrl: `${base}/${item.file}`, statementId: item.statementId },
    ),
    contractId: 'vts-contract-0001',
    merchantLegalName: 'Sandbox Trading LLC',
    merchantDBA: 'Sandbox Trading',
    ...extra,
  };
}

/** The body without one required property; a statement's own (statementUrl, statementId) is dropped from the first. */
export function withoutProperty(body: ReturnType<typeof parseBody>, name: string): Body {
  if (name === 'statementUrl' || name === 'statementId') {
    const [first, ...rest] = body.bankStatementFiles;
    const { [name]: _dropped, ...kept } = first!;
    return { ...body, bankStatementFiles: [kept, ...rest] };
  }
  const { [name as keyof typeof body]: _dropped, ...kept } = body;
  return kept;
}

export const REQUIRED_PROPERTIES = [
  'bankStatementFiles',
  'statementUrl',
  'statementId',
  'contractId',
  'merchantLegalName',
  'merchantDBA',
] as const;
