// `vts proxy` as a team starts it: a child process with the vendor's base URL in the environment and `--webhook` naming
// the team's receiver. A delivery sent to the listener it prints reaches the receiver and is judged as an event; Ctrl-C
// (SIGINT) writes the reports and exits 1 for the event's violation.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';

const listening = (s: Server) =>
  new Promise<string>((r) => s.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));

const received: string[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received.push(`${req.method} ${req.url} ${body}`);
    res.writeHead(204).end();
  });
});
const vendor = createServer((_req, res) => res.writeHead(404).end());
afterAll(() => {
  receiver.close();
  vendor.close();
});

it('forwards a webhook delivery to the receiver, judges it as an event, and writes the reports on SIGINT', async () => {
  const [own, upstream] = [await listening(receiver), await listening(vendor)];
  const reports = mkdtempSync(join(tmpdir(), 'vts-proxy-command-'));
  const child = spawn(process.execPath, ['bin/vts.mjs', 'proxy', '--webhook', `${own}/hooks/vts`], {
    env: { ...process.env, VTS_REPORTS_DIR: reports, VTS_AUTH_URL: upstream, VTS_APP_ID: '', VTS_APP_KEY: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const webhook = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const m = /^# webhook: give the vendor (\S+) as the webhookUrl$/.exec(line);
      if (m) resolve(m[1] as string);
    });
    void exited.then((code) => reject(new Error(`proxy exited ${code}: ${lines.join('\n')}`)));
  });
  expect(webhook).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hooks\/vts$/);
  // Not an event of either documented shape: a violation of the event's schema.
  const answer = await fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"kind":"x"}' });
  expect(answer.status).toBe(204);
  expect(received).toEqual(['POST /hooks/vts {"kind":"x"}']);
  child.kill('SIGINT');
  expect(await exited).toBe(1);
  const records = readFileSync(join(reports, 'audit.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  expect(records).toEqual([expect.objectContaining({ operation: 'webhookEvent', verdict: 'violation' })]);
}, 60_000);
