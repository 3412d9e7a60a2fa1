// One request forwarded: streamed to the upstream and its answer streamed back as it comes, each body teed into a
// capped copy for judging. Nothing on this path waits for judging; the answer is the vendor's, untouched.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { BodyTee } from './body-tee.js';
import type { Seen } from './captured.js';
import { endToEnd, towardsUpstream } from './headers.js';
import { type Listener, upstreamPath, upstreamUrl } from './listeners.js';

export interface ForwardContext {
  listener: Listener;
  agent: http.Agent;
  bodyCap: number;
  idleMs: number;
  nextNumber(): number;
  /** Called once the exchange is over (answered, failed or cut off): it only queues. */
  done(seen: Seen, outcome: 'forwarded' | 'upstream-failed' | 'client-gone'): void;
}

class UpstreamIdle extends Error {}

const ignore = () => {};

/** A body's declared length, when its message gives one it can be framed by. */
const declaredLength = (message: IncomingMessage): number | undefined => {
  const length = message.headers['content-length'];
  return length !== undefined && /^\d+$/.test(length) && message.headers['transfer-encoding'] === undefined
    ? Number(length)
    : undefined;
};

const pathAndQuery = (absolute: string): string => {
  const url = new URL(absolute, 'http://absolute.form');
  return `${url.pathname}${url.search}`;
};

/** The proxy's own answer when the upstream gave none: a short JSON naming the upstream and what went wrong. */
function failWith(res: ServerResponse, listener: Listener, err: Error): void {
  const idle = err instanceof UpstreamIdle;
  const code = (err as NodeJS.ErrnoException).code;
  const what = idle ? 'sent nothing for too long' : `failed${code ? ` (${code})` : ''}`;
  const body = JSON.stringify({ error: `vts proxy: upstream ${listener.base.host} ${what}` });
  res.writeHead(idle ? 504 : 502, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function forward(req: IncomingMessage, res: ServerResponse, ctx: ForwardContext): void {
  const started = Date.now();
  const { listener } = ctx;
  // A request line in absolute form (as to a forward proxy) keeps only its path and query.
  const sent = req.url?.startsWith('/') ? req.url : pathAndQuery(req.url ?? '/');
  const url = upstreamUrl(listener, sent);
  const seen: Seen = {
    n: ctx.nextNumber(),
    startedAt: new Date(started),
    method: req.method ?? 'GET',
    url,
    requestHeaders: req.rawHeaders,
    requestBody: new BodyTee(ctx.bodyCap, declaredLength(req)),
    durationMs: 0,
  };
  // The vendor's answer untouched: Node would add a Date header where the vendor sent none.
  res.sendDate = false;
  let finished = false;
  const finish = (outcome: 'forwarded' | 'upstream-failed' | 'client-gone') => {
    if (finished) return;
    finished = true;
    seen.durationMs = Date.now() - started;
    ctx.done(seen, outcome);
  };
  const { base } = listener;
  const upstream = (base.protocol === 'https:' ? https : http).request({
    protocol: base.protocol,
    hostname: base.hostname,
    port: base.port || undefined,
    method: req.method,
    path: upstreamPath(listener, sent),
    headers: towardsUpstream(req.rawHeaders, base.host),
    setHost: false,
    agent: ctx.agent,
  });
  upstream.setTimeout(ctx.idleMs, () => upstream.destroy(new UpstreamIdle()));
  upstream.on('error', (err) => {
    if (!res.headersSent && !res.destroyed) failWith(res, listener, err);
    else res.destroy();
    finish('upstream-failed');
  });
  upstream.on('response', (answer) => {
    const tee = new BodyTee(ctx.bodyCap, declaredLength(answer));
    seen.response = { status: answer.statusCode ?? 502, headers: answer.rawHeaders, body: tee };
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
    answer.on('data', tee.take);
    // A reset mid-answer is handled on close; unheard, its error event would end the process.
    answer.on('error', ignore);
    answer.pipe(res);
    answer.on('close', () => {
      if (answer.complete) return finish('forwarded');
      // Cut off mid-answer: the application sees its connection reset, as it would have from the vendor.
      res.destroy();
      seen.response = undefined;
      finish('upstream-failed');
    });
  });
  req.on('data', seen.requestBody.take);
  req.on('error', ignore);
  req.pipe(upstream);
  res.on('close', () => {
    if (res.writableFinished) return;
    upstream.destroy();
    finish('client-gone');
  });
}
