// A HAR of sandbox traffic as a team's would be captured: the rules run against a sandbox with faults switched on,
// through the proxy, which writes the HAR (credentials and personal values scrubbed).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOSTS, type HostPlaceholder } from '../../../src/model/operations.js';
import { openHar } from '../../../src/proxy/har.js';
import { type RunningProxy, startProxy } from '../../../src/proxy/proxy.js';
import { runOnSandbox } from '../sandbox-run.js';

export const SANDBOX_DATA = JSON.parse(readFileSync('fixtures/targets/sandbox.json', 'utf8')).data as Record<string, string>;

export interface ProxyHar {
  file: string;
  /** The sandbox's base URL: every host's, and with `/<region>` after it the region host's. */
  upstream: string;
}

export async function harThroughProxy(ids: string[], faults: string[]): Promise<ProxyHar> {
  const file = join(mkdtempSync(join(tmpdir(), 'vts-drift-har-')), 'proxy.har');
  const har = openHar(file, [SANDBOX_DATA.appKey as string]);
  let proxy: RunningProxy | undefined;
  let upstream = '';
  await runOnSandbox(ids, {
    faults,
    via: async (base) => {
      upstream = base;
      const upstreams = Object.fromEntries(
        (Object.keys(HOSTS) as HostPlaceholder[]).map((h) => [h, h === 'region_url' ? `${base}/{region}` : base]),
      );
      proxy = await startProxy({ upstreams, onExchange: (e, route) => har.append(e, route.operation) });
      const urls = proxy.urls as Record<string, string>;
      return (host, region) => (host === 'region_url' ? (urls[`region_url:${region}`] as string) : (urls[host] as string));
    },
  });
  await proxy?.close();
  await har.close();
  return { file, upstream };
}
