// Issue 50, item 1 (acceptance): a stand-in for Slack's API and one for an incoming webhook, on loopback. A sandbox run
// with a fault sends one message to each, naming the rule, with the run's and the report's links; a clean run after it
// sends "green again"; a second clean run sends nothing. No message holds the canary credential, the Slack token, the
// webhook's secret path or the vendor's words the fault returns.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, runInProcess } from './cli.js';

const FAULT = 'login-appKey-missing-message';
const RULE = 'login.appKey.missing';
/** What the fault makes the sandbox answer: a vendor value, in the run's reports, in no message. */
const VENDOR_VALUE = 'Missing appKey';
const CANARY = { appKey: 'canary-appkey-9d4e21', token: 'xoxb-canary-token-51ac7e', hookPath: '/hooks/canary-path-3b9f' };
const LINKS = { CI_BUILD_URL: 'https://ci.example/builds/417', CI_REPORT_URL: 'https://reports.example/417/' };

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const scratch = mkdtempSync(join(tmpdir(), 'vts-notify-'));
const slackGot: Received[] = [];
const hookGot: Received[] = [];
let slack: Server;
let hook: Server;
const runs: CliRun[] = [];
let testRun: CliRun;
let doctorRun: CliRun;

/** A loopback server that records every request and answers as the real one does. */
async function standIn(got: Received[], answer: string): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as { port: number }).port;

/** The text a message shows: Slack's form field, or the webhook's JSON field. */
const slackText = (r: Received) => new URLSearchParams(r.body).get('text') ?? JSON.parse(r.body).text;
const hookJson = (r: Received) => JSON.parse(r.body) as { text: string; vts: Record<string, unknown> };

beforeAll(async () => {
  slack = await standIn(slackGot, '{"ok":true,"channel":"C0NIGHT","ts":"1700000000.000100"}');
  hook = await standIn(hookGot, 'ok');
  const env = (name: string, faults: string) => ({
    VTS_SANDBOX_FAULTS: faults,
    VTS_SANDBOX_URL: undefined,
    VTS_APP_ID: 'canary-appid',
    VTS_APP_KEY: CANARY.appKey,
    VTS_REPORTS_DIR: join(scratch, name),
    VTS_ALLURE_HISTORY_DIR: join(scratch, 'history'),
    VTS_NOTIFY_SLACK_CHANNEL: '#vts-nightly',
    VTS_SLACK_TOKEN: CANARY.token,
    VTS_SLACK_API_URL: `http://127.0.0.1:${portOf(slack)}/api/`,
    VTS_NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${portOf(hook)}${CANARY.hookPath}`,
    GITHUB_ACTIONS: undefined,
    ...LINKS,
  });
  const conformance = ['conformance', '--target', 'sandbox', '--rule', RULE, '--seed', '7'];
  runs.push(await runCli(conformance, env('red', FAULT)));
  runs.push(await runCli(conformance, env('green', '')));
  runs.push(await runCli(conformance, env('still-green', '')));
  testRun = await runInProcess(['notify', '--test'], env('test', ''));
  doctorRun = await runInProcess(['doctor', '--operation', 'login'], {
    VTS_NOTIFY_SLACK_CHANNEL: '#vts-nightly',
    VTS_NOTIFY_WEBHOOK_URL: 'http://hooks.example/canary-path',
  });
}, 300_000);
afterAll(async () => {
  await Promise.all([slack, hook].map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(scratch, { recursive: true, force: true });
});

const shown = (run: CliRun | undefined) => `exit ${run?.code}\n${run?.output.slice(-3000)}`;

describe('a message on a night that needs one (issue 50, item 1)', () => {
  it('the faulty night exits 1 and sends one message to Slack and one to the webhook, naming the rule and the links', () => {
    expect(runs[0]?.code, shown(runs[0])).toBe(1);
    expect(runs[0]?.output).toMatch(/^notify: "new violations" sent to Slack #vts-nightly and the webhook/m);
    const [toSlack, toHook] = [slackGot[0]!, hookGot[0]!];
    expect(toSlack.path).toBe('/api/chat.postMessage');
    expect(toSlack.headers.authorization).toBe(`Bearer ${CANARY.token}`);
    expect(new URLSearchParams(toSlack.body).get('channel')).toBe('#vts-nightly');
    expect(toHook.path).toBe(CANARY.hookPath);
    for (const text of [slackText(toSlack), hookJson(toHook).text]) {
      expect(text).toMatch(/^vts-conformance sandbox \(--rule login\.appKey\.missing\): new violations$/m);
      expect(text).toMatch(new RegExp(`^• ${RULE.replace(/\./g, '\\.')}: `, 'm'));
      expect(text).toContain(`run: ${LINKS.CI_BUILD_URL}`);
      expect(text).toContain(`report: ${LINKS.CI_REPORT_URL}`);
    }
    expect(hookJson(toHook).vts).toMatchObject({
      target: 'sandbox',
      outcome: 'violations',
      exitCode: 1,
      counts: { login: { pass: 0, fail: 1, skip: 0 } },
      newViolations: [{ rule: RULE }],
      runUrl: LINKS.CI_BUILD_URL,
      reportUrl: LINKS.CI_REPORT_URL,
    });
  });

  it('the next clean night exits 0 and sends "green again" to each', () => {
    expect(runs[1]?.code, shown(runs[1])).toBe(0);
    expect(slackGot.length).toBeGreaterThanOrEqual(2);
    expect(slackText(slackGot[1]!)).toMatch(/: green again$/m);
    expect(hookJson(hookGot[1]!).vts).toMatchObject({ outcome: 'green', headline: 'green again', newViolations: [] });
  });

  it('a second clean night sends nothing, and says so', () => {
    expect(runs[2]?.code, shown(runs[2])).toBe(0);
    expect(runs[2]?.output).toMatch(/^notify: none sent: green, with the same failing rules as the last night of sandbox/m);
    // Two messages each from the runs, then one each from notify --test.
    expect(slackGot.map(slackText).filter((t) => !t.startsWith('[test]'))).toHaveLength(2);
    expect(hookGot.map((r) => hookJson(r).text).filter((t) => !t.startsWith('[test]'))).toHaveLength(2);
  });

  it('vts notify --test sends one message marked as a test to each', () => {
    expect(testRun.code, shown(testRun)).toBe(0);
    expect(slackText(slackGot.at(-1)!)).toMatch(/^\[test\] vts-conformance /);
    expect(hookJson(hookGot.at(-1)!).vts.test).toBe(true);
  });

  it('vts doctor says a channel without its token and a webhook URL not https, sending nothing', () => {
    expect(doctorRun.code, shown(doctorRun)).toBe(2);
    expect(doctorRun.output).toMatch(/^problem: notify: a Slack channel \(#vts-nightly\) is set but VTS_SLACK_TOKEN is not/m);
    expect(doctorRun.output).toMatch(/^problem: notify: VTS_NOTIFY_WEBHOOK_URL is not https/m);
    expect(doctorRun.output).not.toContain('canary-path');
    expect(slackGot.length + hookGot.length).toBe(6);
  });

  it('no message holds a credential, the webhook path or the vendor value', () => {
    // The canary vendor value is real: the faulty night's reports hold it.
    expect(readFileSync(join(scratch, 'red', 'verdicts.json'), 'utf8')).toContain(VENDOR_VALUE);
    const bodies = [...slackGot, ...hookGot].map((r) => r.body);
    expect(bodies.length).toBe(6);
    for (const body of bodies)
      for (const canary of [CANARY.appKey, CANARY.token, CANARY.hookPath, VENDOR_VALUE, encodeURIComponent(VENDOR_VALUE)])
        expect(body).not.toContain(canary);
    for (const run of [...runs, testRun]) expect(run.output).not.toContain(CANARY.hookPath);
  });
});
