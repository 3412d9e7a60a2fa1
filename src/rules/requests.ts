// Every request a rule's flow sends, built without sending anything: requests are a pure function of seed, rule and
// data, so self-tests and `explain` can rebuild them.
import type { Edit } from '../model/edits.js';
import { OPERATIONS, type OperationId } from '../model/operations.js';
import type { CaseContext, RequestSpec, Rule, RuleTable, StepExchange } from '../model/types.js';
import { buildRequest, symbolicRequest, type SymbolicRequest } from './build.js';
import { tableOf } from './index.js';

/** Each step of the rule's flow, in order: its operation and edits; the judged step is the one after `before`. */
export const stepsOf = (rule: Rule): { operation: OperationId; request: Edit[] }[] =>
  [...(rule.before ?? []), { operation: rule.sends, request: rule.request }, ...(rule.after ?? [])].map((s) => ({
    operation: s.operation ?? rule.operation,
    request: s.request,
  }));

const baselineOf = (operation: OperationId, table: RuleTable): Edit[] =>
  (operation === table.operation ? table : tableOf(operation))?.baseline ?? table.baseline;

/** The requests of `before` and the judged step, resolved for a case (no answers: a value from one resolves to none). */
export function requestsOf(rule: Rule, table: RuleTable, ctx: CaseContext): RequestSpec[] {
  const earlier: StepExchange[] = [];
  for (const { operation, request } of stepsOf(rule).slice(0, (rule.before ?? []).length + 1)) {
    const op = OPERATIONS[operation];
    const spec = buildRequest(baselineOf(operation, table), request, ctx, earlier);
    earlier.push({ request: { method: 'POST', host: op.host, base: `{${op.host}}`, path: op.path, ...spec }, attempts: [] });
  }
  return earlier.map(({ request: { headers, body } }) => (body === undefined ? { headers } : { headers, body }));
}

/** Every step's request as the records write it (references unresolved), `after` steps included. */
export function symbolicRequestsOf(
  rule: Rule,
): { operation: OperationId; baseline: Edit[]; edits: Edit[]; request: SymbolicRequest }[] {
  const table = tableOf(rule.operation);
  if (table === undefined) return [];
  const earlier: { request: Record<string, unknown>; attempts: [] }[] = [];
  return stepsOf(rule).map(({ operation, request }) => {
    const baseline = baselineOf(operation, table);
    const built = symbolicRequest(baseline, request, earlier as never);
    earlier.push({ request: { path: OPERATIONS[operation].path, ...built }, attempts: [] });
    return { operation, baseline, edits: request, request: built };
  });
}
