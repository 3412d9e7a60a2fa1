// What the proxy listens on: one listener per vendor host. An application changes only its base URLs to use it; the
// paths it sends, and any gateway prefix in the base it replaced, stay exactly as they were, so no path is rewritten
// and nothing the application sends has to say which host it meant (one port with a prefix per host would change
// every path the application sends).
import { VtsError } from '../base/errors.js';
import { HOSTS, type HostPlaceholder, OPERATIONS, type Region, REGIONS } from '../model/operations.js';
import { baseUrlProblem } from '../targets/base-url.js';

/** A vendor host's upstream base URL, by its placeholder: `https://gw.example/vendor/auth` keeps its prefix; the
 * region host's holds `{region}`, where each region's listener puts its code. */
export type Upstreams = Partial<Record<HostPlaceholder, string>>;

/** `auth_url`, `region_url:ind` for a region's own listener, or `receiver` in front of the team's webhook receiver. */
export type ListenerKey = HostPlaceholder | `region_url:${Region}` | 'receiver';

export interface Listener {
  key: ListenerKey;
  /** The vendor host; the receiver's listener carries the host of the event's operation. */
  host: HostPlaceholder;
  region?: Region;
  /** In front of the team's webhook receiver: what comes in is the vendor's delivery of an event. */
  receiver?: true;
  /** The upstream's base URL, without a trailing slash: the path the application sends is appended to it. */
  base: URL;
}

/** One listener per upstream given, one per region where the region host's URL holds `{region}`; and one in front of
 * the team's webhook receiver when its URL is given (the vendor is then given the proxy's URL as the webhookUrl). */
export function listenersOf(upstreams: Upstreams, receiver?: string): Listener[] {
  if (Object.values(upstreams).every((u) => u === undefined) && receiver === undefined)
    throw new VtsError('VTS_ERR_USAGE', 'vts proxy has no upstream: set the vendor base URLs (VTS_AUTH_URL, …) it forwards to');
  return [...vendorListeners(upstreams), ...(receiver === undefined ? [] : [receiverListener(receiver)])];
}

function receiverListener(raw: string): Listener {
  const text = raw.trim().replace(/\/+$/, '');
  const problem = baseUrlProblem(text);
  if (problem !== undefined)
    throw new VtsError('VTS_ERR_USAGE', `--webhook ${problem}: give your receiver's URL, e.g. https://app.example/hooks`);
  return { key: 'receiver', host: OPERATIONS.webhookEvent.host, receiver: true, base: new URL(text) };
}

function vendorListeners(upstreams: Upstreams): Listener[] {
  const given = Object.entries(upstreams).filter((e): e is [HostPlaceholder, string] => e[1] !== undefined);
  return given.flatMap(([host, raw]): Listener[] => {
    if (!(host in HOSTS))
      throw new VtsError('VTS_ERR_USAGE', `${host} is no vendor host: use one of ${Object.keys(HOSTS).join(', ')}`);
    if (host === 'region_url' && raw.includes('{region}'))
      return REGIONS.map((region) => ({
        key: `region_url:${region}` as const,
        host,
        region,
        base: baseOf(host, raw.replaceAll('{region}', region)),
      }));
    return [{ key: host, host, base: baseOf(host, raw) }];
  });
}

function baseOf(host: HostPlaceholder, raw: string): URL {
  const text = raw.trim().replace(/\/+$/, '');
  const problem = baseUrlProblem(text);
  if (problem === undefined) return new URL(text);
  const shown = problem.startsWith('holds credentials') ? '' : `=${JSON.stringify(raw)}`;
  throw new VtsError(
    'VTS_ERR_USAGE',
    `${HOSTS[host]}${shown} ${problem}: give the vendor's base URL, e.g. https://api.vendor.example`,
  );
}

/** The path the upstream is asked: its base's prefix, then the path and query exactly as the application sent them (not
 * through URL, which would normalise dot segments and escapes). */
export const upstreamPath = (listener: Listener, sent: string): string => `${listener.base.pathname.replace(/\/+$/, '')}${sent}`;

export const upstreamUrl = (listener: Listener, sent: string): string => `${listener.base.origin}${upstreamPath(listener, sent)}`;
