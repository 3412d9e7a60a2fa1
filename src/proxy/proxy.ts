// `vts proxy` as a library: listeners in front of the vendor's hosts, forwarding the team's traffic untouched and
// handing each finished exchange to judging, off the request's path.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { CapturedExchange } from '../capture/types.js';
import { DEFAULT_BODY_CAP } from './body-tee.js';
import { capturedOf, type Seen } from './captured.js';
import { forward } from './forward.js';
import { judgingQueue } from './judging-queue.js';
import { type Listener, type ListenerKey, listenersOf, type Upstreams } from './listeners.js';

export type { ProxyRoute };
import { type ProxyRoute, routeOf } from './route.js';

export interface ProxyOptions {
  upstreams: Upstreams;
  /** The team's webhook receiver: a listener in front of it forwards the vendor's deliveries, judged as events. */
  receiver?: string;
  /** The address to listen on; 127.0.0.1 unless given. */
  host?: string;
  /** A port by listener; 0 (any free port) unless given. */
  ports?: Partial<Record<ListenerKey, number>>;
  /** Bytes of a body kept for judging; past it the body is `bodyOmitted`. */
  bodyCap?: number;
  /** Exchanges waiting for judging; past it the newest is dropped and counted. */
  queueCap?: number;
  /** An upstream silent this long fails the request (504), a client silent this long is let go. */
  idleMs?: number;
  /** Within this, in-flight exchanges finish on close; past it their connections are cut. */
  closeGraceMs?: number;
  /** Called off the request's path, one exchange per turn of the event loop; what it throws is counted, never passed on.
   * A promise it gives (judging in another thread) keeps the exchange counted against `queueCap` until it settles. */
  onExchange(exchange: CapturedExchange, route: ProxyRoute): void | PromiseLike<void>;
}

export interface ProxyStats {
  /** Exchanges answered by the upstream and passed through whole. */
  forwarded: number;
  /** Refused, reset, or silent past the idle cap: answered 502/504 by the proxy, or cut off mid-answer. */
  upstreamFailures: number;
  /** The application went away before its answer was through. */
  clientGone: number;
  inFlight: number;
  /** Waiting for judging, or being judged. */
  queued: number;
  judged: number;
  /** Dropped because judging fell behind. */
  dropped: number;
  /** The judging callback threw or rejected. */
  judgingFailed: number;
}

export interface RunningProxy {
  /** Each listener's URL (`http://127.0.0.1:PORT`), by listener: what the application's base URL becomes. */
  urls: Partial<Record<ListenerKey, string>>;
  stats(): ProxyStats;
  /** Stops accepting, lets in-flight exchanges finish (within the grace), judges what waits and waits for the judging
   * under way. Once; later calls wait too. */
  close(): Promise<void>;
}

const DEFAULTS = { host: '127.0.0.1', queueCap: 10_000, idleMs: 10 * 60_000, closeGraceMs: 30_000 };

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const settings = { ...DEFAULTS, bodyCap: DEFAULT_BODY_CAP, ...options };
  const listeners = listenersOf(options.upstreams, options.receiver);
  const counts = { forwarded: 0, upstreamFailures: 0, clientGone: 0, inFlight: 0 };
  const queue = judgingQueue<{ seen: Seen; route: ProxyRoute }>(settings.queueCap, ({ seen, route }) =>
    options.onExchange(capturedOf(seen), route),
  );
  let numbers = 0;
  const servers = listeners.map((listener) => serve(listener));

  function serve(listener: Listener) {
    const agent = new (listener.base.protocol === 'https:' ? https : http).Agent({ keepAlive: true });
    // No cap on a whole request's time (a slow 6 MB upload is the application's to time out), only on silence.
    const server = http.createServer({ requestTimeout: 0 }, (req, res) => {
      counts.inFlight++;
      forward(req, res, {
        listener,
        agent,
        bodyCap: settings.bodyCap,
        idleMs: settings.idleMs,
        nextNumber: () => ++numbers,
        done(seen, outcome) {
          counts.inFlight--;
          if (outcome === 'client-gone') return void counts.clientGone++;
          counts[outcome === 'forwarded' ? 'forwarded' : 'upstreamFailures']++;
          queue.offer({ seen, route: routeOf(listener, req.url ?? '/') });
        },
      });
    });
    server.setTimeout(settings.idleMs);
    return { listener, server, agent };
  }

  await Promise.all(
    servers.map(
      ({ listener, server }) =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(settings.ports?.[listener.key] ?? 0, settings.host, () => resolve());
        }),
    ),
  );
  const urls = Object.fromEntries(
    servers.map(({ listener, server }) => [
      listener.key,
      `http://${hostInUrl(settings.host)}:${(server.address() as AddressInfo).port}`,
    ]),
  );

  let closing: Promise<void> | undefined;
  const close = async () => {
    await Promise.all(servers.map(({ server }) => stopServer(server, settings.closeGraceMs)));
    for (const { agent } of servers) agent.destroy();
    await queue.flush();
  };
  return {
    urls,
    stats: () => {
      const { queued, judged, dropped, failed } = queue.counts();
      return { ...counts, queued, judged, dropped, judgingFailed: failed };
    },
    close: () => (closing ??= close()),
  };
}

const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** Stops accepting, closes idle keep-alive connections, and cuts the rest once the grace has passed. */
function stopServer(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
