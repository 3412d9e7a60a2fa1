// The rows of a flow's request: a parse judged with the event and the results that follow it (the month validation,
// an encrypted statement's password). Such a request makes no change of kind to the valid one (other statements,
// another dateOfApplication), so its row is told by its values: matched to each flow rule's request as the rule writes
// it, a committed statement by the name its URL ends in (its months are the manifest's), a generated value by any, a
// statement's password by the manifest's, the rest as written. A password the capture redacted matches no row.
import { documentedOf } from '../explore/documented.js';
import type { Change } from '../explore/documented.js';
import type { Value } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import type { Expectation, ReceivedEvent, Rule, SentRequest, StepExchange } from '../model/types.js';
import { isRef, symbolicRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import { statementPassword } from '../rules/statement-password.js';
import { ruleChanges, statementName } from './changes.js';
import type { RequestClass } from './types.js';

/** What followed a parse in the capture: its event, and the results asked for after it. */
export interface Followed {
  steps: StepExchange[];
  events: ReceivedEvent[];
}

export const NOTHING_FOLLOWED: Followed = { steps: [], events: [] };

interface FlowRule {
  rule: Rule;
  body: Value | undefined;
  /** The rule's own changes to the headers (none, for every flow rule so far). */
  headers: string;
}

const ACCEPTED = (status: number) => status >= 200 && status < 300;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const headerKey = (changes: readonly Change[]) =>
  changes
    .filter((c) => c.startsWith('header:'))
    .sort()
    .join('\n');

const byOperation = new Map<OperationId, FlowRule[]>();

/** The operation's documented rules whose request is followed by its event (and the results after it). */
function flowRules(operation: OperationId): FlowRule[] {
  let rules = byOperation.get(operation);
  if (rules !== undefined) return rules;
  const table = tableOf(operation);
  rules = (table?.rules ?? [])
    .filter((r) => r.strength === 'documented' && r.awaitEvent === true && r.sends === undefined && r.expect !== undefined)
    .map((rule) => {
      const body = symbolicRequest(table?.baseline ?? [], rule.request).body;
      return { rule, body: body?.kind === 'json' ? body.value : undefined, headers: headerKey(ruleChanges(operation, rule)) };
    });
  byOperation.set(operation, rules);
  return rules;
}

/** Whether a sent value is what the rule writes: a reference by what it stands for, a list in any order. */
function matches(want: Value | undefined, sent: unknown): boolean {
  if (isRef(want)) {
    if (want.$ === 'faker') return (typeof sent === 'string' && sent.trim() !== '') || typeof sent === 'number';
    if (want.$ === 'statementUrl') return statementName(sent) === want.name;
    if (want.$ === 'statementPassword') return sent === statementPassword(want.file);
    return false;
  }
  if (Array.isArray(want)) {
    if (!Array.isArray(sent) || sent.length !== want.length) return false;
    // Items a rule writes alike match alike sent items, and unlike ones disjoint sets: a first fit is a fit.
    const left = [...sent];
    return want.every((w) => {
      const at = left.findIndex((s) => matches(w, s));
      return at >= 0 && left.splice(at, 1).length === 1;
    });
  }
  if (isObject(want)) {
    if (!isObject(sent)) return false;
    const keys = Object.keys(want);
    return Object.keys(sent).length === keys.length && keys.every((k) => k in sent && matches(want[k], sent[k]));
  }
  return JSON.stringify(want) === JSON.stringify(sent);
}

const ruleById = (operation: OperationId, id: string | undefined) => tableOf(operation)?.rules.find((r) => r.id === id);

/** The flow rows the request is, as `rowsOf` tells a request's rows (credentials of unknown value included), or
 * undefined when it is none of them. `changes`: the captured request's (its headers are read from them). */
export function flowRowsOf(
  operation: OperationId,
  request: SentRequest,
  changes: readonly Change[],
): { class: RequestClass; rules: Rule[]; all: boolean } | undefined {
  const rules = flowRules(operation);
  const body = request.body?.kind === 'json' ? request.body.value : undefined;
  if (rules.length === 0 || !isObject(body)) return undefined;
  const unknown = changes.some((c) => c.endsWith(' credential'));
  const headers = headerKey(changes.filter((c) => !c.endsWith(' credential')));
  const told = rules.filter((f) => f.headers === headers && matches(f.body, body)).map((f) => f.rule);
  if (told.length === 0) return undefined;
  if (new Set(told.map((r) => JSON.stringify([r.expect, r.alternatives]))).size > 1)
    return { class: 'unknown', rules: [], all: true };
  const refusing = told.every((r) => !ACCEPTED(r.expect?.status ?? 200));
  // Credentials of unknown value: a refusing row is still the refusal's; an accepting one holds only if they are right.
  if (!unknown || refusing) return { class: refusing ? 'invalid' : 'valid', rules: told, all: true };
  const wrong = ruleById(operation, documentedOf(operation).credentials);
  return wrong === undefined
    ? { class: 'unknown', rules: [], all: true }
    : { class: 'unknown', rules: [...told, wrong], all: false };
}

/** Whether the request is a flow's row: its record waits for what follows it. */
export const isFlowRow = (operation: OperationId, request: SentRequest, changes: readonly Change[]): boolean =>
  (flowRowsOf(operation, request, changes)?.rules.length ?? 0) > 0;

/** Without the results in the capture, what the results must say is not held: the team may not have asked for them. */
function withoutResults(expect: Expectation): Expectation {
  if (expect.later === undefined) return expect;
  return { ...expect, later: { event: expect.later.event } };
}

/** The rule as far as the capture holds its flow. */
export function asCaptured(rule: Rule, followed: Followed): Rule {
  if (followed.steps.length > 0 || rule.expect === undefined) return rule;
  return {
    ...rule,
    expect: withoutResults(rule.expect),
    ...(rule.alternatives ? { alternatives: rule.alternatives.map((a) => ({ ...a, expect: withoutResults(a.expect) })) } : {}),
  };
}
