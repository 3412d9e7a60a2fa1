// Which operation a captured exchange called: by method, host and path under the vendor's base URLs (a gateway's path
// prefix kept). An exchange under a vendor host that matches no operation is reported; anything else is skipped.
import {
  HOSTS,
  type HostPlaceholder,
  OPERATION_IDS,
  OPERATIONS,
  type OperationId,
  REGIONS,
  type Region,
} from '../model/operations.js';

/** A base URL the vendor answers under: one host's (an operation of that host only), or any (`--server`). */
export interface Server {
  url: URL;
  host?: HostPlaceholder;
  region?: Region;
}

export type Match =
  | { kind: 'operation'; operation: OperationId; base: string; region?: Region }
  /** A delivery to the team's webhook receiver: the service's event. */
  | { kind: 'event' }
  /** Under a vendor host, but no operation's method and path. */
  | { kind: 'unmatched'; host: string; path: string }
  | { kind: 'skipped' };

const trimmed = (path: string) => path.replace(/\/+$/, '');

/** A base URL as a Server; throws TypeError on a malformed one (the command names the variable). */
export const server = (url: string, host?: HostPlaceholder, region?: Region): Server => ({
  url: new URL(url),
  ...(host ? { host } : {}),
  ...(region ? { region } : {}),
});

/** The vendor's base URLs from the environment (VTS_AUTH_URL…; VTS_REGION_URL once per region). */
export function serversFromEnv(env: NodeJS.ProcessEnv = process.env): Server[] {
  const out: Server[] = [];
  for (const host of Object.keys(HOSTS) as HostPlaceholder[]) {
    const raw = env[HOSTS[host]]?.trim();
    if (!raw) continue;
    if (host === 'region_url') for (const region of REGIONS) out.push(server(raw.replace(/\{region\}/g, region), host, region));
    else out.push(server(raw, host));
  }
  return out;
}

/** A path as reports show it: ids and other values in it (digits, an @, a long segment) as `{…}`. */
export const pathShown = (path: string): string =>
  path
    .split('/')
    .map((s) => (/\d{3,}|@|%|^[^/]{41,}$/.test(s) ? '{…}' : s))
    .join('/');

export function matchExchange(method: string, url: string, servers: readonly Server[], receivers: readonly URL[] = []): Match {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { kind: 'skipped' };
  }
  const path = trimmed(u.pathname);
  const under = (r: URL) => path === trimmed(r.pathname) || path.startsWith(`${trimmed(r.pathname)}/`);
  if (method.toUpperCase() === 'POST' && receivers.some((r) => r.origin === u.origin && under(r))) return { kind: 'event' };
  let vendorHost = false;
  for (const s of servers) {
    if (s.url.origin !== u.origin) continue;
    vendorHost = true;
    const prefix = trimmed(s.url.pathname);
    if (!path.startsWith(`${prefix}/`) || method.toUpperCase() !== 'POST') continue;
    const rest = path.slice(prefix.length);
    const operation = OPERATION_IDS.find(
      (id) =>
        OPERATIONS[id].role === 'call' &&
        OPERATIONS[id].path === rest &&
        (s.host === undefined || OPERATIONS[id].host === s.host),
    );
    if (operation !== undefined)
      return { kind: 'operation', operation, base: `${s.url.origin}${prefix}`, ...(s.region ? { region: s.region } : {}) };
  }
  return vendorHost ? { kind: 'unmatched', host: u.host, path: pathShown(u.pathname) } : { kind: 'skipped' };
}
