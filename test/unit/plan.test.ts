// Issue 19 item 4: the plan runs each case against a target that sends nothing and answers from the recordings. It
// counts what the case builds (retries as recorded, polls as the loop would make them), measures uploads, and gives
// the run's own not-applicable verdicts, naming the key; the text and `--list --json` show it.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTS } from '../../src/model/operations.js';
import { ROOT } from '../../src/base/paths.js';
import { planRules, planText, type RulePlan, rulesJson } from '../../src/cli/plan/index.js';
import { ruleListing } from '../../src/cli/plan/json.js';
import { pollsFor } from '../../src/cli/plan/polls.js';
import { sendsOf } from '../../src/cli/plan/sends.js';
import { allRules } from '../../src/rules/index.js';
import type { Rule } from '../../src/model/types.js';

const rule = (id: string): Rule => {
  const found = allRules().find((r) => r.id === id);
  if (found === undefined) throw new Error(`no rule ${id}`);
  return found;
};
const planOf = async (ids: string[], target: 'sandbox' | 'live' | 'replay') => planRules(ids.map(rule), target);
const bytes = (path: string) => statSync(join(ROOT, path)).size;

const scratch = mkdtempSync(join(tmpdir(), 'vts-plan-unit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the requests of a case', () => {
  it('are its steps in runCase order, the subscription left out and the results polled when no event can come', () => {
    const completed = rule('getBankStatementParsingResults.request.completed');
    const shape = (mode: 'receiver' | 'poll') =>
      sendsOf(completed, mode).map((s) => `${s.role} ${s.operation}${s.polled ? ' (polled)' : ''}`);
    expect(shape('receiver')).toEqual([
      'before webhookConfig',
      'before parseBankStatement',
      'judged getBankStatementParsingResults',
    ]);
    expect(shape('poll')).toEqual(['before parseBankStatement', 'judged getBankStatementParsingResults (polled)']);
    expect(sendsOf(rule('parseBankStatement.months.omitted'), 'poll').map((s) => [s.role, s.polled])).toEqual([
      ['judged', false],
      ['after', true],
    ]);
    expect(sendsOf(rule('emailBasic.request.deliverable'), undefined)).toEqual([
      { operation: 'emailBasic', role: 'judged', status: 200, polled: false },
    ]);
  });

  it('polled, number what the loop of src/flow/poll.ts sends: once for a final answer, to the timeout otherwise', async () => {
    expect(await pollsFor(200, 60_000)).toBe(1);
    // Asked at 0, 1, 3, 7 s; the next wait (8 s) would end after 10 s.
    expect(await pollsFor(202, 10_000)).toBe(4);
  });
});

describe('a plan against the sandbox', () => {
  it('counts each request, the recorded retries and uploads, and sends nothing', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const plans = await planOf(
      [
        'emailBasic.request.deliverable',
        'signatureMatching.rate.limited',
        'signatureMatching.format.jpeg',
        'getBankStatementParsingResults.request.completed',
      ],
      'sandbox',
    );
    expect(fetched).not.toHaveBeenCalled();
    const [email, limited, jpeg, flow] = plans as [RulePlan, RulePlan, RulePlan, RulePlan];
    expect(email).toMatchObject({ calls: 1, maxCalls: 3, uploadBytes: 0, callsByHost: { ind_engine_url: 1 } });
    expect(email.notApplicable).toBeUndefined();
    // Recorded: 429 three times, each attempt uploading both images again.
    const pair = bytes('fixtures/inputs/signature-a.png') + bytes('fixtures/inputs/signature-a-again.png');
    expect(limited).toMatchObject({ calls: 3, maxCalls: 3, uploadBytes: 3 * pair });
    expect(jpeg).toMatchObject({
      calls: 1,
      uploadBytes: bytes('fixtures/inputs/signature-a.jpg') + bytes('fixtures/inputs/signature-a-again.png'),
    });
    // Subscribe, parse, results: three hosts' worth of steps, each retried to the limit at most.
    expect(flow).toMatchObject({ calls: 3, maxCalls: 9, callsByHost: { review_url: 1, usa_engine_url: 2 } });
  });
});

describe('a plan against live', () => {
  const profile = (data: Record<string, string>) => {
    const file = join(scratch, `profile-${Object.keys(data).length}.json`);
    writeFileSync(file, JSON.stringify({ data }));
    return file;
  };
  const live = (env: Record<string, string | undefined>) => {
    for (const name of Object.values(HOSTS)) vi.stubEnv(name, 'https://vendor.invalid');
    vi.stubEnv('VTS_APP_ID', 'plan-id');
    vi.stubEnv('VTS_APP_KEY', 'plan-key');
    for (const name of ['VTS_WEBHOOK_PUBLIC_URL', 'VTS_STATEMENT_BASE_URL', 'VTS_WEBHOOK_PORT', 'VTS_EVENT_TIMEOUT_S'])
      vi.stubEnv(name, undefined);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  };

  it('names the key a rule lacks, or the file that is not there, and counts no call for it', async () => {
    live({
      VTS_TARGET_PROFILE: profile({
        workflowId: 'wf',
        faceSelfie: 'fixtures/inputs/no-such-selfie.jpg',
        faceId: 'fixtures/inputs/id-a.jpg',
      }),
    });
    const [valid, unknown, face] = await planOf(
      ['authToken.request.valid', 'authToken.workflowId.unknown', 'matchFace.score.requested'],
      'live',
    );
    expect(valid).toMatchObject({ calls: 1 });
    expect(valid?.notApplicable).toBeUndefined();
    expect(unknown).toMatchObject({ calls: 0, maxCalls: 0 });
    expect(unknown?.notApplicable).toMatch(/^needs test data "unknownWorkflowId": add it to .*profile-3\.json under "data"$/);
    expect(face?.notApplicable).toMatch(
      /needs the file of test data "faceSelfie": fixtures\/inputs\/no-such-selfie\.jpg does not exist/,
    );
  });

  it('without a receiver, polls the results as the run would, waiting for nothing', async () => {
    live({ VTS_TARGET_PROFILE: profile({}), VTS_STATEMENT_BASE_URL: 'https://files.invalid', VTS_EVENT_TIMEOUT_S: '10' });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const [failed, completed, event] = await planOf(
      [
        'getBankStatementParsingResults.parse.failed',
        'getBankStatementParsingResults.request.completed',
        'webhookEvent.parsed.delivered',
      ],
      'live',
    );
    // No wait of a second or more was set: the poll's back-off and the event wait are not waited out.
    expect(timers.mock.calls.filter(([, ms]) => (ms ?? 0) >= 1000)).toEqual([]);
    // The parse, then the results: recorded 422, which the loop asks again for (4 times in 10 s); 200 ends it at once.
    expect(failed).toMatchObject({ calls: 1 + 4, maxCalls: 3 * (1 + 4), callsByHost: { usa_engine_url: 5 } });
    expect(completed).toMatchObject({ calls: 2, maxCalls: 3 * (1 + 4) });
    expect(event).toMatchObject({ calls: 0 });
    expect(event?.notApplicable).toMatch(/^needs webhook events: set VTS_WEBHOOK_PUBLIC_URL/);
  });

  it('counts the subscription a flow case sends before it finds the statements are not online', async () => {
    live({ VTS_TARGET_PROFILE: profile({}), VTS_WEBHOOK_PUBLIC_URL: 'https://tunnel.invalid/hook' });
    const [completed] = await planOf(['getBankStatementParsingResults.request.completed'], 'live');
    expect(completed).toMatchObject({ calls: 1, maxCalls: 3, callsByHost: { review_url: 1 } });
    expect(completed?.notApplicable).toMatch(/set VTS_STATEMENT_BASE_URL/);
  });

  // Issue 35 item 8: the run paces per origin (src/transport/host-pace.ts), so the plan's time does too.
  describe('under --rate, the least time per origin, as the run paces', () => {
    const ids = [
      'authToken.request.valid',
      'authToken.workflowId.missing',
      'emailBasic.request.deliverable',
      'emailBasic.email.missing',
    ];
    const planAt = async (auth: string, engine: string) => {
      live({
        VTS_TARGET_PROFILE: profile({ workflowId: 'wf', deliverableEmail: 'a@example.com', sosState: 'x' }),
        VTS_AUTH_URL: auth,
        VTS_IND_ENGINE_URL: engine,
      });
      const plans = await planOf(ids, 'live');
      expect(plans.map((p) => p.calls)).toEqual([1, 1, 1, 1]);
      return planText(plans, { target: 'live', ratePerMinute: 6 });
    };

    it('two hosts at one origin share one pace: 4 calls 10 s apart take at least 30 s', async () => {
      const text = await planAt('https://gw.vendor.invalid/auth', 'https://gw.vendor.invalid/engine');
      expect(text).toMatch(/^Rate: 6\/min per origin: at least 30 s, for auth_url \+ ind_engine_url$/m);
      expect(text).toMatch(/^ {2}auth_url \+ ind_engine_url +4 calls: at least 30 s$/m);
    });

    it('two hosts at two origins are paced apart: 2 calls each take at least 10 s', async () => {
      const text = await planAt('https://auth.vendor.invalid', 'https://gw.vendor.invalid:8443');
      expect(text).toMatch(/^Rate: 6\/min per origin: at least 10 s, for auth_url$/m);
      expect(text).toMatch(/^ {2}auth_url +2 calls: at least 10 s$/m);
      expect(text).toMatch(/^ {2}ind_engine_url +2 calls: at least 10 s$/m);
    });
  });
});

describe('a plan against replay', () => {
  it('says which cases will fail for want of a recording', async () => {
    vi.stubEnv('VTS_RECORDINGS_DIR', scratch);
    const [plan] = await planOf(['cacBasic.rc.by-number'], 'replay');
    expect(plan).toMatchObject({ calls: 0, maxCalls: 0 });
    expect(plan?.fails).toMatch(/^VTS_ERR_NO_RECORDING: no recording at .*cacBasic\.rc\.by-number\.json/);
  });
});

describe('the plan as text', () => {
  const plan = (ruleId: string, over: Partial<RulePlan> = {}): RulePlan => {
    const callsByHost = over.callsByHost ?? { ind_engine_url: 2 };
    return {
      ruleId,
      operation: ruleId.split('.')[0] as RulePlan['operation'],
      title: 't',
      strength: 'documented',
      calls: 2,
      maxCalls: 6,
      callsByHost,
      // Each host at an origin of its own.
      callsByOrigin: Object.fromEntries(Object.entries(callsByHost).map(([h, n]) => [`https://${h}.invalid`, { [h]: n }])),
      uploadBytes: 0,
      ...over,
    };
  };
  const lacking = { calls: 0, maxCalls: 0, callsByHost: {}, notApplicable: 'needs test data "faceSelfie": add it' };
  const plans = [
    plan('emailBasic.a'),
    plan('emailBasic.b', { calls: 3, callsByHost: { ind_engine_url: 3 } }),
    plan('matchFace.a', { uploadBytes: 3 * 2 ** 20, callsByHost: { region_url: 2 } }),
    plan('matchFace.b', lacking),
    plan('matchFace.c', lacking),
    plan('matchFace.d', lacking),
    plan('matchFace.e', { ...lacking, notApplicable: 'needs test data "faceIdTiff": add it' }),
  ];

  it('has a line per operation, the not-applicable rules under it (counted per key when many), and the totals', () => {
    const text = planText(plans, { target: 'live' });
    expect(text).toMatch(/^ {2}emailBasic +2 rules run +5 calls \(at most 12\)$/m);
    expect(text).toMatch(/^ {2}matchFace +1 rules run, 4 not-applicable +2 calls \(at most 6\) +3\.00 MB uploaded$/m);
    expect(text).toMatch(/^ {6}3 rules not-applicable: needs test data "faceSelfie": add it$/m);
    expect(text).toMatch(/^ {6}matchFace\.e not-applicable: needs test data "faceIdTiff": add it$/m);
    expect(text).toMatch(/^ {2}total +3 rules run, 4 not-applicable +7 calls \(at most 18\) +3\.00 MB uploaded$/m);
    expect(text).toMatch(/^Rate: not limited/m);
    // Operations in the catalogue's order: emailBasic before matchFace.
    expect(text.indexOf('  emailBasic')).toBeLessThan(text.indexOf('  matchFace'));
  });

  it('with a rate, gives the least time per origin: calls one interval apart, the first at once', () => {
    const many = [
      plan('emailBasic.a', { calls: 61, callsByHost: { ind_engine_url: 61 } }),
      plan('matchFace.a', { callsByHost: { region_url: 2 } }),
    ];
    const text = planText(many, { target: 'live', ratePerMinute: 30 });
    expect(text).toMatch(/^Rate: 30\/min per origin: at least 2 min, for ind_engine_url$/m);
    expect(text).toMatch(/^ {2}ind_engine_url +61 calls: at least 2 min$/m);
    expect(text).toMatch(/^ {2}region_url +2 calls: at least 2 s$/m);
    expect(planText(many, { target: 'sandbox', ratePerMinute: 30 })).toMatch(/only live runs are paced/);
  });
});

describe('--list --json', () => {
  it('is one object per rule: the hosts the case calls in order, and whether it is a flow rule', () => {
    const listed = JSON.parse(
      rulesJson([rule('webhookEvent.parsed.delivered'), rule('cacBasic.rc.by-number'), rule('matchFace.score.requested')]),
    ) as Record<string, unknown>[];
    expect(listed[0]).toEqual({
      id: 'webhookEvent.parsed.delivered',
      operation: 'webhookEvent',
      title: rule('webhookEvent.parsed.delivered').title,
      strength: 'documented',
      severity: rule('webhookEvent.parsed.delivered').severity,
      source: rule('webhookEvent.parsed.delivered').source,
      hosts: ['review_url', 'usa_engine_url'],
      flow: true,
    });
    expect(listed[1]).toMatchObject({ hosts: ['zaf_url'], flow: false });
    expect(listed[2]).toMatchObject({ hosts: ['region_url'], flow: false });
  });

  it('has the shape docs/plan.md shows', () => {
    const page = readFileSync(join(ROOT, 'docs', 'plan.md'), 'utf8');
    const example = /```json\n([\s\S]*?)\n```/.exec(page)?.[1];
    expect(example, 'docs/plan.md has a ```json example of --list --json').toBeDefined();
    const [shown] = JSON.parse(example ?? '[]') as Record<string, unknown>[];
    expect(shown).toEqual(ruleListing(rule(String(shown?.id))));
  });
});
