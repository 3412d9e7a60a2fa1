// What an answer of the flow machines breaks, in the state its request was sent in: the properties any answer is held
// to (properties.ts, with the status left open where the documents leave it so), then the state's documented answer and,
// for results, that they are those of the parse the account made under that transactionId.
import type { OperationId } from '../../model/operations.js';
import type { StepExchange } from '../../model/types.js';
import { brokenOfAnyRequest, HOST_STATUSES } from '../judged.js';
import type { Broken, Probe } from '../types.js';
import type { State } from './model.js';

export const REUSE_RULE = 'authToken.transactionId.other-workflow';

interface StateAnswer {
  /** The statuses the documents give this state. */
  statuses?: readonly number[];
  /** Nothing shown of the answer: any status but a server error. */
  open?: true;
  /** What the documents say, for a finding's detail. */
  says: string;
  /** A 4xx here refuses a request the documents accept. */
  valid?: true;
  /** A 2xx here accepts what a documented rule refuses. */
  refusedBy?: string;
}

const RESULTS_DONE = { statuses: [200], says: 'the results of a parse whose event came: 200' };

// Results › "Behaviour when results are requested before completion … not shown"; their errors too (another account's).
const ANSWERS: Record<State, StateAnswer> = {
  subscribe: { says: 'the subscription (its status not shown)' },
  parse: { statuses: [202], says: 'a valid parse: 202', valid: true },
  're-parse': { statuses: [202], says: 'a parse again with the same transactionId: 202', valid: true },
  'results-before-event': { says: 'results before the event (not shown)', open: true },
  'results-polled': { says: 'results asked until ready (not shown before)', open: true },
  'results-after-event': RESULTS_DONE,
  'results-again': { ...RESULTS_DONE, says: 'the results asked again: 200' },
  'results-after-re-parse': { ...RESULTS_DONE, says: "the results after the re-parse's event: 200" },
  'results-other-before-event': { says: "another account's transactionId, before the event (not shown)", open: true },
  'results-other-account': { says: "another account's transactionId (not shown; not its results)", open: true },
  'token-fresh': { statuses: [200], says: 'a token for a fresh transactionId: 200', valid: true },
  'reuse-same-workflow': { statuses: [409, 200], says: `a reused transactionId: 409, or a token regenerated` },
  'reuse-other-workflow': {
    statuses: [409],
    says: 'a transactionId first used under another workflowId: 409',
    refusedBy: REUSE_RULE,
  },
};

/** The results the parse's request asks for, as the results resource names them. */
interface Asked {
  contractId?: unknown;
  merchantId?: unknown;
  statementIds: string[];
}

const askedBy = (body: unknown): Asked => {
  const b = (body ?? {}) as { contractId?: unknown; merchantId?: unknown; bankStatementFiles?: { statementId?: unknown }[] };
  return {
    contractId: b.contractId,
    merchantId: b.merchantId,
    statementIds: (b.bankStatementFiles ?? []).map((f) => String(f.statementId)).sort(),
  };
};

/** Where the results' details differ from what a parse asked for; undefined when they are that parse's. */
function differs(details: Record<string, unknown>, parse: unknown): string | undefined {
  const asked = askedBy(parse);
  const statements = Array.isArray(details.statements) ? (details.statements as { statementId?: unknown }[]) : [];
  const ids = statements.map((s) => String(s.statementId)).sort();
  if (details.contractId !== asked.contractId) return 'contractId';
  if (asked.merchantId !== undefined && details.merchantId !== asked.merchantId) return 'merchantId';
  if (JSON.stringify(ids) !== JSON.stringify(asked.statementIds)) return 'statements[].statementId';
  if (details.numberOfBankStatements !== undefined && details.numberOfBankStatements !== asked.statementIds.length)
    return 'numberOfBankStatements';
  return undefined;
}

const detailsOf = (body: unknown): Record<string, unknown> | undefined => {
  const details = (body as { result?: { details?: unknown } } | undefined)?.result?.details;
  return details !== null && typeof details === 'object' && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : undefined;
};

/** A results answer against the parses it may be of (none: another account's id, which has no results of its own). */
function tie(status: number, body: unknown, parses: readonly unknown[]): Broken | undefined {
  const details = status >= 200 && status < 300 ? detailsOf(body) : undefined;
  if (details === undefined) return undefined;
  if (parses.length === 0)
    return {
      property: 'results-of-the-parse',
      status,
      detail: `${status} with results for a transactionId this account never parsed`,
    };
  const off = parses.map((p) => differs(details, p));
  if (off.includes(undefined)) return undefined;
  return {
    property: 'results-of-the-parse',
    status,
    detail: `${status} with results whose ${off[0]} is not the parse's (${parses.length > 1 ? 'any of its parses' : 'its parse'})`,
  };
}

const probeOf = (operation: OperationId): Probe => ({
  operation,
  id: `${operation}#flow`,
  phase: 'coverage',
  moves: [],
  class: 'unknown',
});

/** What the answer breaks; `parses` (results only): the bodies of the parses its results may be those of. A sequence is
 * no documented row: the judge's rule of any request holds (a documented status, its envelope, on a success the oracles),
 * the state's own statuses in place of the operation's. A 502, 503 or 504 is the host's health. */
export function brokenIn(operation: OperationId, state: State, step: StepExchange, parses: readonly unknown[] = []): Broken[] {
  const response = step.attempts.at(-1)?.response;
  if (response === undefined || HOST_STATUSES.has(response.status)) return [];
  const { status, body } = response;
  const answer = ANSWERS[state];
  const own = answer.statuses !== undefined || answer.open === true;
  const out: Broken[] = [];
  if (status >= 500)
    out.push({ property: 'not-a-server-error', status, detail: `${status} to a request no documented trigger makes` });
  for (const b of brokenOfAnyRequest(probeOf(operation), { steps: [step], events: [] }, status))
    if (!out.some((o) => o.property === b.property) && !(own && b.property === 'documented-status')) out.push(b);
  for (const b of out) b.detail = `${b.detail} (${answer.says})`;
  const server = status >= 500;
  if (answer.refusedBy !== undefined && status >= 200 && status < 300)
    out.push({ property: 'invalid-input-accepted', status, detail: `${status} to ${answer.says} (${answer.refusedBy})` });
  else if (answer.valid && status >= 400 && status < 500)
    out.push({ property: 'valid-input-refused', status, detail: `${status} to ${answer.says}` });
  else if (answer.statuses !== undefined && !server && !answer.statuses.includes(status))
    out.push({ property: 'documented-status', status, detail: `${status} to ${answer.says}` });
  if (operation === 'getBankStatementParsingResults') {
    const broken = tie(status, body, parses);
    if (broken) out.push(broken);
  }
  return out;
}

/** The words of a state, for reports. */
export const stateSays = (state: State): string => ANSWERS[state].says;
