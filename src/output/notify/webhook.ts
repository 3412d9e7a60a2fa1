// Any incoming webhook (Teams workflows, Google Chat, Mattermost, Slack's own): the message's JSON POSTed with undici.
// The URL is a secret (it is the credential), so no line ever shows it.
import { fetch } from 'undici';
import type { NotifyMessage } from './message.js';

export async function postToWebhook(message: NotifyMessage, url: string, deadlineMs: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(deadlineMs),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** What went wrong, without the URL: the HTTP status, a timeout, or the connection's error code. */
export function webhookFailure(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; name?: string } };
  if (e.name === 'TimeoutError') return 'no answer within the deadline';
  if (/^HTTP \d+$/.test(e.message)) return e.message;
  return e.cause?.code ?? e.cause?.name ?? e.name;
}
