// Issue 52 item 4, a run a team can budget: `vts explore --dry-run` against live lists each probe and what the run
// costs, and sends nothing; vts.config.json's explore keys are honoured (flags win) and a wrong one is refused naming
// the key and the file; the doctor says what an exploration of live would send; the dry run's count is what a run
// sends, shrinking within the bound it states; the content-type moves find nothing on the clean sandbox.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor } from '../../src/case/target.js';
import { planExploration } from '../../src/cli/explore-dry-run.js';
import { CONTENT_TYPE_FIELD } from '../../src/explore/content-type-moves.js';
import { probeAt } from '../../src/explore/generate.js';
import { coverageMoves } from '../../src/explore/moves.js';
import { explore, sendProbe } from '../../src/explore/run.js';
import { SHRINK_REQUESTS } from '../../src/explore/shrink.js';
import { isEvent, OPERATION_IDS, OPERATIONS } from '../../src/model/operations.js';
import type { Client } from '../../src/transport/client.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';
import { runCli, runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';
import { type TakeAnything, takeAnythingVendor } from './take-anything-vendor.js';

const SEED = 5252;
const scratch = mkdtempSync(join(tmpdir(), 'vts-explore-budget-'));
let vendor: TakeAnything;
beforeAll(async () => {
  vendor = await takeAnythingVendor();
});
beforeEach(() => {
  vendor.seen.length = 0;
  vendor.arrivals.length = 0;
});
afterAll(async () => {
  await vendor.close();
  rmSync(scratch, { recursive: true, force: true });
});

let n = 0;
/** A team's folder holding a vts.config.json with these explore keys. */
function config(explore: unknown): string {
  const dir = mkdtempSync(join(scratch, `team-${++n}-`));
  const file = join(dir, 'vts.config.json');
  writeFileSync(file, JSON.stringify({ explore }));
  return file;
}
const live = () => liveEnv(mkdtempSync(join(scratch, 'live-')), { url: vendor.url });
/** `<n> upload(s), <size>` of each probe line, summed. */
const uploadsListed = (output: string) => [...output.matchAll(/\[(\d+) uploads?, /g)].reduce((sum, m) => sum + Number(m[1]), 0);

describe('vts explore --dry-run against live', () => {
  it('lists each probe and the cost, per operation and in all, and sends nothing', async () => {
    const run = await runInProcess(
      ['explore', '--target', 'live', '--dry-run', '--operation', 'matchFace', '--operation', 'parseBankStatement'].concat([
        '--budget',
        '6',
        '--seed',
        String(SEED),
      ]),
      live(),
    );
    expect(run.code, run.output).toBe(0);
    expect(vendor.seen, 'nothing reaches the vendor').toEqual([]);
    expect(run.output).toMatch(
      /^vts explore --dry-run: 2 operation\(s\) against live, budget 6 each, seed 5252; nothing is sent$/m,
    );
    // Each probe: its id, phase, class and the change it makes; what it uploads.
    for (let i = 0; i < 6; i++)
      expect(run.output).toMatch(new RegExp(`^  matchFace#${i} +coverage +(valid|invalid|unknown) +\\S`, 'm'));
    expect(run.output).toMatch(/^ {2}matchFace#0 +coverage +\w+ +part:selfie missing: left out {2}\[1 upload, [\d.]+ KB\]$/m);
    expect(run.output).not.toMatch(/matchFace#6/);
    const matchFace = /^ {2}= 6 requests, (\d+) uploads \([\d.]+ KB\), no parse$/m.exec(run.output);
    expect(matchFace, run.output).not.toBeNull();
    expect(Number(matchFace?.[1])).toBe(uploadsListed(run.output));
    expect(run.output).toMatch(/^ {2}= 6 requests, 0 uploads, up to 6 parses started$/m);
    expect(run.output).toMatch(
      new RegExp(
        String.raw`^ {4}shrinking, a finding: up to ${SHRINK_REQUESTS} requests, 0 uploads, up to ${SHRINK_REQUESTS} parses started; at most \d+ findings`,
        'm',
      ),
    );
    expect(run.output).toMatch(/^total: 12 requests, \d+ uploads \([\d.]+ KB\), up to 6 parses started$/m);
    expect(run.output).toMatch(
      new RegExp(
        String.raw`^ {2}shrinking: up to ${SHRINK_REQUESTS} requests a finding; all \d+ possible findings seen and shrunk: up to `,
        'm',
      ),
    );
  }, 120_000);

  it('still checks the set-up first: without credentials, the set-up problems, and nothing sent', async () => {
    const run = await runInProcess(['explore', '--target', 'live', '--dry-run', '--operation', 'emailBasic'], {
      ...live(),
      VTS_APP_KEY: undefined,
    });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('VTS_APP_KEY');
    expect(vendor.seen).toEqual([]);
  }, 60_000);
});

describe("vts.config.json's explore keys", () => {
  const KEYS = {
    budget: 3,
    budgets: { matchFace: 2 },
    properties: { 'response-schema': false },
    skip: OPERATION_IDS.filter((op) => !isEvent(op) && op !== 'matchFace' && op !== 'emailBasic'),
  };

  it('are honoured, and a flag wins over its key', async () => {
    const file = config(KEYS);
    const run = await runCli(['explore', '--config', file, '--target', 'sandbox', '--dry-run', '--seed', '3']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(
      'vts explore --dry-run: 2 operation(s) against sandbox, budget 3 each (matchFace 2), seed 3, properties off: response-schema',
    );
    expect(run.output).toMatch(/^emailBasic \(budget 3\)$/m);
    expect(run.output).toMatch(/^matchFace \(budget 2\)$/m);
    expect(run.output).not.toMatch(/^(authToken|cacBasic) \(budget/m);
    const flagged = await runCli(
      ['explore', '--config', file, '--target', 'sandbox', '--dry-run', '--seed', '3', '--budget', '4'].concat([
        '--property',
        'response-schema=on',
        '--operation',
        'cacBasic',
      ]),
    );
    expect(flagged.code, flagged.output).toBe(0);
    expect(flagged.output).toContain(
      'vts explore --dry-run: 1 operation(s) against sandbox, budget 4 each, seed 3; nothing is sent',
    );
    expect(flagged.output).toMatch(/^ {2}cacBasic#3 /m);
  }, 120_000);

  it('a wrong one stops the command: one line naming the file and the key, exit 2', async () => {
    const file = config({ budgets: { matchFase: 2 } });
    const run = await runCli(['explore', '--config', file, '--target', 'sandbox', '--dry-run']);
    expect(run.code, run.output).toBe(2);
    expect(run.output.trim()).toMatch(
      /^error VTS_ERR_USAGE: \S*vts\.config\.json: "explore\.budgets" names "matchFase" \(did you mean "matchFace"\?\)$/,
    );
  }, 60_000);
});

describe("the doctor's exploration line", () => {
  const args = (file: string) => ['doctor', '--config', file, '--operation', 'matchFace', '--operation', 'parseBankStatement'];

  it('says what exploring live would send with the keys of the file, and sends nothing', async () => {
    const run = await runCli(args(config({ budget: 5, budgets: { matchFace: 3 } })), live());
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(
      new RegExp(
        String.raw`^exploration \(vts\.config\.json's explore keys\): 2 operation\(s\), budget 5 each \(matchFace 3\): about 8 requests, 6 uploads \([\d.]+ KB\), up to 5 parses started, and up to ${SHRINK_REQUESTS} more requests a finding shrunk`,
        'm',
      ),
    );
    expect(vendor.seen).toEqual([]);
  }, 120_000);

  it('says the defaults apply without the keys, and names an operation live would send nothing to', async () => {
    const run = await runCli(args(config({})), { ...live(), VTS_STATEMENT_BASE_URL: undefined });
    expect(run.output).toMatch(
      /^exploration \(the defaults: no explore keys in vts\.config\.json\): 2 operation\(s\), budget 100 each: /m,
    );
    expect(run.output).toMatch(
      /^hint: exploration: 1 of 2 operations would send nothing on live: parseBankStatement \(needs the statement files online: .*VTS_STATEMENT_BASE_URL/m,
    );
    expect(vendor.seen).toEqual([]);
  }, 120_000);
});

describe('the dry run against what a run sends', () => {
  it('the probes upload what it said, and shrinking stays within its bound', async () => {
    const operation = 'matchFace';
    const budget = 60;
    const [planned] = (await planExploration('sandbox', { [operation]: budget }, [], SEED)).operations;
    const target = await sandboxTarget({ faults: ['explore-matchFace-duplicate-part-500'] });
    const real = clientFor(target);
    const sent: { uploads: number; bytes: number }[] = [];
    const counting: Client = {
      send: (request) => {
        const files = request.body?.kind === 'multipart' ? request.body.parts.filter((p) => 'data' in p) : [];
        sent.push({ uploads: files.length, bytes: files.reduce((s, p) => s + ('data' in p ? p.data.byteLength : 0), 0) });
        return real.send(request);
      },
      close: () => real.close(),
    };
    try {
      const run = await explore({
        operations: [operation],
        seed: SEED,
        budget,
        target,
        client: counting,
        concurrency: 4,
        gates: false,
        reproduce: (s) => s,
      });
      expect(run.findings.length, 'the fault is found').toBeGreaterThan(0);
      // The generated requests go first, all of them, then shrinking's.
      const probes = sent.slice(0, budget);
      expect(probes.reduce((s, x) => s + x.uploads, 0)).toBe(planned?.cost.uploads);
      expect(probes.reduce((s, x) => s + x.bytes, 0)).toBe(planned?.cost.uploadBytes);
      expect(run.findings.length).toBeLessThanOrEqual(planned?.possibleFindings ?? 0);
      const shrinking = sent.slice(budget);
      expect(shrinking.length).toBe(run.operations[0]?.shrinkRequests);
      expect(shrinking.length).toBeLessThanOrEqual((planned?.possibleFindings ?? 0) * SHRINK_REQUESTS);
      for (const s of shrinking) expect(s.bytes).toBeLessThanOrEqual((planned?.perFinding.uploadBytes ?? 0) / SHRINK_REQUESTS);
    } finally {
      await target.teardown();
      await counting.close();
    }
  }, 180_000);
});

describe('the content-type moves on the clean sandbox', () => {
  it('each is answered, and breaks nothing', async () => {
    const target = await sandboxTarget({ faults: [] });
    const client = clientFor(target);
    const json = OPERATION_IDS.filter((op) => !isEvent(op) && OPERATIONS[op].body === 'json');
    const seen: string[] = [];
    try {
      for (const operation of json)
        for (const [i, m] of coverageMoves(operation).entries()) {
          if (m.field !== CONTENT_TYPE_FIELD) continue;
          const sent = await sendProbe(probeAt(operation, SEED, i), { target, client, seed: SEED });
          const status = sent.result.exchange?.steps.at(-1)?.attempts.at(-1)?.response?.status;
          seen.push(`${operation} ${m.keyword} ${m.shows}: ${status} ${sent.broken.map((b) => b.detail).join('; ')}`.trim());
        }
    } finally {
      await target.teardown();
      await client.close();
    }
    expect(seen).toHaveLength(json.length * 5);
    for (const line of seen) expect(line).toMatch(/: \d{3}$/);
  }, 180_000);
});
