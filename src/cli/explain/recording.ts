// Part 4 of `vts explain`: the recording a replay of the rule answers from, with what it holds at a glance.
import { existsSync } from 'node:fs';
import { recordingsDir, shownPath } from '../../base/paths.js';
import type { Rule } from '../../model/types.js';
import { readRecording, recordingPath } from '../../recording/file.js';

export interface ShownRecording {
  path: string;
  exists: boolean;
  target?: string;
  seed?: number;
  /** The status of the last answer of each step, in order; undefined for a step that got none. */
  statuses?: (number | undefined)[];
  events?: number;
  /** Why the file could not be read. */
  problem?: string;
}

export function shownRecording(rule: Rule): ShownRecording {
  const file = recordingPath(recordingsDir(), rule.operation, rule.id);
  const path = shownPath(file);
  if (!existsSync(file)) return { path, exists: false };
  try {
    const { target, seed, steps, events } = readRecording(file);
    return { path, exists: true, target, seed, statuses: steps.map((s) => s.interactions.at(-1)?.status), events: events.length };
  } catch (err) {
    return { path, exists: true, problem: (err as Error).message };
  }
}

export function recordingLines(shown: ShownRecording, ruleId: string, seed: number): string[] {
  if (!shown.exists) return [`  no recording (${shown.path} does not exist: npm run record -- --rule ${ruleId} makes it)`];
  if (shown.problem !== undefined) return [`  ${shown.path}: ${shown.problem}`];
  const answers = (shown.statuses ?? []).map((s) => s ?? 'none').join(', ');
  const events = shown.events ? `, ${shown.events} event${shown.events === 1 ? '' : 's'}` : '';
  return [
    `  ${shown.path}`,
    `    recorded on ${shown.target} with seed ${shown.seed}: answered ${answers}${events}`,
    ...(shown.seed === seed
      ? []
      : [`    replay builds its requests with seed ${shown.seed}: --seed ${shown.seed} shows them as sent`]),
  ];
}
