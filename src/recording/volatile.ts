// Values a service makes anew on every call (request ids, reference ids, timestamps) are stored as fixed stand-ins of the
// same format, so re-recording an unchanged target changes no file. Which values are volatile is data: each rule
// table's `volatile` pointers into the response bodies.
import { tokensOf } from '../json-pointer.js';
import type { RecordingFile } from './file.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?/g;

/** The same format, fixed content: a UUID stays a UUID, an ISO time an ISO time; other digits become zeros. */
export function volatileStandIn(value: string): string {
  const fixed = value
    .replace(UUID, '00000000-0000-4000-8000-000000000000')
    .replace(
      ISO_TIME,
      (_m, fraction: string | undefined) => `2000-01-01T00:00:00${fraction ? `.${'0'.repeat(fraction.length - 1)}` : ''}`,
    );
  return fixed === value ? value.replace(/\d/g, '0') : fixed;
}

/** Every place a pointer names in `body`, `*` standing for any key or index. */
function normalise(body: unknown, tokens: string[]): unknown {
  if (body === null || typeof body !== 'object') return body;
  const [head, ...rest] = tokens;
  if (head === undefined) return body;
  const node = body as Record<string, unknown>;
  const keys = head === '*' ? Object.keys(node) : Object.hasOwn(node, head) ? [head] : [];
  for (const key of keys) {
    const value = node[key];
    if (rest.length > 0) normalise(value, rest);
    else if (typeof value === 'string') node[key] = volatileStandIn(value);
  }
  return body;
}

/** The recording with every volatile value of its responses (and events) replaced by its stand-in. */
export function withVolatileFixed(file: RecordingFile, pointers: readonly string[]): RecordingFile {
  if (pointers.length === 0) return file;
  const copy = structuredClone(file);
  const fix = (body: unknown) => {
    for (const pointer of pointers) normalise(body, tokensOf(pointer));
  };
  for (const step of copy.steps) for (const it of step.interactions) fix(it.response);
  for (const event of copy.events) fix(event.body);
  return copy;
}
