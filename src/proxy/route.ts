// Where an exchange came in, and the operation it is for: by the listener's host and the path the application sent,
// the operation's own path or one ending with it (the application's base kept a gateway prefix the upstream lacks).
import { type HostPlaceholder, OPERATION_IDS, OPERATIONS, type OperationId, type Region } from '../model/operations.js';
import type { Listener } from './listeners.js';

const CALLS = OPERATION_IDS.filter((id) => OPERATIONS[id].role === 'call');

export function operationAt(host: HostPlaceholder, path: string): OperationId | undefined {
  const onHost = CALLS.filter((id) => OPERATIONS[id].host === host);
  return onHost.find((id) => OPERATIONS[id].path === path) ?? onHost.find((id) => path.endsWith(OPERATIONS[id].path));
}

/** Where an exchange came in: the listener's host, its region, the path as the application sent it, its operation. */
export interface ProxyRoute {
  host: HostPlaceholder;
  region?: Region;
  path: string;
  operation?: OperationId;
}

export const routeOf = (listener: Listener, sent: string): ProxyRoute => {
  const path = sent.split('?')[0] as string;
  const operation = listener.receiver ? 'webhookEvent' : operationAt(listener.host, path);
  return {
    host: listener.host,
    ...(listener.region === undefined ? {} : { region: listener.region }),
    path,
    ...(operation === undefined ? {} : { operation }),
  };
};
