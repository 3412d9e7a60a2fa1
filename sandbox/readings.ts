// The readings catalogue: where the documents leave a thing open (or contradict themselves), the other answer a
// conformant vendor may give, as the sandbox can be switched to give it. A reading breaks no rule: the harness must
// accept it, and record which reading it met (its self-tests switch each on and require a pass, never a violation). Not
// a fault (it breaks nothing) and not a change (it is not a release to rehearse drift with); switched on the same way:
// startSandbox({ extraFaults: readingsOn(['<id>']) }).
import { DOCUMENTED_SETTINGS } from './settings.js';
import { type Fault, isStatus, onReply, withResult } from './faults/kit.js';

const WITHDRAWAL_FIGURES = ['grossWithdrawals', 'maxWithdrawal', 'minWithdrawal', 'averageWithdrawal'];
type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object';
const negate = (node: Node, key: string) => {
  if (typeof node[key] === 'number' && node[key] !== 0) node[key] = -(node[key] as number);
};

/** Every withdrawal amount of the results signed negative: each `withdrawals` list's items, each withdrawal series'
 * transactions, installments and average, every summary's withdrawal figures. Each object once. */
function withdrawalsNegative(result: Node): Node {
  const seen = new Set<Node>();
  const walk = (node: unknown): void => {
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    for (const key of WITHDRAWAL_FIGURES) negate(node, key);
    const lists = [
      ...(Array.isArray(node.withdrawals) ? [node.withdrawals] : []),
      ...(node.type === 'withdrawal' ? [node.transactions, node.installments].filter(Array.isArray) : []),
    ];
    for (const item of lists.flat()) if (isNode(item) && !seen.has(item)) negate(item, 'amount');
    if (node.type === 'withdrawal') negate(node, 'avgAmount');
    for (const value of Object.values(node)) walk(value);
  };
  walk(result);
  return result;
}

const DEBIT_FIGURES = ['totalDebitAmount', 'averageDebitAmount'];

/** Every debit of the synchronous analysis signed negative: debit values, totals and average; minimum and maximum as
 * numbers (the smallest number is the largest debit); the ratio over the signed debit total. */
function debitsNegative(result: Node): Node {
  for (const item of Object.values(result)) {
    const details = isNode(item) && isNode(item.details) ? item.details : {};
    for (const t of Array.isArray(details.transactions) ? details.transactions : [])
      if (isNode(t) && t.type === 'debit') negate(t, 'value');
    negate(details, 'total_debit_transactions_value');
    const summary = isNode(details.summary) ? details.summary : {};
    const summaries = [summary.overall, ...(Array.isArray(summary.monthly) ? summary.monthly : [])].filter(isNode);
    for (const s of summaries) {
      for (const key of DEBIT_FIGURES) negate(s, key);
      const [min, max] = [s.minimumDebitAmount, s.maximumDebitAmount];
      if (typeof min === 'number' && typeof max === 'number') [s.minimumDebitAmount, s.maximumDebitAmount] = [-max, -min];
      negate(s, 'creditDebitRatio');
    }
  }
  return result;
}

export interface Reading {
  readonly id: string;
  /** The documents' sentence that leaves the choice open. */
  readonly because: string;
  readonly describe: string;
  readonly apply: Fault['apply'];
}

export const READINGS: readonly Reading[] = [
  {
    id: 'month-errors-after-accepting',
    because: 'bank-statement-analysis.md › Errors › Parse operation: the month errors\' "HTTP status code: not shown"',
    describe:
      'a month error is answered after accepting the parse: 202, then BANK_STATEMENT_PARSING_FAILED and the message in the results (422)',
    apply: { settings: { monthErrors: { ...DOCUMENTED_SETTINGS.monthErrors, answered: 'after-accepting' } } },
  },
  {
    id: 'withdrawals-negative',
    because:
      "bank-statement-analysis.md › Resources and fields: the withdrawal items' `amount` is a number; its sign is not shown",
    describe:
      'the results give every withdrawal amount negative: the items, the withdrawal series (transactions, ' +
      "installments, avgAmount) and the summaries' withdrawal figures",
    apply: { reply: onReply('getBankStatementParsingResults', isStatus(200), withResult(withdrawalsNegative)) },
  },
  {
    id: 'event-timestamp-without-offset',
    because:
      'bank-statement-analysis.md › Events: timestamp "ISO 8601 time the event was generated" (ISO 8601 allows a local time)',
    describe: "the webhook event's timestamp is a local time without an offset: 2026-01-15T10:20:30.123",
    apply: { settings: { eventTimestamp: 'without-offset' } },
  },
  {
    id: 'statusCode-as-string',
    because:
      'verification-and-token-services.md › Conventions 3: statusCode "an integer in most responses, a ' +
      'string in some"; the parse 400 and the results 200 pin no type',
    describe: 'the parse\'s 400 and the results\' 200 give statusCode as a string ("400", "200")',
    apply: {
      reply: (reply, request) =>
        (request.operation === 'parseBankStatement' && reply.status === 400) ||
        (request.operation === 'getBankStatementParsingResults' && reply.status === 200)
          ? { ...reply, body: { ...reply.body, statusCode: String(reply.status) } }
          : reply,
    },
  },
  {
    id: 'debits-negative',
    because:
      "bank-statement-analysis.md › Synchronous analysis result: a transaction's `value` (float) and `type` " +
      '(`credit` or `debit`), the debit totals floats; the sign of a debit is not shown',
    describe:
      "the synchronous analysis gives every debit negative: each debit's value, " +
      'total_debit_transactions_value, the debit totals and averages (the minimum and maximum as numbers), ' +
      'creditDebitRatio over the signed total',
    apply: { reply: onReply('bankStatementAnalysis', isStatus(200), withResult(debitsNegative)) },
  },
  {
    id: 'analysis-error-statusCode-string',
    because:
      'bank-statement-analysis.md › Errors › Synchronous analysis: "Body: `message`, `statusCode`, `status` ' +
      '= `failure`" gives statusCode no type (Conventions 3: "an integer in most responses, a string in ' +
      'some")',
    describe: 'the synchronous analysis\'s 400 and 500 give statusCode as a string ("400", "500")',
    apply: {
      reply: onReply(
        'bankStatementAnalysis',
        (reply) => reply.status === 400 || reply.status === 500,
        (reply) => ({ ...reply, body: { ...reply.body, statusCode: String(reply.status) } }),
      ),
    },
  },
  {
    id: 'face-file-type-by-name',
    because:
      'verification-and-token-services.md › Errors › Face match: 400 Unsupported file type when the "file ' +
      'is not .jpeg, .png, .tiff or .pdf", by its name; the Endpoint: "JPEG, PNG or TIFF", by its content',
    describe: 'matchFace judges a file by its name: GIF bytes named .png are taken as the PNG they say they are, and matched',
    apply: { settings: { faceFileTypeBy: 'name' } },
  },
  {
    id: 'required-property-item-path',
    because:
      'bank-statement-analysis.md › Errors › Parse operation: "requires property <missing_parameter>"; the ' +
      "body table names the item's properties bankStatementFiles[].statementUrl and " +
      'bankStatementFiles[].statementId',
    describe:
      "a statement item without its statementUrl or statementId is refused naming the item's path, as a " +
      'JSON Schema validator prints it: requires property "bankStatementFiles[0].statementUrl"',
    apply: {
      reply: onReply(
        'parseBankStatement',
        (reply) => reply.status === 400 && /requires property (statementUrl|statementId)$/.test(String(reply.body.message)),
        (reply) => ({
          ...reply,
          body: {
            ...reply.body,
            message: String(reply.body.message).replace(
              /requires property (\w+)$/,
              'requires property "bankStatementFiles[0].$1"',
            ),
          },
        }),
      ),
    },
  },
];

/** The readings as startSandbox's `extraFaults`; an unknown id throws, naming the valid ones. */
export function readingsOn(ids: readonly string[]): Fault[] {
  return ids.map((id) => {
    const reading = READINGS.find((r) => r.id === id);
    if (reading === undefined)
      throw new Error(`Unknown sandbox reading "${id}". Valid reading ids: ${READINGS.map((r) => r.id).join(', ')}`);
    return {
      id: reading.id,
      breaks: 'none (another reading the documents allow)',
      describe: reading.describe,
      apply: reading.apply,
    };
  });
}
