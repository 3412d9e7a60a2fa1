// The results belong to the parse that made them (bank-statement-analysis.md › Results resource, Parse bank
// statements): its contractId and merchantId, one statement per file it sent (numberOfBankStatements, each statementId
// once), and the months processed against the calendar months those statements cover.
import type { Finding } from '../model/types.js';
import { monthsOf } from './facts.js';
import type { Oracle } from './oracle.js';
import { DETAILS, resultsOf } from './results-body.js';
import { int, type Obj } from './statement.js';

export const NOT_ITS_PARSE = 'Results do not match their parse';

const differs = (pointer: string, expected: unknown, actual: unknown, holds: string): Finding => ({
  title: NOT_ITS_PARSE,
  pointer,
  expected,
  actual,
  params: { holds },
});

/** A text field of the parse echoed in details; not held when the parse did not send it (nor when absent: the schema's). */
const echoed = (details: Obj, parse: Obj, field: string): Finding[] =>
  typeof parse[field] !== 'string' || details[field] === undefined || details[field] === parse[field]
    ? []
    : [differs(`${DETAILS}/${field}`, parse[field], details[field], `${field}: the parse request's`)];

export const resultsParse: Oracle = (body, _request, sent) => {
  const results = resultsOf(body);
  const parse = sent?.parse;
  if (results === undefined || parse === undefined || sent === undefined) return [];
  const { details } = results;
  const out = [...echoed(details, parse, 'contractId'), ...echoed(details, parse, 'merchantId')];
  const files = sent.statements;
  const n = int(details.numberOfBankStatements);
  if (n !== undefined && n !== files.length)
    out.push(
      differs(`${DETAILS}/numberOfBankStatements`, files.length, n, 'numberOfBankStatements: the statements the parse sent'),
    );
  // Each statementId sent comes back once; one the parse never sent is not its statement.
  const listed = Array.isArray(details.statements) ? (details.statements as unknown[]) : undefined;
  if (listed !== undefined) {
    const ids = listed.map((s) => (s !== null && typeof s === 'object' ? (s as Obj).statementId : undefined));
    const wanted = files.flatMap((f) => (f.statementId === undefined ? [] : [f.statementId]));
    const left = [...wanted];
    for (const [i, id] of ids.entries()) {
      const at = left.indexOf(id as string);
      if (at >= 0) left.splice(at, 1);
      else
        out.push(
          differs(`${DETAILS}/statements/${i}/statementId`, `one of ${wanted.join(', ')}`, id, 'statementId: one the parse sent'),
        );
    }
    for (const id of left)
      out.push(
        differs(`${DETAILS}/statements`, `a statement with statementId ${id}`, 'none', 'every statementId the parse sent'),
      );
  }
  // The calendar months the statements cover, when every statement's are known (the committed manifest).
  const covered = files.map((f) => (f.known ? monthsOf(f.known) : []));
  const months = int(details.numberOfMonthsProcessed);
  if (months !== undefined && covered.length > 0 && covered.every((m) => m.length > 0)) {
    const distinct = new Set(covered.flat()).size;
    if (months !== distinct)
      out.push(
        differs(
          `${DETAILS}/numberOfMonthsProcessed`,
          distinct,
          months,
          `numberOfMonthsProcessed: the distinct calendar months the statements sent cover (${[...new Set(covered.flat())].sort().join(', ')})`,
        ),
      );
  }
  return out;
};
