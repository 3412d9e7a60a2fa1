// How one operation's exchanges are redacted: its schema marks plus every known secret value.
import { EVENT_OPERATION, type OperationId } from '../model/operations.js';
import { requestMarks, responseMarks } from '../schemas/annotations.js';
import type { Marks } from './marks.js';
import type { RedactOptions } from './redact.js';

const marksOf =
  (operation: OperationId): Marks =>
  (where, body) => {
    if (where.side === 'request') return requestMarks(operation, body);
    if (where.side === 'event') return responseMarks(EVENT_OPERATION, 200, body);
    return responseMarks(operation, where.status ?? 0, body);
  };

export const redactionFor = (operation: OperationId, secrets: string[]): RedactOptions => ({
  secrets: secrets.filter((s) => s.length > 0),
  marks: marksOf(operation),
});
