// Where a message goes, from the environment: the channel (notify.slackChannel sets VTS_NOTIFY_SLACK_CHANNEL) and
// notify.when from the config; the Slack token and the webhook URL are secrets, so the environment is their only source.
import { NOTIFY_WHEN } from '../../config/keys.js';

type Env = Record<string, string | undefined>;
const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

export const SLACK_API = 'https://slack.com/api/';

export interface NotifySettings {
  slack?: { channel: string; token: string; apiUrl: string };
  webhookUrl?: string;
  always: boolean;
  /** A destination half set up (a channel without its token): one line each, naming the fix. */
  problems: string[];
  hints: string[];
}

/** An https URL, or http to loopback (a local stand-in or relay); else what is wrong with it. */
function urlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol === 'https:') return undefined;
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return url.protocol === 'http:' && loopback ? undefined : `is not https (${url.protocol}//)`;
}

export function notifySettings(env: Env = process.env): NotifySettings {
  const channel = value(env, 'VTS_NOTIFY_SLACK_CHANNEL');
  const token = value(env, 'VTS_SLACK_TOKEN');
  const apiUrl = value(env, 'VTS_SLACK_API_URL') ?? SLACK_API;
  const webhook = value(env, 'VTS_NOTIFY_WEBHOOK_URL');
  const when = value(env, 'VTS_NOTIFY_WHEN') ?? 'changes';
  const problems: string[] = [];
  const hints: string[] = [];
  if (channel !== undefined && token === undefined)
    problems.push(
      `notify: a Slack channel (${channel}) is set but VTS_SLACK_TOKEN is not: set it in the environment (a bot token, xoxb-…) or remove notify.slackChannel`,
    );
  if (channel === undefined && token !== undefined)
    hints.push('notify: VTS_SLACK_TOKEN is set but no channel: set notify.slackChannel in vts.config.json');
  if (token !== undefined && !token.startsWith('xox'))
    hints.push('notify: VTS_SLACK_TOKEN does not look like a Slack token (xoxb-… for a bot): check the secret');
  const apiProblem = urlProblem(apiUrl);
  if (apiProblem !== undefined) problems.push(`notify: VTS_SLACK_API_URL ${apiProblem}: unset it, or give an https URL`);
  const webhookProblem = webhook === undefined ? undefined : urlProblem(webhook);
  if (webhookProblem !== undefined)
    problems.push(`notify: VTS_NOTIFY_WEBHOOK_URL ${webhookProblem}: give the https URL your chat's incoming webhook shows`);
  if (!(NOTIFY_WHEN as readonly string[]).includes(when))
    problems.push(`notify: VTS_NOTIFY_WHEN is "${when}": use ${NOTIFY_WHEN.join(' or ')}`);
  return {
    ...(channel !== undefined && token !== undefined && apiProblem === undefined ? { slack: { channel, token, apiUrl } } : {}),
    ...(webhook !== undefined && webhookProblem === undefined ? { webhookUrl: webhook } : {}),
    always: when === 'always',
    problems,
    hints,
  };
}

/** Anything of notify is set up, well or not: a run without it reads and writes nothing of notify. */
export const notifyAsked = (env: Env = process.env): boolean =>
  ['VTS_NOTIFY_SLACK_CHANNEL', 'VTS_SLACK_TOKEN', 'VTS_NOTIFY_WEBHOOK_URL'].some((name) => value(env, name) !== undefined);
