// A case's exchanges as a team's capture would hold them (the bytes on the wire, the answer as received), and written as
// the NDJSON lines `vts audit` reads (docs/audit.md): the traffic the audit and proxy sections of the bench are fed.
import type { CapturedExchange } from '../src/capture/types.js';
import type { CaseResult, SentRequest } from '../src/model/types.js';
import { encode } from '../src/transport/wire.js';

/** An exchange as the bench writes it: a capture's, without the place it was read from. */
export type WireExchange = Omit<CapturedExchange, 'source'>;

/** The request's headers and body bytes as fetch sends them (a multipart body with the boundary fetch chose). */
export async function requestBytes(request: SentRequest): Promise<{ headers: Record<string, string>; body?: Uint8Array }> {
  const { headers, body } = encode(request);
  if (body === undefined) return { headers };
  const built = new Request('http://capture.invalid/', { method: 'POST', body, headers });
  const type = built.headers.get('content-type');
  return { headers: { ...headers, ...(type ? { 'content-type': type } : {}) }, body: new Uint8Array(await built.arrayBuffer()) };
}

const encoder = new TextEncoder();

/** Every step of every case, its last attempt's answer as the capture's response; a second apart from `start`. */
export async function wireExchanges(results: CaseResult[], start = Date.UTC(2026, 11, 1)): Promise<WireExchange[]> {
  const out: WireExchange[] = [];
  for (const result of results)
    for (const step of result.exchange?.steps ?? []) {
      const answer = step.attempts.at(-1)?.response;
      out.push({
        startedAt: new Date(start + out.length * 1000).toISOString(),
        method: step.request.method,
        url: `${step.request.base}${step.request.path}`,
        request: await requestBytes(step.request),
        ...(answer
          ? {
              response: {
                status: answer.status,
                headers: answer.headers,
                body: encoder.encode(answer.json ? JSON.stringify(answer.body) : String(answer.body)),
              },
            }
          : {}),
      });
    }
  return out;
}

const b64 = (bytes: Uint8Array | undefined) => (bytes === undefined ? null : { base64: Buffer.from(bytes).toString('base64') });

/** One NDJSON line (without its newline): bodies as base64, so bytes stay bytes. */
export const ndjsonLine = (e: WireExchange): string =>
  JSON.stringify({
    time: e.startedAt,
    method: e.method,
    url: e.url,
    request: { headers: e.request.headers, body: b64(e.request.body) },
    ...(e.response ? { response: { status: e.response.status, headers: e.response.headers, body: b64(e.response.body) } } : {}),
  });

/** `count` lines, `lines` over and over (a transaction id seen again is still an exchange to judge). */
export function* repeated(lines: readonly string[], count: number): Generator<string> {
  if (lines.length === 0) return;
  for (let i = 0; i < count; i++) yield lines[i % lines.length] as string;
}
