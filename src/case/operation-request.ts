// The request a step sends to an operation: its method, host, base URL (the region's for a regional host) and path,
// around the rule table's baseline with the step's edits. A case (run-case.ts) and a flow sequence (explore) send so.
import type { Target } from './target.js';
import type { Edit } from '../model/edits.js';
import { OPERATIONS, type OperationId, type Region } from '../model/operations.js';
import type { CaseContext, SentRequest, StepExchange } from '../model/types.js';
import { buildRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';

export function operationRequest(
  target: Target,
  operation: OperationId,
  edits: Edit[],
  ctx: CaseContext,
  earlier: StepExchange[],
  region: Region,
): SentRequest {
  const table = tableOf(operation);
  if (table === undefined) throw new Error(`no rule table for ${operation}: add it to src/rules/index.ts`);
  const op = OPERATIONS[operation];
  return {
    method: 'POST',
    host: op.host,
    base: target.base(op.host, region),
    ...(op.host === 'region_url' ? { region } : {}),
    path: op.path,
    ...buildRequest(table.baseline, edits, ctx, earlier),
  };
}
