// Issue 18 acceptance (item 1): a live flow run whose receiver is flooded while the vendor (the sandbox) delivers the
// genuine events: 200 events of about 1 MiB, each `{"transactionId","id","a":[{},{},…]}` (every `{}` an object once
// parsed), and 1,000 small events, all of transactionIds no case started. The run must end by itself with every report,
// judge the webhookEvent rules on the genuine events, and stay within 300 MB of a clean run's peak memory. Also 100
// events of a 1 MiB string, which the receiver reads and parses (1,000 of them took a run to 1.36 GB once).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { type FileServer, startFileServer } from '../../src/flow/file-server.js';
import { STATEMENTS_DIR } from '../../src/uploads/statement-facts.js';
import { type CliRun, runCli } from './cli.js';
import { liveEnv } from './live-env.js';

const CREDENTIALS = { appId: 'flood-app-id', appKey: 'flood-app-key-5d21' };
const MiB = 2 ** 20;
const BIG = 200;
const SMALL = 1_000;
const BIG_STRINGS = 100;
const SENDERS = 8;
const WITHIN_MB = 300;

/**
 * The vendor's side of the deliveries: the sandbox delivers each genuine event here, and it is passed on to the
 * receiver (`to`) only once the flood is over, so the genuine events come after (and behind) every stranger's; or, with
 * no `to`, never.
 */
async function heldRelay(to: string | undefined, until: Promise<unknown>) {
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      await until;
      const status = to === undefined ? 200 : await deliver(to, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(status || 502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/webhook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free loopback port, for the receiver to listen on and the flood to find. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** POST one delivery; the status, or 0 when the receiver was not there (yet) or closed the connection. */
const deliver = (url: string, body: string) =>
  new Promise<number>((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });

/** `{"transactionId","id","a":[{},{},…]}` of about `bytes` bytes. */
const bigEvent = (bytes: number) => {
  const head = `{"transactionId":"${randomUUID()}","id":"${randomUUID()}","a":[`;
  return `${head}${'{},'.repeat(Math.floor((bytes - head.length - 3) / 3))}{}]}`;
};
const bigStringEvent = (bytes: number) => {
  const head = `{"transactionId":"${randomUUID()}","id":"${randomUUID()}","a":"`;
  return `${head}${'x'.repeat(bytes - head.length - 2)}"}`;
};
const smallEvent = () =>
  JSON.stringify({ type: 'BANK_STATEMENT_PARSED', id: randomUUID(), transactionId: randomUUID(), appId: 'someone-else' });

/** The flood of item 1, in the order it is sent: a big one in every six, a big string in every twelve, the rest small. */
const itemOneFlood = (): (() => string)[] =>
  Array.from({ length: BIG + BIG_STRINGS + SMALL }, (_, i) =>
    i % 6 === 0 && i / 6 < BIG
      ? () => bigEvent(MiB - 512)
      : i % 12 === 1 && i / 12 < BIG_STRINGS
        ? () => bigStringEvent(MiB - 512)
        : smallEvent,
  );

/** Waits for the receiver to listen, then sends every delivery, SENDERS at a time; the statuses it got. */
async function flood(url: string, bodies: (() => string)[], stop: { done: boolean }): Promise<number[]> {
  while (!stop.done && bodies.length > 0 && (await deliver(url, '{}')) === 0) await new Promise((r) => setTimeout(r, 20));
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      for (let body = bodies.shift(); body !== undefined && !stop.done; body = bodies.shift())
        statuses.push(await deliver(url, body()));
    }),
  );
  return statuses;
}

interface FloodRun {
  run: CliRun;
  scratch: string;
  cases: { ruleId: string; verdict: string; reason?: string; observed?: string }[];
  peakMb: number;
  statuses: number[];
}

let sandbox: RunningSandbox;
let files: FileServer;
beforeAll(async () => {
  [sandbox, files] = await Promise.all([
    startSandbox({ port: 0, credentials: [CREDENTIALS] }),
    startFileServer({ root: STATEMENTS_DIR }),
  ]);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), files?.close()]);
});

/**
 * `conformance --target live --operation webhookEvent` against the sandbox, the deliveries sent to the receiver while
 * it runs; the genuine events are passed on after them, or (`forward: false`) never.
 */
async function liveFlowRun(deliveries: (() => string)[], { forward = true, eventTimeoutS = 120 } = {}): Promise<FloodRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'vts-flood-'));
  // The harness's own peak resident memory, printed as it exits (vitest runs in the CLI's process, on threads).
  const peak = join(scratch, 'peak.mjs');
  writeFileSync(peak, PEAK_PRELOAD);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/webhook`;
  const stop = { done: false };
  const statuses = flood(url, deliveries, stop);
  const relay = await heldRelay(forward ? url : undefined, statuses);
  const run = await runCli(['conformance', '--target', 'live', '--operation', 'webhookEvent'], {
    ...liveEnv(scratch, { url: sandbox.url, credentials: CREDENTIALS }),
    VTS_STATEMENT_BASE_URL: files.url,
    VTS_WEBHOOK_PORT: String(port),
    VTS_WEBHOOK_PUBLIC_URL: relay.url,
    VTS_EVENT_TIMEOUT_S: String(eventTimeoutS),
    NODE_OPTIONS: `--import=${peak}`,
  });
  stop.done = true;
  await relay.close();
  const verdicts = join(scratch, 'reports', 'verdicts.json');
  const cases = existsSync(verdicts) ? (JSON.parse(readFileSync(verdicts, 'utf8')) as { cases: FloodRun['cases'] }).cases : [];
  const peaks = [...run.output.matchAll(/^peak-rss-kb (\d+)$/gm)].map((m) => Number(m[1]));
  return { run, scratch, cases, peakMb: Math.round(Math.max(0, ...peaks) / 1024), statuses: await statuses };
}

const output = (r: FloodRun | undefined) => `exit ${r?.run.code}\n${r?.run.output.slice(-4000)}`;

describe('a flooded receiver during a live flow run (issue 18, item 1)', () => {
  const runs: Record<'clean' | 'flooded', FloodRun | undefined> = { clean: undefined, flooded: undefined };

  beforeAll(async () => {
    const clean = await liveFlowRun([]);
    const flooded = await liveFlowRun(itemOneFlood());
    Object.assign(runs, { clean, flooded });
    console.log(
      `peak memory: clean run ${clean.peakMb} MB, flooded run ${flooded.peakMb} MB (+${flooded.peakMb - clean.peakMb} MB); ` +
        `flood answers: ${JSON.stringify(count(flooded.statuses))}`,
    );
  }, 300_000);
  afterAll(() => {
    for (const r of Object.values(runs)) if (r) rmSync(r.scratch, { recursive: true, force: true });
  });

  it('sent the whole flood while the run was on', () => {
    expect(runs.flooded?.statuses.length, output(runs.flooded)).toBe(BIG + BIG_STRINGS + SMALL);
  });

  it('ends by itself with every report written', () => {
    for (const r of [runs.clean, runs.flooded]) expectReports(r);
  });

  it('judges the webhookEvent rules on the genuine events, as a clean run does', () => {
    const verdicts = (r: FloodRun | undefined) => r?.cases.map((c) => [c.ruleId, c.verdict]);
    expect(verdicts(runs.clean)?.length, output(runs.clean)).toBeGreaterThan(0);
    expect(
      verdicts(runs.clean)?.every(([, v]) => v === 'pass' || v === 'spec-gap'),
      output(runs.clean),
    ).toBe(true);
    expect(verdicts(runs.flooded), output(runs.flooded)).toEqual(verdicts(runs.clean));
  });

  it(`stays within ${WITHIN_MB} MB of a clean run's peak memory`, () => {
    const { clean, flooded } = runs;
    expect(clean?.peakMb, output(clean)).toBeGreaterThan(0);
    expect((flooded?.peakMb ?? Infinity) - (clean?.peakMb ?? 0), output(flooded)).toBeLessThanOrEqual(WITHIN_MB);
  });
});

describe('refused deliveries while the genuine event never comes (issue 18, item 2)', () => {
  // 1.5 MB of HTML from anyone: 300 deliveries of 5 kB, every one refused 400.
  const page = `<html><body>${'<p>not an event</p>'.repeat(260)}</body></html>`;
  let r: FloodRun;
  beforeAll(async () => {
    r = await liveFlowRun(
      Array.from({ length: 300 }, () => () => page),
      { forward: false, eventTimeoutS: 4 },
    );
  }, 300_000);
  afterAll(() => rmSync(r.scratch, { recursive: true, force: true }));

  it('fails the cases on the missing event, counting the refusals and naming only the first few', () => {
    expectReports(r);
    const delivered = r.cases.find((c) => c.ruleId === 'webhookEvent.parsed.delivered');
    expect(delivered, output(r)).toMatchObject({
      verdict: 'violation',
      reason: expect.stringMatching(
        /no event for transactionId .* deliveries refused \(400 body is not valid JSON \(at position 0, line 1\);/,
      ),
    });
    expect(delivered?.reason?.length, delivered?.reason).toBeLessThan(2_000);
  });

  it('keeps the reports small, with no markup from a sender in them', () => {
    const reports = join(r.scratch, 'reports');
    for (const name of ['verdicts.json', 'summary.md']) {
      const text = readFileSync(join(reports, name), 'utf8');
      expect(text.length, name).toBeLessThan(50_000);
      expect(text, name).not.toMatch(/<html|<p>/);
    }
  });
});

function expectReports(r: FloodRun | undefined) {
  expect(r?.run.code, output(r)).toBeOneOf([0, 1]);
  const reports = join(r?.scratch ?? '', 'reports');
  for (const name of ['verdicts.json', 'junit.xml', 'summary.md'])
    expect(existsSync(join(reports, name)), `${name}\n${output(r)}`).toBe(true);
  expect(existsSync(join(reports, 'IN-PROGRESS')), output(r)).toBe(false);
}

/** Prints the process's peak resident memory as it exits (in kB, as the kernel counts it). */
const PEAK_PRELOAD = `process.on('exit', () => process.stderr.write('peak-rss-kb ' + process.resourceUsage().maxRSS + '\\n'));`;

const count = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((tally, s) => ({ ...tally, [s]: (tally[s] ?? 0) + 1 }), {});
