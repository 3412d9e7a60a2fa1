// A case's exchanges as a capture of them would hold them (the bytes on the wire, the answer as received): the traffic
// the audit self-tests judge, made by running the rules against the sandbox; the events the harness's receiver got, as
// the team's receiver would log them, after the requests.
import type { CapturedExchange } from '../../../src/capture/types.js';
import type { CaseResult } from '../../../src/model/types.js';
import { wireExchanges } from '../../../bench/capture-lines.js';

const encoder = new TextEncoder();

/** Where the team's receiver is taken to listen: the vendor's deliveries to it are the capture's events. */
export const RECEIVER = 'https://receiver.test/hooks/vts';

export async function capturedOf(results: CaseResult[], file = 'cases'): Promise<CapturedExchange[]> {
  const out: CapturedExchange[] = (await wireExchanges(results)).map((e, i) => ({ ...e, source: { file, entry: i + 1 } }));
  for (const result of results)
    for (const event of result.exchange?.events ?? [])
      out.push({
        startedAt: new Date(Date.UTC(2026, 11, 1, 0, 0, out.length)).toISOString(),
        method: 'POST',
        url: RECEIVER,
        request: { headers: event.headers, body: encoder.encode(JSON.stringify(event.body)) },
        response: { status: 200, headers: {} },
        source: { file, entry: out.length + 1 },
      });
  return out;
}
