// The list docs/readings.md keeps of where a document pins statusCode's type or an amount's sign, rendered from the
// schemas (src/validators/status-code-type.ts) and the sign table (src/oracles/sign.ts).
import { OPERATION_IDS } from '../../src/model/operations.js';
import { SIGN_NOT_SHOWN } from '../../src/oracles/sign.js';
import { documentedStatuses, responseSchemaIds } from '../../src/validators/registry.js';
import { statusCodeType } from '../../src/validators/status-code-type.js';

const joined = (parts: string[]) => (parts.length === 0 ? '—' : parts.join('; '));

function statusCodes(operation: string): { pinned: string; open: string } {
  const byType = new Map<string, number[]>();
  for (const status of documentedStatuses(operation)) {
    const types = new Set(responseSchemaIds(operation, status).map(statusCodeType));
    const type = types.size === 1 ? [...types][0] : 'mixed';
    if (type !== undefined) byType.set(type, [...(byType.get(type) ?? []), status]);
  }
  const list = (type: string) => (byType.get(type) ?? []).join(', ');
  return {
    pinned: joined(['integer', 'string', 'mixed'].filter((t) => byType.has(t)).map((t) => `${list(t)} ${t}`)),
    open: list('unpinned') || '—',
  };
}

export function typesAndSignsTable(): string {
  const rows = OPERATION_IDS.map((operation) => {
    const { pinned, open } = statusCodes(operation);
    const signs = SIGN_NOT_SHOWN.filter((s) => s.operation === operation).map((s) => `${s.family}: ${s.fields.join(', ')}`);
    return `| \`${operation}\` | ${pinned} | ${open} | ${joined(signs)} |`;
  });
  return [
    '| operation | `statusCode` pinned (the line gives its type) | `statusCode` not pinned: an integer or a string | amounts whose sign is not shown (held by magnitude) |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}
