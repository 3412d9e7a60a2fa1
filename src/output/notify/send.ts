// The end of a run, told to the team: decide whether the night needs a message (when.ts), build it (message.ts), send
// it to each destination at once under one deadline. A failed send is a warning line; the run's exit code stays.
import { executorFrom } from '../allure/executor.js';
import { buildMessage, type Links, type NotifyMessage } from './message.js';
import type { Night } from './night.js';
import { notifyAsked, notifySettings, type NotifySettings } from './settings.js';
import { readState, stateFile, stateKey, writeState } from './state.js';
import { decideMessage, lastOf } from './when.js';

/** Per destination: a chat that does not answer in this long is given up on, so a nightly job never hangs on it. */
export const NOTIFY_DEADLINE_MS = 10_000;

type Env = Record<string, string | undefined>;
type Out = (line: string) => void;

export const linksFrom = (env: Env): Links => {
  const executor = executorFrom(env);
  return {
    ...(executor?.buildUrl ? { runUrl: executor.buildUrl } : {}),
    ...(executor?.reportUrl ? { reportUrl: executor.reportUrl } : {}),
  };
};

/** Sends to every destination set up; the names of those it reached, and a line for each it did not. */
async function sendAll(
  message: NotifyMessage,
  settings: NotifySettings,
  deadlineMs: number,
): Promise<{ sent: string[]; failed: string[] }> {
  const sends: [string, () => Promise<void>, (err: unknown) => string][] = [];
  if (settings.slack !== undefined) {
    const slack = settings.slack;
    const { postToSlack, slackFailure } = await import('./slack.js');
    sends.push([`Slack ${slack.channel}`, () => postToSlack(message, slack, deadlineMs), slackFailure]);
  }
  if (settings.webhookUrl !== undefined) {
    const url = settings.webhookUrl;
    const { postToWebhook, webhookFailure } = await import('./webhook.js');
    sends.push(['the webhook (VTS_NOTIFY_WEBHOOK_URL)', () => postToWebhook(message, url, deadlineMs), webhookFailure]);
  }
  const results = await Promise.allSettled(sends.map(([, send]) => send()));
  const sent: string[] = [];
  const failed: string[] = [];
  results.forEach((r, i) => {
    const [name, , failure] = sends[i]!;
    if (r.status === 'fulfilled') sent.push(name);
    else failed.push(`warning: notify: not sent to ${name}: ${failure(r.reason)}`);
  });
  return { sent, failed };
}

/** After a run: a message when the night needs one. Nothing at all (no file read or written) when notify is not set up. */
export async function tellTheTeam(night: Night, out: Out, options: { env?: Env; deadlineMs?: number } = {}): Promise<void> {
  const env = options.env ?? process.env;
  if (!notifyAsked(env)) return;
  const settings = notifySettings(env);
  for (const line of settings.problems) out(`warning: ${line}`);
  if (settings.slack === undefined && settings.webhookUrl === undefined) return;
  const key = stateKey(night.target, night.selection);
  const file = stateFile();
  const last = readState(file)[key];
  const decision = decideMessage(night, last, settings.always);
  const now = lastOf(night);
  if (!decision.send) {
    if (last === undefined) writeState(key, now, file);
    out(
      last === undefined
        ? `notify: none sent: ${decision.headline}, the first night kept for ${key}`
        : `notify: none sent: ${decision.headline}, with the same failing rules as the last night of ${key}`,
    );
    return;
  }
  const message = buildMessage(night, decision.headline, linksFrom(env));
  const { sent, failed } = await sendAll(message, settings, options.deadlineMs ?? NOTIFY_DEADLINE_MS);
  for (const line of failed) out(line);
  if (sent.length > 0) out(`notify: "${decision.headline}" sent to ${sent.join(' and ')}`);
  // A destination that missed the message gets it again next night: the last night is kept only once all had it.
  if (failed.length === 0) writeState(key, now, file);
}

/** `vts notify --test`: one message marked as a test to each destination; the lines to print and whether all had it. */
export async function sendTestMessage(
  target: string,
  options: { env?: Env; deadlineMs?: number } = {},
): Promise<{ lines: string[]; ok: boolean }> {
  const env = options.env ?? process.env;
  const settings = notifySettings(env);
  const lines = [...settings.problems.map((l) => `problem: ${l}`), ...settings.hints.map((l) => `hint: ${l}`)];
  if (settings.slack === undefined && settings.webhookUrl === undefined)
    return {
      lines: [
        ...lines,
        'notify: nothing to send to: set notify.slackChannel in vts.config.json and VTS_SLACK_TOKEN, or VTS_NOTIFY_WEBHOOK_URL (docs/notify.md)',
      ],
      ok: false,
    };
  const night: Night = { target, code: 0, counts: {}, failing: [], shrink: false };
  const message = buildMessage(night, 'a test message: notify is set up', linksFrom(env), { test: true });
  const { sent, failed } = await sendAll(message, settings, options.deadlineMs ?? NOTIFY_DEADLINE_MS);
  return {
    lines: [...lines, ...failed, ...(sent.length > 0 ? [`notify: test message sent to ${sent.join(' and ')}`] : [])],
    ok: failed.length === 0 && settings.problems.length === 0,
  };
}
