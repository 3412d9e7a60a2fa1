// Every request a rule's flow sends, built without sending anything: requests are a pure function of seed, rule and
// data, so self-tests can rebuild them (the security test lists the personal data a run sends).
import { OPERATIONS } from '../operations.js';
import type { CaseContext, RequestSpec, Rule, RuleTable, StepExchange } from '../types.js';

export function requestsOf(rule: Rule, table: RuleTable, ctx: CaseContext): RequestSpec[] {
  const op = OPERATIONS[rule.operation];
  const earlier: StepExchange[] = [];
  for (const step of [...(rule.before ?? []), { request: rule.request }]) {
    const spec = step.request(table.baseline(ctx), ctx, earlier);
    earlier.push({ request: { method: 'POST', host: op.host, base: `{${op.host}}`, path: op.path, ...spec }, attempts: [] });
  }
  return earlier.map(({ request: { headers, body } }) => (body === undefined ? { headers } : { headers, body }));
}
