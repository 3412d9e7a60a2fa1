// A rule request's answer as the fault and profile tests compare it: the status, the headers that say something, and
// the body with its per-request values masked. A body that is not JSON (a fault may cut one short) is kept as its text;
// `parts` go as a multipart form with a fresh boundary each time, as the harness sends them.
import { formOf } from './input-files.js';
import type { RuleRequest } from './rule-requests.js';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

// Headers that differ on every reply, or follow the body's length.
const VOLATILE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Tokens, request/reference ids (metaData's and metadata's), echoed transaction ids and the lookup time vary per
 * request: everything else is compared. Only values of the documented type and form are masked, so a fault that changes
 * one of them still shows. A face match score is fixed by the two images, so it is compared as it is.
 */
export const masked = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) => {
    if (typeof v !== 'string') return v;
    if (v.startsWith('sbx_tok_')) return '<token>';
    if (['requestId', 'transactionId', 'referenceId'].includes(key)) return `<${key}>`;
    if (key === 'timestamp' && ISO_MS.test(v)) return '<timestamp>';
    return v;
  });

export async function answerOf(url: string, request: RuleRequest): Promise<Answer> {
  const { path, body, parts, headers = {} } = request;
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    ...(parts === undefined
      ? { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }
      : { headers, body: formOf(parts) }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { notJson: text };
  }
  return {
    status: response.status,
    headers: Object.fromEntries([...response.headers].filter(([name]) => !VOLATILE_HEADERS.has(name))),
    body: masked(parsed),
  };
}
