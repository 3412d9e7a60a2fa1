// Issue 34 item 4: a vendor that refuses a 6 MB upload with 413 before reading it must be judged on the 413 every time,
// however it closes; an answer lost to the reset made some runs a non-gating `infra` ("EPIPE … after 2 attempts"), so a
// vendor refusing valid images could pass. When no status line came at all, the reason says so.
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClient } from '../../src/transport/client.js';
import { runCase } from '../../src/case/run-case.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';
import type { Target } from '../../src/case/target.js';
import type { CaseResult } from '../../src/model/types.js';
import { ruleOf } from './sandbox-run.js';

const RUNS = 60;

/** Runs the 6,000,000-byte selfie rule against a vendor of early-413-vendors.mjs, in a thread of its own. */
function against(vendor: string) {
  let worker: Worker;
  let target: Target;
  beforeAll(async () => {
    worker = new Worker(new URL('./early-413-vendors.mjs', import.meta.url), { workerData: vendor });
    const port = await new Promise<number>((resolve) => worker.once('message', resolve));
    target = await sandboxTarget({ url: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await target.teardown();
    await worker.terminate();
  });
  return async (runs: number, each: (result: CaseResult) => void) => {
    const client = createClient({ sleep: async () => {} });
    try {
      for (let run = 0; run < runs; run++)
        each(await runCase(ruleOf('matchFace.selfie.size-at-limit'), target, client, inject('seed')));
    } finally {
      await client.close();
    }
  };
}

const VENDORS = {
  'closes with FIN': 'fin',
  'resets (RST)': 'rst',
  'is a plain node:http server': 'http',
  'says 100 Continue, asked or not, then 413 on the body': 'continue',
};

describe.each(Object.entries(VENDORS))('a vendor that refuses a 6 MB upload early and %s (issue 34, item 4)', (_how, vendor) => {
  const run = against(vendor);
  it(`judges the 413 in ${RUNS} runs of ${RUNS}: a violation of the 6,000,000-byte selfie's acceptance`, async () => {
    const tally: Record<string, number> = {};
    await run(RUNS, (result) => {
      const tries = result.exchange?.steps.at(-1)?.attempts.map((a) => a.response?.status ?? a.error?.code) ?? [];
      const outcome = `${result.verdict} ${tries.at(-1)}`;
      // A run not judged on the 413 shows what each try ended with, and why.
      const key = outcome === 'violation 413' ? outcome : `${outcome} (${tries.join(', ')}): ${result.reason}`;
      tally[key] = (tally[key] ?? 0) + 1;
    });
    expect(tally).toEqual({ 'violation 413': RUNS });
  }, 120_000);
});

describe('a vendor that resets a 6 MB upload without a word (issue 34, item 4)', () => {
  const run = against('silent');
  it('is infra, and the reason says that no status line was received', async () => {
    const reasons: string[] = [];
    await run(3, (result) => reasons.push(`${result.verdict}: ${result.reason}`));
    for (const reason of reasons) expect(reason).toMatch(/^infra: .*; no status line was received .* after 2 attempts$/);
  });
});
