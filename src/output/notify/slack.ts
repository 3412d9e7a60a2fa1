// Slack through its own client (@slack/web-api): chat.postMessage to the configured channel. Allure's Slack plugin
// does not fit (docs/notify.md): it posts at report time, its own message, to slack.com only.
import { LogLevel, type Logger, WebClient } from '@slack/web-api';
import type { NotifyMessage } from './message.js';

/** The client logs to the console by default: a failure is reported once, by the caller, as one line. */
const silent: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  setLevel: () => {},
  getLevel: () => LogLevel.ERROR,
  setName: () => {},
};

/** `&`, `<` and `>` are Slack's markup: a title holding one is shown as written. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function postToSlack(
  message: NotifyMessage,
  slack: { channel: string; token: string; apiUrl: string },
  deadlineMs: number,
): Promise<void> {
  // No retry and no wait on a rate limit: a run's end waits at most the deadline (the client's default retries for 30 min).
  const client = new WebClient(slack.token, {
    slackApiUrl: slack.apiUrl,
    timeout: deadlineMs,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    logger: silent,
  });
  await client.chat.postMessage({ channel: slack.channel, text: escaped(message.text), unfurl_links: false });
}

/** What went wrong, without the token: Slack's error code, else the HTTP status or the request's error code. */
export function slackFailure(err: unknown): string {
  const e = err as { code?: string; data?: { error?: string }; statusCode?: number; original?: { name?: string; code?: string } };
  if (e.data?.error) return `Slack said ${e.data.error}`;
  if (e.statusCode !== undefined) return `HTTP ${e.statusCode}`;
  if (e.original?.name === 'TimeoutError') return 'no answer within the deadline';
  return e.original?.code ?? e.original?.name ?? e.code ?? 'the request failed';
}
