// Values a service makes anew on every call (request ids, reference ids, timestamps) are stored as fixed stand-ins of the
// same format, so re-recording an unchanged target changes no file. Which values are volatile is data: each rule
// table's `volatile` pointers into the response bodies.
import { tokensOf } from '../base/json-pointer.js';
import type { RecordingFile } from './file.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?/g;

/** Same format, fixed content: a UUID stays a UUID, an ISO time an ISO time, other digits become zeros. `ordinal` keeps
 * apart values that must differ (two event ids of one transaction: a receiver drops a repeat). */
export function volatileStandIn(value: string, ordinal = 0): string {
  const fixed = value
    .replace(UUID, `00000000-0000-4000-8000-${String(ordinal).padStart(12, '0')}`)
    .replace(
      ISO_TIME,
      (_m, fraction: string | undefined) => `2000-01-01T00:00:00${fraction ? `.${'0'.repeat(fraction.length - 1)}` : ''}`,
    );
  return fixed === value ? value.replace(/\d/g, '0') : fixed;
}

/** Every place a pointer names in `body` (`*` any key or index); a number there becomes 0. Each string replaced is noted
 * in `seen`, so the same value elsewhere (an event's id in a header) follows it. */
function normalise(body: unknown, tokens: readonly string[], ordinal = 0, seen = new Map<string, string>()): unknown {
  if (body === null || typeof body !== 'object') return body;
  const [head, ...rest] = tokens;
  if (head === undefined) return body;
  const node = body as Record<string, unknown>;
  const keys = head === '*' ? Object.keys(node) : Object.hasOwn(node, head) ? [head] : [];
  for (const key of keys) {
    const value = node[key];
    if (rest.length > 0) normalise(value, rest, ordinal, seen);
    else if (typeof value === 'string') {
      node[key] = volatileStandIn(value, ordinal);
      seen.set(value, node[key] as string);
    } else if (typeof value === 'number') node[key] = 0;
  }
  return body;
}

/** The recording with every volatile value of its responses (and events) replaced by its stand-in. */
export function withVolatileFixed(file: RecordingFile, pointers: readonly string[]): RecordingFile {
  if (pointers.length === 0) return file;
  const copy = structuredClone(file);
  const fix = (body: unknown, ordinal = 0, seen = new Map<string, string>()) => {
    for (const pointer of pointers) normalise(body, tokensOf(pointer), ordinal, seen);
  };
  for (const step of copy.steps) for (const it of step.interactions) fix(it.response);
  for (const [i, event] of copy.events.entries()) {
    const seen = new Map<string, string>();
    fix(event.body, i + 1, seen);
    // A delivery may repeat its event's id or time in a header (the sandbox's x-sandbox-event-id).
    event.headers = Object.fromEntries(Object.entries(event.headers).map(([k, v]) => [k, seen.get(v) ?? v]));
  }
  return copy;
}
