// Issue 19 item 4: `npm run conformance -- --plan` prints, per operation, the rules that run and the calls they make;
// a `--target sandbox` run then sends exactly those calls (counted here by a proxy in front of the sandbox, every
// attempt). `--dry-run` is the same plan, `--list --json` lists the rules for scripts, `--rate` is shown in the plan.
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { OPERATIONS, type OperationId } from '../../src/model/operations.js';
import { rulesFor } from '../../src/rules/index.js';
import { runCli, runInProcess } from './cli.js';

/** A JSON operation, an upload one (with recorded 429 retries) and the statement flow (three hosts, events). */
const CHOSEN = ['emailBasic', 'signatureMatching', 'getBankStatementParsingResults'] as const;
/** The paths each one's cases call: none shared, so the proxy's count per path tells the operations apart. */
const PATHS: Record<(typeof CHOSEN)[number], string[]> = {
  emailBasic: [OPERATIONS.emailBasic.path],
  signatureMatching: [OPERATIONS.signatureMatching.path],
  getBankStatementParsingResults: (['webhookConfig', 'parseBankStatement', 'getBankStatementParsingResults'] as const).map(
    (op) => OPERATIONS[op].path,
  ),
};

interface PlanLine {
  run: number;
  calls: number;
  atMost: number;
}

/** The plan's line of each operation: "  emailBasic   11 rules run   11 calls (at most 33)". */
function planLines(output: string): Map<string, PlanLine> {
  const lines = new Map<string, PlanLine>();
  for (const m of output.matchAll(/^ {2}(\w+) +(\d+) rules run.*? (\d+) calls? \(at most (\d+)\)/gm))
    lines.set(m[1] as string, { run: Number(m[2]), calls: Number(m[3]), atMost: Number(m[4]) });
  return lines;
}

describe('--plan against the sandbox', () => {
  let sandbox: RunningSandbox;
  let proxy: Server;
  let proxyUrl: string;
  const received = new Map<string, number>();
  const scratch = mkdtempSync(join(tmpdir(), 'vts-plan-'));
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    const upstream = new URL(sandbox.url);
    // Every request the run sends reaches the sandbox through here, each attempt counted by its path.
    proxy = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      received.set(path, (received.get(path) ?? 0) + 1);
      const out = forward(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.on('error', () => res.destroy());
      req.pipe(out);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await sandbox.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('prints per operation the rules and calls that a sandbox run then sends', async () => {
    const selection = CHOSEN.flatMap((op) => ['--operation', op]);
    // Given the sandbox's address, the plan still sends nothing to it.
    const plan = await runInProcess(['conformance', '--plan', '--target', 'sandbox', ...selection], {
      VTS_SANDBOX_URL: proxyUrl,
    });
    expect(plan.code, plan.output).toBe(0);
    const planned = planLines(plan.output);
    expect([...planned.keys()], plan.output).toEqual(expect.arrayContaining([...CHOSEN]));
    expect(received.size).toBe(0);

    const run = await runCli(['conformance', '--target', 'sandbox', ...selection], {
      VTS_SANDBOX_URL: proxyUrl,
      VTS_REPORTS_DIR: scratch,
    });
    expect([0, 1], run.output).toContain(run.code);
    for (const op of CHOSEN) {
      const sent = PATHS[op].reduce((n, path) => n + (received.get(path) ?? 0), 0);
      const line = planned.get(op) as PlanLine;
      expect({ op, sent }).toEqual({ op, sent: line.calls });
      expect(line.run).toBe(rulesFor(op as OperationId).length);
      expect(line.atMost).toBeGreaterThanOrEqual(line.calls);
    }
    // Nothing else was called.
    expect([...received.keys()].sort()).toEqual(Object.values(PATHS).flat().sort());
  }, 240_000);

  it('--dry-run is the same plan, and --rate shows the least time per origin', async () => {
    const plan = await runInProcess(['conformance', '--dry-run', '--target', 'sandbox', '--operation', 'emailBasic']);
    expect(plan.code, plan.output).toBe(0);
    expect(planLines(plan.output).get('emailBasic')?.calls).toBeGreaterThan(0);
    const paced = await runInProcess([
      'conformance',
      '--plan',
      '--target',
      'sandbox',
      '--operation',
      'emailBasic',
      '--rate',
      '6/min',
    ]);
    expect(paced.code, paced.output).toBe(0);
    // emailBasic's calls all go to ind_engine_url, 10 s apart at 6/min: the first at once.
    const calls = planLines(paced.output).get('emailBasic')?.calls ?? 0;
    expect(paced.output).toMatch(/^Rate: 6\/min per origin/m);
    const least = new RegExp(`^ {2}ind_engine_url +${calls} calls: at least (?:(\\d+) min)? ?(?:(\\d+) s)?$`, 'm').exec(
      paced.output,
    );
    expect(least, paced.output).not.toBeNull();
    expect(Number(least?.[1] ?? 0) * 60 + Number(least?.[2] ?? 0)).toBe((calls - 1) * 10);
  }, 60_000);
});

describe('--list --json', () => {
  it('prints one object per selected rule, with the hosts it calls and whether it is a flow rule', async () => {
    const run = await runInProcess([
      'conformance',
      '--list',
      '--json',
      '--operation',
      'getBankStatementParsingResults',
      '--operation',
      'cacBasic',
    ]);
    expect(run.code, run.output).toBe(0);
    const listed = JSON.parse(run.output) as Record<string, unknown>[];
    expect(listed).toHaveLength(rulesFor('getBankStatementParsingResults').length + rulesFor('cacBasic').length);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(
      ['flow', 'hosts', 'id', 'operation', 'severity', 'source', 'strength', 'title'].sort(),
    );
    expect(listed.find((r) => r.id === 'getBankStatementParsingResults.request.completed')).toMatchObject({
      operation: 'getBankStatementParsingResults',
      hosts: ['review_url', 'usa_engine_url'],
      flow: true,
    });
    expect(listed.find((r) => r.operation === 'cacBasic')).toMatchObject({ hosts: ['zaf_url'], flow: false });
  }, 60_000);
});
