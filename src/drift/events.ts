// The events of a rule compared step by step: one no longer delivered, one in the other shape, their bodies' fields.
import { readEvent } from '../checks/event-shape.js';
import type { RecordedEvent, RecordingFile } from '../recording/file.js';
import type { Rule } from '../model/types.js';
import { EVENT_OPERATION, EVENT_STATUS, eventStep } from './answers.js';
import { compareBodies } from './body.js';
import type { SetContext } from './context.js';
import type { Found } from './found.js';
import { ABSENT } from './types.js';

function byStep(events: RecordedEvent[], rule: Rule | undefined): Map<number | undefined, RecordedEvent[]> {
  const out = new Map<number | undefined, RecordedEvent[]>();
  for (const e of events) {
    const step = eventStep(e, rule);
    out.set(step, [...(out.get(step) ?? []), e]);
  }
  return out;
}

/** flat, nested or unreadable, and why: two unreadable events are the same shape whatever their problems. */
const shapeOf = (body: unknown): { shape: string; text: string } => {
  const read = readEvent(body);
  return 'problem' in read
    ? { shape: 'unreadable', text: `unreadable (${read.problem})` }
    : { shape: read.shape, text: read.shape };
};

const typeOf = (body: unknown): unknown => {
  const read = readEvent(body);
  return 'problem' in read ? 'an event' : (read.fields.type ?? 'an event');
};

function pairDifferences(x: RecordedEvent, y: RecordedEvent, step: number | undefined, context: SetContext): Found[] {
  const at = { ...(step === undefined ? {} : { step }), where: 'event' as const };
  const [b, c] = [shapeOf(x.body), shapeOf(y.body)];
  if (b.shape !== c.shape)
    return [
      {
        ...at,
        kind: 'event-shape-changed',
        pointer: '',
        before: b.shape,
        after: c.shape,
        detail: `the event came ${c.text}, was ${b.text}`,
      },
    ];
  const scope = {
    operation: EVENT_OPERATION,
    status: EVENT_STATUS,
    event: true,
    elsewhere: (p: string) => context.candidate(EVENT_OPERATION, EVENT_STATUS).has(p),
    known: (p: string) => context.baseline(EVENT_OPERATION, EVENT_STATUS).get(p)?.values,
  };
  return compareBodies(scope, x.body, y.body).map((f) => ({ ...f, ...at }));
}

export function eventDifferences(
  rule: Rule | undefined,
  baseline: RecordingFile,
  candidate: RecordingFile,
  context: SetContext,
): Found[] {
  const [b, c] = [byStep(baseline.events, rule), byStep(candidate.events, rule)];
  const steps = [...new Set([...b.keys(), ...c.keys()])].sort((m, n) => (m ?? Infinity) - (n ?? Infinity));
  const out: Found[] = [];
  for (const step of steps) {
    const [xs, ys] = [b.get(step) ?? [], c.get(step) ?? []];
    const after = step === undefined ? '' : ` after step ${step}`;
    const at = { ...(step === undefined ? {} : { step }), where: 'event' as const, pointer: '' };
    for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
      const [x, y] = [xs[i], ys[i]];
      if (x && y) out.push(...pairDifferences(x, y, step, context));
      else if (x) out.push({ ...at, kind: 'event-missing', before: typeOf(x.body), after: ABSENT, detail: `no event${after}` });
      else if (y)
        out.push({ ...at, kind: 'event-field-added', before: ABSENT, after: typeOf(y.body), detail: `a new event${after}` });
    }
  }
  return out;
}
