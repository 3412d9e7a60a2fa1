// `--list --json`: the selected rules for scripts, one object per rule. The shape is stable: keys are added, never
// renamed or removed (docs/plan.md shows it).
import { isFlowRule, operationsOf } from '../../flow/case-flow.js';
import { OPERATIONS } from '../../model/operations.js';
import type { Rule } from '../../model/types.js';

export interface RuleListing {
  id: string;
  operation: string;
  title: string;
  strength: string;
  severity: string;
  source: string;
  /** The host placeholders the case calls, in the order it first calls them (a flow calls more than its own). */
  hosts: string[];
  /** Needs the asynchronous flow's support: a webhook receiver or polling, statement files online. */
  flow: boolean;
}

export const ruleListing = (rule: Rule): RuleListing => ({
  id: rule.id,
  operation: rule.operation,
  title: rule.title,
  strength: rule.strength,
  severity: rule.severity,
  source: rule.source,
  hosts: [...new Set(operationsOf(rule).map((op) => OPERATIONS[op].host))],
  flow: isFlowRule(rule),
});

export const rulesJson = (rules: Rule[]): string => JSON.stringify(rules.map(ruleListing), null, 2);
