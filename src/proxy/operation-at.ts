// The operation a request to a vendor host is for, from the host's listener and the path the application sent: the
// operation's own path, or a path ending with it (the application's base kept a gateway's prefix the upstream lacks).
import { type HostPlaceholder, OPERATION_IDS, OPERATIONS, type OperationId } from '../model/operations.js';

const CALLS = OPERATION_IDS.filter((id) => OPERATIONS[id].role === 'call');

export function operationAt(host: HostPlaceholder, path: string): OperationId | undefined {
  const onHost = CALLS.filter((id) => OPERATIONS[id].host === host);
  return onHost.find((id) => OPERATIONS[id].path === path) ?? onHost.find((id) => path.endsWith(OPERATIONS[id].path));
}
