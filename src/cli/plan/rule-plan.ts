// What the plan says of one rule: its own file, so the text and the JSON read it without importing the planner.
import type { HostPlaceholder, OperationId } from '../../model/operations.js';
import type { Strength } from '../../model/types.js';

/** The plan of one selected rule. */
export interface RulePlan {
  ruleId: string;
  operation: OperationId;
  title: string;
  strength: Strength;
  /** Why the rule will be not-applicable (the key it lacks), when it will. */
  notApplicable?: string;
  /** Why the case will end as a harness error before it has sent all it would (replay: no recording), when it will. */
  fails?: string;
  /** Requests the case sends when every answer is the one recorded (retries included). */
  calls: number;
  /** At most, with the documented retries of every request (MAX_ATTEMPTS each). */
  maxCalls: number;
  /** `calls` by the host placeholder they go to. */
  callsByHost: Partial<Record<HostPlaceholder, number>>;
  /** `callsByHost` by the origin of the host's base URL: what `--rate` paces on live, where hosts may share an origin. */
  callsByOrigin: Record<string, Partial<Record<HostPlaceholder, number>>>;
  uploadBytes: number;
}
