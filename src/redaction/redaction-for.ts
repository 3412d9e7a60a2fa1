// How one operation's exchanges are redacted: its schema marks plus every known secret value.
import { EVENT_OPERATION, type OperationId } from '../model/operations.js';
import { requestMarks, responseMarks } from '../validators/annotations.js';
import type { Marks, Where } from './marks.js';
import type { RedactOptions } from './redact.js';

const marksNow = (operation: OperationId, where: Where, body: unknown, undocumented: boolean): ReturnType<Marks> => {
  // A request schema names only the fields it marks (it gates nothing): its other fields are not undocumented.
  if (where.side === 'request') return requestMarks(operation, body);
  if (where.side === 'event') return responseMarks(EVENT_OPERATION, 200, body, undocumented);
  return responseMarks(operation, where.status ?? 0, body, undocumented);
};

// A case marks each body twice (what it must not leak, then the report's view of it): the walk of its schema is done
// once per body, operation and place. A body is never changed once received (redaction works on copies).
const known = new WeakMap<object, Map<string, ReturnType<Marks>>>();

const marksOf =
  (operation: OperationId, undocumented: boolean): Marks =>
  (where, body) => {
    if (body === null || typeof body !== 'object') return marksNow(operation, where, body, undocumented);
    const key = `${operation} ${where.side} ${where.status ?? ''} ${undocumented}`;
    let byKey = known.get(body);
    if (byKey === undefined) known.set(body, (byKey = new Map()));
    let marks = byKey.get(key);
    if (marks === undefined) byKey.set(key, (marks = marksNow(operation, where, body, undocumented)));
    return marks;
  };

/** `undocumented`: a field of an answer or an event no schema describes is stood in too (a HAR of a team's traffic:
 * whose value it is, no schema says); a recording keeps it, for the replay to judge. */
export const redactionFor = (operation: OperationId, secrets: string[], undocumented = false): RedactOptions => ({
  secrets: secrets.filter((s) => s.length > 0),
  marks: marksOf(operation, undocumented),
});
