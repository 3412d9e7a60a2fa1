// Rules run against the sandbox through `vts proxy`'s forwarding, as a team's application would be: every vendor host
// behind its listener, and the harness's receiver behind the proxy's receiver listener (the sandbox is given the proxy's
// URL as the webhookUrl). The proxy writes its HAR; what audit is to be told comes back with it.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { server, type Server } from '../../../src/audit/match.js';
import type { KnownValues } from '../../../src/capture/har-marks.js';
import { HOSTS, type HostPlaceholder, REGIONS } from '../../../src/model/operations.js';
import { openHar } from '../../../src/proxy/har.js';
import { type RunningProxy, startProxy } from '../../../src/proxy/proxy.js';
import { runOnSandbox } from '../sandbox-run.js';
import { ruleLiterals } from '../../../src/cli/audit-setup.js';

export const SANDBOX_DATA = JSON.parse(readFileSync('fixtures/targets/sandbox.json', 'utf8')).data as Record<string, string>;

/** What `vts proxy` marks and `vts audit` reads back, in front of the sandbox: its pair as VTS_APP_ID/VTS_APP_KEY, and
 * its profile (VTS_TARGET=sandbox). */
export const SANDBOX_KNOWN: KnownValues = {
  credentials: { appId: SANDBOX_DATA.appId as string, appKey: SANDBOX_DATA.appKey as string },
  profiles: [SANDBOX_DATA],
  literals: ruleLiterals(),
};

export interface ProxiedRun {
  har: string;
  /** The sandbox's base URL: every host's, and with `/<region>` after it the region host's. */
  upstream: string;
  servers: Server[];
  /** The receiver's URL, when a flow case gave the sandbox one. */
  receivers: URL[];
}

/** `secrets`: what the HAR scrubs besides what it finds (the sandbox's appKey, by default); `known`: what its marks name. */
export async function runThroughProxy(
  ids: string[],
  faults: string[],
  secrets = [SANDBOX_DATA.appKey as string],
  known = SANDBOX_KNOWN,
): Promise<ProxiedRun> {
  const path = join(mkdtempSync(join(tmpdir(), 'vts-proxy-har-')), 'proxy.har');
  const har = openHar(path, secrets, known);
  const proxies: RunningProxy[] = [];
  const judge = {
    onExchange: (e: Parameters<typeof har.append>[0], route: { operation?: Parameters<typeof har.append>[1] }) =>
      har.append(e, route.operation),
  };
  let upstream = '';
  let receiver: Promise<{ own: URL; proxy: string }> | undefined;
  await runOnSandbox(ids, {
    faults,
    via: async (base) => {
      upstream = base;
      const upstreams = Object.fromEntries(
        (Object.keys(HOSTS) as HostPlaceholder[]).map((h) => [h, h === 'region_url' ? `${base}/{region}` : base]),
      );
      const proxy = await startProxy({ upstreams, ...judge });
      proxies.push(proxy);
      const urls = proxy.urls as Record<string, string>;
      return (host, region) => (host === 'region_url' ? (urls[`region_url:${region}`] as string) : (urls[host] as string));
    },
    webhookVia: async (url) => {
      const own = new URL(url);
      receiver ??= startProxy({ upstreams: {}, receiver: own.origin, ...judge }).then((proxy) => {
        proxies.push(proxy);
        return { own, proxy: proxy.urls.receiver as string };
      });
      return `${(await receiver).proxy}${own.pathname}`;
    },
  });
  for (const proxy of proxies) await proxy.close();
  await har.close();
  return {
    har: path,
    upstream,
    servers: [server(upstream), ...REGIONS.map((r) => server(`${upstream}/${r}`))],
    receivers: receiver ? [new URL((await receiver).own.origin)] : [],
  };
}
