// How one operation's exchanges are redacted: its schema marks plus every known secret value.
import type { OperationId } from '../operations.js';
import { requestMarks, responseMarks } from '../schemas/annotations.js';

export const redactionFor = (operation: OperationId, secrets: string[]) => ({
  secrets: secrets.filter((s) => s.length > 0),
  marks: (where: { side: 'request' | 'response'; status?: number }, body: unknown) =>
    where.side === 'request' ? requestMarks(operation, body) : responseMarks(operation, where.status ?? 0, body),
});
