// Every fault changes the answer to its rule's request, and to no other rule's request: the sandbox-side half of
// the mutation self-test (the harness-side half, test/self/mutation.test.ts, runs the real suites).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../sandbox/faults.js';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { post } from './helpers.js';
import { answerOf } from './answers.js';
import { PROBE_REQUESTS, RULE_REQUESTS, type RuleRequest } from './rule-requests.js';
import { BANK_STATEMENT_PROBE_REQUESTS, BANK_STATEMENT_RULE_REQUESTS } from './rule-requests-bankStatementAnalysis.js';
import { FLOW_JUDGED_LATER, FLOW_PROBE_REQUESTS, FLOW_RULE_REQUESTS } from './rule-requests-flow.js';
import { MATCH_FACE_PROBE_REQUESTS, MATCH_FACE_RULE_REQUESTS } from './rule-requests-matchFace.js';
import { PHILSYS_QR_CHECK_PROBE_REQUESTS, PHILSYS_QR_CHECK_RULE_REQUESTS } from './rule-requests-philsysQRCheck.js';
import { SIGNATURE_MATCHING_PROBE_REQUESTS, SIGNATURE_MATCHING_RULE_REQUESTS } from './rule-requests-signatureMatching.js';

const GATING = {
  ...RULE_REQUESTS,
  ...SIGNATURE_MATCHING_RULE_REQUESTS,
  ...PHILSYS_QR_CHECK_RULE_REQUESTS,
  ...MATCH_FACE_RULE_REQUESTS,
  ...BANK_STATEMENT_RULE_REQUESTS,
  ...FLOW_RULE_REQUESTS,
};
const RULE_IDS = Object.keys(GATING);
// The flow's rules judged on an event or on results after the wait take several steps: flow-faults.test.ts runs them,
// under every fault of the flow's operations (the month scenarios are held to what follows their 202 as well).
const LATER: readonly string[] = FLOW_JUDGED_LATER;
const FLOW_OPERATIONS = ['parseBankStatement', 'webhookConfig', 'getBankStatementParsingResults', 'webhookEvent'];
const SINGLE_REQUEST_FAULTS = FAULTS.filter((f) => !FLOW_OPERATIONS.includes(f.breaks.split('.')[0] ?? ''));
// Probes have no fault, but no fault may change their answers either; nor a twin's (a gating rule whose request is
// another rule's to the letter), except the faults of the rule it is the twin of.
const REQUESTS = {
  ...GATING,
  ...PROBE_REQUESTS,
  ...SIGNATURE_MATCHING_PROBE_REQUESTS,
  ...PHILSYS_QR_CHECK_PROBE_REQUESTS,
  ...MATCH_FACE_PROBE_REQUESTS,
  ...BANK_STATEMENT_PROBE_REQUESTS,
  ...FLOW_PROBE_REQUESTS,
};
const ALL_IDS = Object.keys(REQUESTS);

/** What this test compares of an answer: the status, the content type, Retry-After and the masked body. */
async function comparedAnswer(url: string, request: RuleRequest): Promise<unknown> {
  const { status, headers, body } = await answerOf(url, request);
  return { status, contentType: headers['content-type'] ?? null, retryAfter: headers['retry-after'] ?? null, body };
}

async function answersOf(url: string, ids: readonly string[] = ALL_IDS): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    ids.map(async (id) => {
      const request = REQUESTS[id];
      if (request === undefined) throw new Error(`no request for ${id} in test/sandbox/rule-requests*.ts`);
      const made = request();
      if (made.before !== undefined) await post(url, made.before.path, made.before.body, made.before.headers);
      return [id, await comparedAnswer(url, made)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let clean: RunningSandbox;
let baseline: Record<string, unknown>;
beforeAll(async () => {
  clean = await startSandbox({ port: 0 });
  baseline = await answersOf(clean.url);
});
afterAll(() => clean.close());

describe('fault catalogue', () => {
  it('every gating rule has a fault, and every fault breaks a known rule', () => {
    expect(new Set(FAULTS.flatMap((f) => [f.breaks, ...(f.alsoBreaks ?? [])]))).toEqual(new Set([...RULE_IDS, ...LATER]));
  });

  it('the same requests give the same answers twice without faults', async () => {
    expect(await answersOf(clean.url)).toEqual(baseline);
  });

  // Each fault alone against its own operation's requests, then each operation's faults all at once against every
  // other operation's: together they say what comparing every request under every fault says (two faults of one
  // operation would have to cancel out on another's answer to hide), in a fraction of the requests.
  it.for(SINGLE_REQUEST_FAULTS.map((f) => [f.id, f.breaks, [...(f.alsoBreaks ?? []), ...(f.alsoChanges ?? [])]] as const))(
    '%s changes the answer for %s only (and the rules it also breaks or changes)',
    async ([id, breaks, alsoBreaks]) => {
      const faulty = await startSandbox({ port: 0, faults: [id] });
      try {
        const ids = ALL_IDS.filter((rule) => operationOf(rule) === operationOf(breaks));
        const answers = await answersOf(faulty.url, ids);
        expect(changedOf(answers, ids).sort()).toEqual([breaks, ...alsoBreaks].sort());
      } finally {
        await faulty.close();
      }
    },
  );

  it.for([...new Set(FAULTS.map((f) => operationOf(f.breaks)))])(
    "the faults of %s, all on, change no other operation's answers",
    async (operation) => {
      const faulty = await startSandbox({
        port: 0,
        faults: FAULTS.filter((f) => operationOf(f.breaks) === operation).map((f) => f.id),
      });
      try {
        const ids = ALL_IDS.filter((rule) => operationOf(rule) !== operation);
        expect(changedOf(await answersOf(faulty.url, ids), ids)).toEqual([]);
      } finally {
        await faulty.close();
      }
    },
  );
});

/** A rule id's operation: its first segment. */
const operationOf = (ruleId: string): string => ruleId.split('.')[0] ?? ruleId;

const changedOf = (answers: Record<string, unknown>, ids: readonly string[]): string[] =>
  ids.filter((rule) => JSON.stringify(answers[rule]) !== JSON.stringify(baseline[rule]));

describe('a fault that answers a body that is not JSON', () => {
  it('sends the envelope cut short, under content-type application/json', async () => {
    const faulty = await startSandbox({ port: 0, faults: ['prefillByMobile-500-body-not-json'] });
    try {
      const request = REQUESTS['prefillByMobile.server.internal-error'];
      if (request === undefined) throw new Error('no request for prefillByMobile.server.internal-error');
      expect(await comparedAnswer(faulty.url, request())).toEqual({
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
