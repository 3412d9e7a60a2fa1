// Headers as they travel through the proxy: raw (name, value, name, value…), so a header sent twice is passed twice and
// every name keeps its case. Only the hop-by-hop ones stop here (RFC 9110 §7.6.1): they describe one connection, and
// Node frames each side's own.
import type { CapturedHeaders } from '../capture/types.js';

const HOP_BY_HOP = new Set(['connection', 'proxy-connection', 'keep-alive', 'te', 'transfer-encoding', 'upgrade']);

/** The raw headers without the hop-by-hop ones, nor those the Connection header names. */
export function endToEnd(raw: readonly string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i < raw.length; i += 2)
    if ((raw[i] as string).toLowerCase() === 'connection')
      for (const token of (raw[i + 1] as string).split(',')) named.add(token.trim().toLowerCase());
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (!HOP_BY_HOP.has(name) && !named.has(name)) out.push(raw[i] as string, raw[i + 1] as string);
  }
  return out;
}

/** The request's end-to-end headers with Host set to the upstream's (a virtual host is chosen by it). */
export function towardsUpstream(raw: readonly string[], upstreamHost: string): string[] {
  const kept = endToEnd(raw);
  const out: string[] = ['Host', upstreamHost];
  for (let i = 0; i < kept.length; i += 2)
    if ((kept[i] as string).toLowerCase() !== 'host') out.push(kept[i] as string, kept[i + 1] as string);
  return out;
}

/** Raw headers as a capture holds them: names lower-case, a repeated header joined with ", " as fetch does. */
export function capturedHeaders(raw: readonly string[]): CapturedHeaders {
  const joined = new Map<string, string>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const before = joined.get(name);
    joined.set(name, before === undefined ? (raw[i + 1] as string) : `${before}, ${raw[i + 1] as string}`);
  }
  return Object.fromEntries(joined);
}
