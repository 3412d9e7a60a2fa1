// Examples from the redacted recordings: one per operation and status, the first the rule tables' order reaches (the
// operation's own documented rules first, then its probes, then any rule whose flow called it), small enough to read
// (bodies over ~20 kB are left out) and conforming to the status's schema, so a mock serving it serves a documented
// answer. Named by the rule whose recording holds it.
import type { OperationId } from '../model/operations.js';
import { validateResponse } from '../validators/registry.js';
import { recordedBodies, type RecordedBody, ruleById } from './recorded.js';

/** Bodies over this many characters of JSON are not examples: a reader cannot take them in, a diff drowns in them. */
export const EXAMPLE_MAX_CHARS = 20_000;

export interface Example {
  summary: string;
  value: unknown;
}

const anyVariant = (b: RecordedBody): boolean =>
  validateResponse(b.operation, b.status, b.body).some((r) => r.errors.length === 0);

/** The recorded body an example of this status is taken from, `fits` deciding which conform (default: any variant). */
export function recordedExample(
  operation: OperationId,
  status: number,
  fits: (b: RecordedBody) => boolean = anyVariant,
): RecordedBody | undefined {
  const rank = (b: RecordedBody): number => {
    const rule = ruleById(b.ruleId);
    return (rule?.operation === operation ? 0 : 2) + (rule?.strength === 'documented' ? 0 : 1);
  };
  return recordedBodies()
    .filter((b) => b.operation === operation && b.status === status)
    .sort((a, b) => rank(a) - rank(b))
    .find((b) => JSON.stringify(b.body).length <= EXAMPLE_MAX_CHARS && fits(b));
}

export const exampleSummary = (ruleId: string): string =>
  `Recorded (redacted) by ${ruleId}: ${ruleById(ruleId)?.title ?? ''}`.trim();

/** The OpenAPI examples of one status: `{ <rule id>: { summary, value } }`, or undefined when no recording fits. */
export function exampleOf(operation: OperationId, status: number): Record<string, Example> | undefined {
  const found = recordedExample(operation, status);
  return found && { [found.ruleId]: { summary: exampleSummary(found.ruleId), value: found.body } };
}
