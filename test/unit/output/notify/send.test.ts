// Sending: a destination that fails or hangs costs one warning line within the deadline, and the night is not kept (the
// next one tries again); without any notify setting nothing is read, written or sent.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Night } from '../../../../src/output/notify/night.js';
import { tellTheTeam } from '../../../../src/output/notify/send.js';
import { notifySettings } from '../../../../src/output/notify/settings.js';
import { readState, stateFile } from '../../../../src/output/notify/state.js';

const red: Night = { target: 'live', code: 1, counts: {}, failing: [{ rule: 'a.b', title: 'a b' }], shrink: false };
let server: Server;
let base: string;
let dir: string;
const saved = process.env.VTS_ALLURE_HISTORY_DIR;

beforeAll(async () => {
  // /hang never answers; /gone answers 404; Slack's stand-in says the channel is unknown.
  server = createServer((req, res) => {
    if (req.url === '/hang') return;
    if (req.url === '/gone') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":false,"error":"channel_not_found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vts-notify-send-'));
  process.env.VTS_ALLURE_HISTORY_DIR = dir;
});
afterEach(() => {
  if (saved === undefined) delete process.env.VTS_ALLURE_HISTORY_DIR;
  else process.env.VTS_ALLURE_HISTORY_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

const told = async (env: Record<string, string>) => {
  const lines: string[] = [];
  await tellTheTeam(red, (l) => lines.push(l), { env, deadlineMs: 300 });
  return lines;
};

describe('tellTheTeam', () => {
  it('reads and writes nothing when notify is not set up', async () => {
    expect(await told({})).toEqual([]);
    expect(existsSync(stateFile(dir))).toBe(false);
  });

  it('gives a hung webhook up at the deadline and a 404 at once: a warning each, without the URL; the night not kept', async () => {
    const started = Date.now();
    const lines = [
      ...(await told({ VTS_NOTIFY_WEBHOOK_URL: `${base}/hang` })),
      ...(await told({ VTS_NOTIFY_WEBHOOK_URL: `${base}/gone` })),
    ];
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(lines).toEqual([
      'warning: notify: not sent to the webhook (VTS_NOTIFY_WEBHOOK_URL): no answer within the deadline',
      'warning: notify: not sent to the webhook (VTS_NOTIFY_WEBHOOK_URL): HTTP 404',
    ]);
    expect(readState(stateFile(dir))).toEqual({});
  });

  it("says Slack's own error, never the token", async () => {
    const lines = await told({
      VTS_NOTIFY_SLACK_CHANNEL: '#nowhere',
      VTS_SLACK_TOKEN: 'xoxb-secret-81f2',
      VTS_SLACK_API_URL: `${base}/api/`,
    });
    expect(lines).toEqual(['warning: notify: not sent to Slack #nowhere: Slack said channel_not_found']);
  });
});

describe('notifySettings (what vts doctor says, sending nothing)', () => {
  it.for([
    [{ VTS_NOTIFY_SLACK_CHANNEL: '#c' }, /^notify: a Slack channel \(#c\) is set but VTS_SLACK_TOKEN is not: set it/],
    [{ VTS_NOTIFY_WEBHOOK_URL: 'hooks.example/abc' }, /^notify: VTS_NOTIFY_WEBHOOK_URL is not a URL: give the https URL/],
    [{ VTS_NOTIFY_WEBHOOK_URL: 'http://hooks.example/abc' }, /^notify: VTS_NOTIFY_WEBHOOK_URL is not https \(http:\/\/\)/],
    [{ VTS_NOTIFY_WHEN: 'sometimes' }, /^notify: VTS_NOTIFY_WHEN is "sometimes": use changes or always$/],
  ] as [Record<string, string>, RegExp][])('%o is a problem', ([env, line]) => {
    const { problems } = notifySettings(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(line);
    expect(problems[0]).not.toContain('/abc');
  });

  it('takes https, and http to loopback (a stand-in); a token without a channel is a hint', () => {
    const set = notifySettings({ VTS_NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/h', VTS_SLACK_TOKEN: 'xoxb-1' });
    expect(set.problems).toEqual([]);
    expect(set.hints).toEqual(['notify: VTS_SLACK_TOKEN is set but no channel: set notify.slackChannel in vts.config.json']);
    expect(notifySettings({ VTS_NOTIFY_WEBHOOK_URL: 'https://hooks.example/x' }).webhookUrl).toBe('https://hooks.example/x');
  });
});
