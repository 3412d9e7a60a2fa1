// What counted in a recording: the last interaction of each step (earlier ones are retried 429/503s), with the
// operation its path names (a flow's steps call other operations than the rule's), and the events.
import { EVENT_OPERATION, type OperationId, OPERATIONS } from '../model/operations.js';
import type { Interaction, RecordedEvent, RecordingFile } from '../recording/file.js';
import type { Rule } from '../model/types.js';

export interface Answer {
  /** 1-based. */
  step: number;
  operation: OperationId;
  interaction: Interaction;
}

const BY_PATH = new Map(Object.values(OPERATIONS).map((o) => [o.path, o.id]));

/** Events are filed under webhookEvent, status 200 ("received"), like judge() reads them. */
export { EVENT_OPERATION };
export const EVENT_STATUS = 200;

export function answersOf(file: RecordingFile): Answer[] {
  return file.steps.flatMap((s, i) => {
    const interaction = s.interactions.at(-1);
    return interaction === undefined
      ? []
      : [{ step: i + 1, operation: BY_PATH.get(interaction.path) ?? file.operation, interaction }];
  });
}

/** The step an event followed: recorded, or else the first step of the rule that waits for one. */
export function eventStep(event: RecordedEvent, rule: Rule | undefined): number | undefined {
  if (event.afterStep !== undefined) return event.afterStep;
  const waits = [...(rule?.before ?? []), ...(rule ? [rule] : [])].findIndex((s) => s.awaitEvent);
  return waits < 0 ? undefined : waits + 1;
}
