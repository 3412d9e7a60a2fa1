// Every fault changes the answer to its rule's request, and to no other rule's request: the sandbox-side half of the
// mutation self-test (the harness-side half, test/self/mutation.test.ts, runs the real suites). The requests are the
// rules' own (answers.ts builds them from the rule tables), sent as they are, without the harness's judgement.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import { type RunningSandbox, startSandbox, type SandboxOptions } from '../../../sandbox/server.js';
import { isFlowRule } from '../../../src/flow/case-flow.js';
import type { Target } from '../../../src/case/target.js';
import type { SentRequest } from '../../../src/model/types.js';
import { allRules } from '../../../src/rules/index.js';
import { answeredAtOnce, answerOf, requestsOfRules, targetAt } from './answers.js';
import { type FileServer, type Receiver, startFileServer, startReceiver } from './flow-servers.js';

// The rules judged on the answer to their own request; the flow's others (an event, results after processing) take
// waits, and flow-faults.test.ts runs them, under every fault of the flow's operations.
const RULES = allRules().filter(answeredAtOnce);
const ALL_IDS = RULES.map((r) => r.id);
const OPERATION = new Map(allRules().map((r) => [r.id, r.operation as string]));
const GATING_IDS = RULES.filter((r) => r.strength === 'documented').map((r) => r.id);
const LATER_IDS = allRules()
  .filter((r) => r.strength === 'documented' && !answeredAtOnce(r))
  .map((r) => r.id);
const FLOW_RULE_IDS = new Set(
  allRules()
    .filter(isFlowRule)
    .map((r) => r.id),
);
// A flow operation's faults are run one by one there; here, all at once against every other operation's answers.
const SINGLE_REQUEST_FAULTS = FAULTS.filter((f) => !FLOW_RULE_IDS.has(f.breaks));

/** A rule id's operation, by its table (a fault's `breaks` names a rule that exists: the catalogue test holds that). */
const operationOf = (ruleId: string): string => OPERATION.get(ruleId) ?? ruleId;

let files: FileServer;
let receiver: Receiver;
let requests: Map<string, SentRequest[]>;
let clean: RunningSandbox;
let baseline: Record<string, unknown>;
beforeAll(async () => {
  [files, receiver, clean] = await Promise.all([startFileServer(), startReceiver(), startSandbox({ port: 0 })]);
  const flow = { webhookUrl: `${receiver.url}/hook`, statementUrl: (name: string) => `${files.url}/${name}` };
  requests = await requestsOfRules(RULES, inject('seed'), flow, await targetAt(clean.url));
  baseline = await answersOf(clean);
});
afterAll(() => Promise.all([clean.close(), files.close(), receiver.close()]));

/** What this test compares of an answer: the status, the content type, Retry-After and the masked body. */
async function comparedAnswer(target: Target, ruleId: string): Promise<unknown> {
  const steps = requests.get(ruleId);
  if (steps === undefined) throw new Error(`no rule ${ruleId} answered at once`);
  const { status, headers, body } = await answerOf(target, steps);
  return { status, contentType: headers['content-type'] ?? null, retryAfter: headers['retry-after'] ?? null, body };
}

async function answersOf(sandbox: RunningSandbox, ids: readonly string[] = ALL_IDS): Promise<Record<string, unknown>> {
  // One target per sandbox: it reads the sandbox profile, which every request of the run shares.
  const target = await targetAt(sandbox.url);
  return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await comparedAnswer(target, id)] as const)));
}

/** The answers on a sandbox of its own: the seed repeats each rule's transaction ids, which one sandbox would refuse twice. */
async function answersWith(options: Omit<SandboxOptions, 'port'>, ids?: readonly string[]) {
  const sandbox = await startSandbox({ port: 0, ...options });
  try {
    return await answersOf(sandbox, ids);
  } finally {
    await sandbox.close();
  }
}

const changedOf = (answers: Record<string, unknown>, ids: readonly string[]): string[] =>
  ids.filter((rule) => JSON.stringify(answers[rule]) !== JSON.stringify(baseline[rule]));

describe('fault catalogue', () => {
  // A probe is broken only through the truth of its 2xx answer, which gates (src/case/verdict.ts): a fault may name one.
  it('every gating rule has a fault, and every fault breaks a known rule', () => {
    const broken = new Set(FAULTS.flatMap((f) => [f.breaks, ...(f.alsoBreaks ?? [])]));
    const probes = new Set(RULES.filter((r) => r.strength === 'probe').map((r) => r.id));
    expect(new Set([...broken].filter((id) => !probes.has(id)))).toEqual(new Set([...GATING_IDS, ...LATER_IDS]));
  });

  it('the same requests give the same answers twice without faults', async () => {
    expect(await answersWith({})).toEqual(baseline);
  });

  // Each fault alone against its own operation's requests, then each operation's requests under every other
  // operation's faults all at once: together they say what comparing every request under every fault says (faults
  // would have to cancel out on another operation's answer to hide), in a fraction of the requests. Probes have no
  // fault, but no fault may change their answers either, except those a fault names as also changed.
  it.for(SINGLE_REQUEST_FAULTS.map((f) => [f.id, f.breaks, [...(f.alsoBreaks ?? []), ...(f.alsoChanges ?? [])]] as const))(
    '%s changes the answer for %s only (and the rules it also breaks or changes)',
    async ([id, breaks, alsoBreaks]) => {
      const ids = ALL_IDS.filter((rule) => operationOf(rule) === operationOf(breaks));
      expect(changedOf(await answersWith({ faults: [id] }, ids), ids).sort()).toEqual([breaks, ...alsoBreaks].sort());
    },
  );

  // One sandbox per operation, sent that operation's requests only: every request is sent once, where each
  // operation's faults against every other operation's requests sent each about fifteen times.
  it.for([...new Set(RULES.map((r) => r.operation as string))])(
    "every other operation's faults, all on, change none of %s's answers",
    async (operation) => {
      const faults = FAULTS.filter((f) => operationOf(f.breaks) !== operation).map((f) => f.id);
      const ids = ALL_IDS.filter((rule) => operationOf(rule) === operation);
      expect(changedOf(await answersWith({ faults }, ids), ids)).toEqual([]);
    },
  );
});

describe('a fault that answers a body that is not JSON', () => {
  it('sends the envelope cut short, under content-type application/json', async () => {
    const faulty = await startSandbox({ port: 0, faults: ['prefillByMobile-500-body-not-json'] });
    try {
      expect(await comparedAnswer(await targetAt(faulty.url), 'prefillByMobile.server.internal-error')).toEqual({
        status: 500,
        contentType: 'application/json; charset=utf-8',
        retryAfter: null,
        body: { notJson: '{"statusCode":500,"status":"failure","message":"Internal Server Error",' },
      });
    } finally {
      await faulty.close();
    }
  });
});
