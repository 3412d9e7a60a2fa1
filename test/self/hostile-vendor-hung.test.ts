// A vendor that accepts every connection and never answers (item 3), over every rule, with the default settings: a few
// requests at once, and after a few timeouts on the host the remaining cases end at once as infra ("host unreachable:
// not tried"). The duration is printed, never asserted; the server gives up after a while on its own, so even a harness
// that waits out every case one by one ends (and fails the assertions below instead of hanging the suite).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from './cli.js';
import { liveEnv } from './live-env.js';

/** Long past the two minutes the run is meant to take; only a harness that waits case by case gets here. */
const GIVE_UP_MS = 170_000;

describe('a vendor that never answers, over every rule (item 3)', () => {
  let server: Server;
  let scratch: string;
  let run: CliRun;
  let seconds = 0;
  let gaveUp = false;
  let inFlight = 0;
  let maxInFlight = 0;
  const requests: string[] = [];
  let cases: { ruleId: string; verdict: string; reason?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      res.on('close', () => (inFlight -= 1));
      req.resume();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      server.close();
      server.closeAllConnections();
    }, GIVE_UP_MS);
    scratch = mkdtempSync(join(tmpdir(), 'vts-hung-'));
    const started = performance.now();
    run = await runCli(['conformance', '--target', 'live'], liveEnv(scratch, { url }));
    seconds = Math.round((performance.now() - started) / 1000);
    clearTimeout(giveUp);
    const verdicts = join(scratch, 'reports', 'verdicts.json');
    if (existsSync(verdicts)) cases = (JSON.parse(readFileSync(verdicts, 'utf8')) as { cases: typeof cases }).cases;
    console.log(
      `never-answering vendor: ${cases.length} cases in ${seconds} s (target: under 120 s), ${requests.length} requests, at most ${maxInFlight} at once${gaveUp ? `; the server gave up after ${GIVE_UP_MS / 1000} s` : ''}`,
    );
  }, 300_000);
  afterAll(async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    rmSync(scratch, { recursive: true, force: true });
  });

  const output = () => `exit ${run.code}\n${run.output}`;

  it('gives every case a verdict, every verdict infra, and calls the run incomplete: exit 2 (nothing was reached)', () => {
    expect(run.code, output()).toBe(2);
    expect(run.output).toContain('no response from');
    expect(cases.length, output()).toBeGreaterThan(50);
    expect(
      cases.filter((c) => c.verdict !== 'infra').map((c) => `${c.ruleId}: ${c.verdict}`),
      output(),
    ).toEqual([]);
  });

  it('ends the cases after a few timeouts at once, untried: "host unreachable: not tried"', () => {
    const untried = cases.filter((c) => c.reason?.includes('host unreachable: not tried'));
    expect(untried.length, output()).toBeGreaterThan(cases.length / 2);
    expect(requests.length, output()).toBeLessThan(cases.length / 2);
  });

  it('sends a few requests at once, never more than the default concurrency', () => {
    expect(maxInFlight, output()).toBeGreaterThan(1);
    expect(maxInFlight, output()).toBeLessThanOrEqual(4);
  });
});
