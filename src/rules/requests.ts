// Every request a rule's flow sends, built without sending anything: requests are a pure function of seed, rule and
// data, so self-tests can rebuild them (the security test lists the personal data a run sends).
import { OPERATIONS, type OperationId } from '../model/operations.js';
import type { CaseContext, RequestSpec, Rule, RuleTable, StepExchange } from '../model/types.js';
import { tableOf } from './index.js';

export function requestsOf(rule: Rule, table: RuleTable, ctx: CaseContext): RequestSpec[] {
  const earlier: StepExchange[] = [];
  const steps = [...(rule.before ?? []), { operation: rule.sends, request: rule.request }];
  for (const step of steps) {
    const operation: OperationId = step.operation ?? rule.operation;
    const op = OPERATIONS[operation];
    const baseline = (operation === rule.operation ? table : tableOf(operation))?.baseline ?? table.baseline;
    const spec = step.request(baseline(ctx), ctx, earlier);
    earlier.push({ request: { method: 'POST', host: op.host, base: `{${op.host}}`, path: op.path, ...spec }, attempts: [] });
  }
  return earlier.map(({ request: { headers, body } }) => (body === undefined ? { headers } : { headers, body }));
}
