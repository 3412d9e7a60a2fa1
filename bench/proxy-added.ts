// What `vts proxy` adds to a call: the sandbox and the proxy in child processes of their own (the bench's event loop is
// the client's alone), the same request sent direct and through the proxy, alternating (which goes first alternates
// too), over keep-alive connections, after a warm-up. The proxy judges every exchange off the request's path, as it
// does for a team: that is part of what is measured. The requests are the harness's own, built once by running their
// rules against an in-process sandbox.
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { ROOT } from '../src/base/paths.js';
import { HOSTS } from '../src/model/operations.js';
import type { SentRequest } from '../src/model/types.js';
import { allRules } from '../src/rules/index.js';
import { type AbLatency, abLatency } from './ab-latency.js';
import { casesOnSandbox, sandboxCredentials } from './audit-corpus.js';
import { requestBytes } from './capture-lines.js';
import { judgedCount, startNode } from './child-run.js';

/** A JSON operation's valid request, and an upload of about 6 MB (a selfie at the size limit and an ID image). */
export const PROXY_CALLS = [
  { kind: 'json', rule: 'emailBasic.request.deliverable', calls: 2000, warmUp: 100, targetMs: 5 },
  { kind: 'upload', rule: 'matchFace.selfie.size-at-limit', calls: 200, warmUp: 10, targetMs: 20 },
] as const;

export interface ProxyCallFigure extends AbLatency {
  kind: 'json' | 'upload';
  rule: string;
  bytes: number;
  /** The issue's target for the added latency at p99. */
  targetMs: number;
}

export interface ProxyAddedFigure {
  calls: ProxyCallFigure[];
  /** Exchanges the proxy said it judged when stopped, and those it forwarded without judging (it fell behind). */
  judged: number;
  behind: number;
}

/** The proxy's listeners from the lines it prints: by variable (`VTS_AUTH_URL`), a region's by listener (`region_url:ind`). */
export function listenerUrls(output: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const m of output.matchAll(/^(?:# (\S+): )?export (VTS_\w+)=(\S+)$/gm)) urls[m[1] ?? (m[2] as string)] = m[3] as string;
  return urls;
}

const SIDES = ['direct', 'via'] as const;

interface Call {
  direct: string;
  via: string;
  headers: Record<string, string>;
  body: Uint8Array;
  status: number;
}

async function callOf(sent: SentRequest, status: number, sandbox: string, listeners: Record<string, string>): Promise<Call> {
  const { headers, body } = await requestBytes(sent);
  const key = sent.region ? `${sent.host}:${sent.region}` : HOSTS[sent.host];
  const via = listeners[key];
  if (via === undefined || body === undefined) throw new Error(`the proxy printed no listener for ${key}, or no body to send`);
  // The sandbox serves each face match region under its own path, as sandboxTarget reaches it.
  return {
    direct: `${sandbox}${sent.region ? `/${sent.region}` : ''}${sent.path}`,
    via: `${via}${sent.path}`,
    headers,
    body,
    status,
  };
}

const sandboxEnv = (url: string, reports: string): Record<string, string> => ({
  ...Object.fromEntries(Object.values(HOSTS).map((name) => [name, url])),
  VTS_REGION_URL: `${url}/{region}`,
  ...sandboxCredentials(),
  VTS_REPORTS_DIR: reports,
});

export async function proxyAdded(scratch: string): Promise<ProxyAddedFigure> {
  const byId = new Map(allRules().map((r) => [r.id, r]));
  const cases = await casesOnSandbox(PROXY_CALLS.map((c) => byId.get(c.rule)).filter((r) => r !== undefined));
  const sandbox = await startNode(
    ['--import', 'tsx', join(ROOT, 'sandbox', 'main.ts'), '--port', '0', '--faults', ''],
    { VTS_SANDBOX_PROFILE: '' },
    /^VTS_SANDBOX_URL=\S+$/m,
  );
  const url = /^VTS_SANDBOX_URL=(\S+)$/m.exec(sandbox.output())?.[1] as string;
  const agent = new Agent({ keepAliveTimeout: 60_000, keepAliveMaxTimeout: 60_000 });
  let proxy;
  try {
    proxy = await startNode(
      [join(ROOT, 'bin', 'vts.mjs'), 'proxy'],
      sandboxEnv(url, join(scratch, 'proxy-reports')),
      /^proxy: forwarding/m,
    );
    const listeners = listenerUrls(proxy.output());
    const timed = async (to: string, call: Call): Promise<number> => {
      const started = performance.now();
      const res = await request(to, { method: 'POST', headers: call.headers, body: call.body, dispatcher: agent });
      await res.body.arrayBuffer();
      if (res.statusCode !== call.status) throw new Error(`${to} answered ${res.statusCode}, not ${call.status} as in-process`);
      return performance.now() - started;
    };
    const calls: ProxyCallFigure[] = [];
    for (const [i, spec] of PROXY_CALLS.entries()) {
      const step = cases[i]?.exchange?.steps.at(-1);
      const status = step?.attempts.at(-1)?.response?.status;
      if (step === undefined || status === undefined) throw new Error(`${spec.rule} sent nothing against the sandbox`);
      const call = await callOf(step.request, status, url, listeners);
      const direct: number[] = [];
      const via: number[] = [];
      for (let n = 0; n < spec.warmUp + spec.calls; n++) {
        const took = { direct: 0, via: 0 };
        for (const side of n % 2 === 0 ? SIDES : [...SIDES].reverse()) took[side] = await timed(call[side], call);
        if (n < spec.warmUp) continue;
        direct.push(took.direct);
        via.push(took.via);
      }
      calls.push({
        kind: spec.kind,
        rule: spec.rule,
        bytes: call.body.byteLength,
        targetMs: spec.targetMs,
        ...abLatency(direct, via),
      });
    }
    await proxy.stop('SIGINT');
    const said = proxy.output();
    return { calls, judged: judgedCount(said) ?? 0, behind: Number(/judging fell behind: (\d+)/.exec(said)?.[1] ?? 0) };
  } finally {
    await proxy?.stop('SIGINT');
    await agent.close();
    await sandbox.stop('SIGTERM');
  }
}
