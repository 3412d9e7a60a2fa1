// Fetching a statement from its statementUrl (issue 11 contract › Processing): a GET over http or https, at most
// FETCH_TIMEOUT_MS for the whole body and at most MAX_STATEMENT_BYTES of it. Anything else is a StatementUnavailable
// naming why, which fails the parse: the sandbox never holds more than the cap of one statement per fetch.

import type { Outbound } from '../outbound.js';

export const FETCH_TIMEOUT_MS = 10_000;
/** Not shown by the document: twice the synchronous operation's 10 MB; a year of daily statements is about 250 KB. */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

export class StatementUnavailable extends Error {}

/** The URL when it is an http(s) URL, else undefined (file:, data:, a relative path... are never fetched). */
export function httpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The statement's bytes; `stop` (the sandbox closing) abandons the fetch. Only where `outbound` may call; a redirect is
 * an answer, not followed (it could lead anywhere). */
export async function fetchStatement(
  statementUrl: string,
  stop: AbortSignal | undefined,
  outbound: Pick<Outbound, 'refusal'>,
): Promise<Buffer> {
  const url = httpUrl(statementUrl);
  if (url === undefined) throw new StatementUnavailable(`${statementUrl} is not an http or https URL`);
  const refused = outbound.refusal(url);
  if (refused) throw new StatementUnavailable(`${url.href} not fetched: ${refused}`);
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const signal = stop === undefined ? timeout : AbortSignal.any([stop, timeout]);
  try {
    const response = await fetch(url, { signal, redirect: 'manual' });
    if (!response.ok) {
      await response.body?.cancel();
      const redirect = response.status >= 300 && response.status < 400 ? ': the sandbox follows no redirect' : '';
      throw new StatementUnavailable(`GET ${url.href} answered ${response.status}${redirect}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_STATEMENT_BYTES) {
      await response.body?.cancel();
      throw new StatementUnavailable(`${url.href} is ${declared} bytes, over the ${MAX_STATEMENT_BYTES} the sandbox fetches`);
    }
    return await bodyWithin(response, url.href);
  } catch (error) {
    if (error instanceof StatementUnavailable) throw error;
    if (timeout.aborted) throw new StatementUnavailable(`${url.href} did not arrive within ${FETCH_TIMEOUT_MS} ms`);
    throw new StatementUnavailable(`GET ${url.href} failed: ${(error as Error).message}`);
  }
}

/** The body, read chunk by chunk and given up on (the rest not read) as soon as it passes the cap. */
async function bodyWithin(response: Response, href: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (reader === undefined) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > MAX_STATEMENT_BYTES) {
      await reader.cancel();
      throw new StatementUnavailable(`${href} is over the ${MAX_STATEMENT_BYTES} bytes the sandbox fetches`);
    }
    chunks.push(value);
  }
}
