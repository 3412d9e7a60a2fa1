// Captured exchanges written as the NDJSON shape audit reads (docs/audit.md): bodies as base64, so bytes stay bytes.
import type { CapturedExchange } from '../../../src/capture/types.js';

const b64 = (bytes: Uint8Array | undefined) => (bytes === undefined ? null : { base64: Buffer.from(bytes).toString('base64') });

export const asNdjson = (exchanges: CapturedExchange[]): string =>
  exchanges
    .map((e) =>
      JSON.stringify({
        time: e.startedAt,
        method: e.method,
        url: e.url,
        request: { headers: e.request.headers, body: b64(e.request.body) },
        ...(e.response
          ? { response: { status: e.response.status, headers: e.response.headers, body: b64(e.response.body) } }
          : {}),
      }),
    )
    .map((l) => `${l}\n`)
    .join('');
