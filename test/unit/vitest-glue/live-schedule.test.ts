// One schedule for a whole live run (issue 39, item 1): the first suite to begin starts the selected cases of every
// operation under one limit, so a later operation's cases do not wait for an earlier operation's tests; each test takes
// its own case; one no test took is waited for and named before its target closes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProfile } from '../../../src/targets/profile.js';
import { caseCost } from '../../../src/vitest-glue/case-cost.js';
import { rulesFor } from '../../../src/rules/index.js';
import type { OperationId } from '../../../src/model/operations.js';
import type { Rule, SentRequest, StepExchange } from '../../../src/model/types.js';
import type { Target } from '../../../src/case/target.js';
import { AHEAD_ANSWER_BYTES } from '../../../src/transport/case-slots.js';

const profile = loadProfile('fixtures/targets/sandbox.json', false);
/** Single-request rules, so each case sends once and none goes first for its cost. */
const plain = (op: OperationId, n: number) =>
  rulesFor(op)
    .filter((r) => caseCost(r) === 1)
    .slice(0, n);
const EMAIL = plain('emailBasic', 2);
const CAC = plain('cacBasic', 6);

/** A vendor that holds every request until `answer()`, counting the requests in flight by operation path; `bytes`:
 * it answers at once with a body of that size as read. */
function heldVendor(bytes?: number) {
  const inFlight: string[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const client = {
    async send(request: SentRequest): Promise<StepExchange> {
      inFlight.push(request.path);
      if (bytes !== undefined) {
        const response = { status: 200, headers: {}, body: {}, json: true, received: { bytes, sha256: '0' } };
        return { request, attempts: [{ response, durationMs: 0, waitedMs: 0 }] };
      }
      await answered;
      return { request, attempts: [{ error: { code: 'ECONNREFUSED', message: 'held' }, durationMs: 0, waitedMs: 0 }] };
    },
    close: async () => {},
  };
  const target = (): Target => ({
    name: 'live',
    secrets: [],
    base: () => 'https://vendor.example',
    prepare: async (_rule, seed) => ({ seed, credentials: { appId: 'a', appKey: 'k' }, data: profile.data, profileName: 'p' }),
    finish: async () => undefined,
    teardown: async () => [],
    flow: async () => ({
      mode: 'poll',
      addresses: { webhookUrl: undefined, statementUrl: (name) => name },
      next: async () => ({ missing: 'none' }),
    }),
    recordedAs: () => [],
  });
  const opened: OperationId[] = [];
  const open = async (op: OperationId) => {
    opened.push(op);
    return { target: target(), client };
  };
  return { inFlight, answer, open, opened };
}

const settings = { seed: 7, transport: { concurrency: 4 } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the live schedule', () => {
  it("runs the selected cases of every operation under one limit from the first suite's start", async () => {
    vi.stubEnv('VTS_LIVE_RULES', [...EMAIL, ...CAC].map((r) => r.id).join(','));
    const { liveRun, scheduledCase, leftOver } = await import('../../../src/vitest-glue/live-schedule.js');
    const vendor = heldVendor();
    await liveRun('emailBasic', EMAIL, vendor.open, settings);
    await settle();
    expect(vendor.opened).toEqual(['emailBasic', 'cacBasic']);
    // Four at once: emailBasic's two, and two of cacBasic's before any emailBasic test has reported.
    expect(vendor.inFlight.map((p) => p.split('/').pop())).toEqual(['emailBasic', 'emailBasic', 'cacBasic', 'cacBasic']);
    vendor.answer();
    const verdicts = await Promise.all(EMAIL.map((r) => scheduledCase(r, vendor.open).result.then((c) => c.verdict)));
    expect(verdicts).toEqual(['infra', 'infra']);
    expect(await leftOver('emailBasic')).toEqual([]);
    await liveRun('cacBasic', CAC, vendor.open, settings);
    for (const rule of CAC.slice(1)) await scheduledCase(rule, vendor.open).result;
    expect(vendor.opened).toEqual(['emailBasic', 'cacBasic']); // opened once
    expect(await leftOver('cacBasic')).toEqual([
      `${CAC[0]?.id}: sent, but vitest ran no test of it (the selection and vitest's disagree)`,
    ]);
    expect(vendor.inFlight).toHaveLength(8);
  });

  it(`begins no case while those finished before their test hold ${AHEAD_ANSWER_BYTES} bytes of answers, but a hurried one`, async () => {
    vi.stubEnv('VTS_LIVE_RULES', CAC.map((r) => r.id).join(','));
    const { liveRun, scheduledCase } = await import('../../../src/vitest-glue/live-schedule.js');
    const vendor = heldVendor(AHEAD_ANSWER_BYTES);
    await liveRun('cacBasic', CAC, vendor.open, settings);
    await settle();
    // The four begun at once answered, and wait for their tests holding four times the bound.
    expect(vendor.inFlight).toHaveLength(settings.transport.concurrency);
    const last = scheduledCase(CAC[5] as Rule, vendor.open);
    last.place.hurry();
    await settle();
    expect(vendor.inFlight).toHaveLength(5);
    await last.result;
    for (const rule of CAC.slice(0, 3)) await scheduledCase(rule, vendor.open).result;
    await settle();
    expect(vendor.inFlight).toHaveLength(5); // one still holds the bound
    await scheduledCase(CAC[3] as Rule, vendor.open).result;
    await settle();
    expect(vendor.inFlight).toHaveLength(6);
    await scheduledCase(CAC[4] as Rule, vendor.open).result;
  });

  it("begins the cases no test took once their suite ends, however much another operation's cases ahead hold", async () => {
    vi.stubEnv('VTS_LIVE_RULES', CAC.map((r) => r.id).join(','));
    const { liveRun, leftOver } = await import('../../../src/vitest-glue/live-schedule.js');
    const vendor = heldVendor(AHEAD_ANSWER_BYTES);
    await liveRun('cacBasic', CAC, vendor.open, settings);
    await liveRun('emailBasic', EMAIL, vendor.open, settings);
    await settle();
    expect(vendor.inFlight.map((p) => p.split('/').pop())).toEqual(Array(4).fill('cacBasic'));
    const named = leftOver('emailBasic');
    await settle();
    expect(vendor.inFlight.filter((p) => p.endsWith('emailBasic'))).toHaveLength(EMAIL.length);
    expect(await named).toHaveLength(EMAIL.length);
  });

  it('starts the tests a suite will run when vitest was started without the command (an IDE)', async () => {
    // No selection from a command, whatever another file of this worker left in the environment.
    vi.stubEnv('VTS_LIVE_RULES', '');
    const { liveRun, scheduledCase } = await import('../../../src/vitest-glue/live-schedule.js');
    const vendor = heldVendor();
    await liveRun('cacBasic', CAC.slice(0, 2), vendor.open, settings);
    await settle();
    expect(vendor.inFlight).toHaveLength(2);
    vendor.answer();
    for (const rule of CAC.slice(0, 2)) await scheduledCase(rule, vendor.open).result;
    expect(vendor.opened).toEqual(['cacBasic']);
  });
});
