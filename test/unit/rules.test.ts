// The rule tables are well formed: unique ids named after their operation, a cited source, an expectation on every gating rule.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkInput } from './checks/input.js';
import { contextFor } from '../../src/case/context.js';
import { ROOT } from '../../src/base/paths.js';
import { responseSchemaIds } from '../../src/validators/registry.js';
import type { Rule, RuleTable } from '../../src/model/types.js';
import { judge } from '../../src/case/verdict.js';
import { loadProfile, profilePath } from '../../src/targets/profile.js';
import { OPERATIONS } from '../../src/model/operations.js';
import { allRules, RULE_TABLES } from '../../src/rules/index.js';
import { requestsOf } from '../../src/rules/requests.js';

const rules = allRules();

/** Each file's bytes as their hash, before JSON (a Buffer's toJSON makes 6 million numbers of a 6 MB image). */
const hashed = (v: unknown): unknown =>
  v instanceof Uint8Array
    ? createHash('sha256').update(v).digest('hex')
    : Array.isArray(v)
      ? v.map(hashed)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, hashed(x)]))
        : v;
const asText = (requests: unknown): string => JSON.stringify(hashed(requests));

describe('rule tables', () => {
  it('have unique ids', () => expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length));
  it.for(rules.map((r) => [r.id, r] as const))('%s is well formed', ([id, r]) => {
    expect(id).toMatch(new RegExp(`^${r.operation}\\.[a-zA-Z]+(\\.[a-z0-9-]+)+$`));
    expect(r.source).toMatch(/^(verification-and-token-services|bank-statement-analysis)\.md › /);
    if (r.strength === 'documented') expect(r.expect).toBeDefined();
  });
  it('build the same request bytes from the same seed and rule id', () => {
    const profile = loadProfile(profilePath('sandbox'), true);
    const plan = { seed: 7, credentials: { appId: 'a', appKey: 'k' }, data: profile.data, profileName: profile.name };
    for (const [op, table] of Object.entries(RULE_TABLES)) {
      for (const r of table.rules) {
        const build = () => {
          const { ctx } = contextFor(plan, r.id);
          return asText(requestsOf(r, table, ctx));
        };
        expect(build(), `${op} ${r.id}`).toBe(build());
      }
      expect(OPERATIONS[table.operation].id).toBe(op);
    }
  });
  it('are plain records: each survives JSON and builds the same requests from the same seed', () => {
    const profile = loadProfile(profilePath('sandbox'), true);
    const plan = { seed: 4242, credentials: { appId: 'a', appKey: 'k' }, data: profile.data, profileName: profile.name };
    for (const table of Object.values(RULE_TABLES)) {
      const copy = JSON.parse(JSON.stringify(table)) as RuleTable;
      expect(copy, table.operation).toEqual(table);
      table.rules.forEach((r, i) => {
        const built = (rule: Rule, t: RuleTable) => asText(requestsOf(rule, t, contextFor(plan, r.id).ctx));
        expect(built(copy.rules[i] as Rule, copy), r.id).toBe(built(r, table));
      });
    }
  });
});

// Issue 8: the tables gate what the documents say, no more (no wording held where the document paraphrases, either
// side of a contradiction conforms) and no less (a success rule pins the variant it is about).
const ruleById = (id: string): Rule => {
  const rule = rules.find((r) => r.id === id);
  if (rule === undefined) throw new Error(`no rule ${id}`);
  return rule;
};
/** The answer a rule's recording holds (the sandbox's, redacted): its last step's last attempt. */
const recorded = (id: string): { status: number; body: Record<string, unknown> } => {
  const file = join(ROOT, 'fixtures', 'recordings', ruleById(id).operation, `${id}.json`);
  const { steps } = JSON.parse(readFileSync(file, 'utf8')) as {
    steps: { interactions: { status: number; response: Record<string, unknown> }[] }[];
  };
  const last = steps.at(-1)?.interactions.at(-1);
  if (last === undefined) throw new Error(`${file} holds no answer`);
  return { status: last.status, body: last.response };
};
const judged = (id: string, answer: { status: number; body: unknown }, sent: unknown = {}) =>
  judge(
    ruleById(id),
    checkInput(
      ruleById(id).operation,
      { ...answer, contentType: 'application/json', json: true },
      { status: answer.status },
      sent,
    ).exchange,
  );
const messagesOf = (rule: Rule) =>
  [rule.expect, ...(rule.alternatives ?? []).map((a) => a.expect)].flatMap((e) => (e?.message ? [e.message] : []));

describe('issue 8 item 6: documented messages are literal texts or paraphrased conditions', () => {
  it('every documented message is marked', () => {
    const unmarked = rules.flatMap((r) =>
      messagesOf(r)
        .filter((m) => !['literal', 'condition', 'template'].includes((m as { kind?: string }).kind ?? ''))
        .map((m) => `${r.id}: ${m.text}`),
    );
    expect(unmarked).toEqual([]);
  });

  it('the paraphrases are conditions, every other message a literal', () =>
    expect(rules.filter((r) => messagesOf(r).some((m) => m.kind === 'condition')).map((r) => r.id)).toEqual([
      'authToken.contact.both-sent',
      'fetchUpiIfsc.vpa.invalid-returns-200',
      'matchFace.selfie.missing',
    ]));

  it("a validator's own words conform to matchFace.selfie.missing; its status still gates", () => {
    const body = { statusCode: 400, status: 'failure', error: '"selfie" is required' };
    expect(judged('matchFace.selfie.missing', { status: 400, body }).verdict).toBe('pass');
    expect(judged('matchFace.selfie.missing', { status: 422, body: { ...body, statusCode: 422 } }).verdict).toBe('violation');
  });

  it('a Joi-style conflict message conforms to authToken.contact.both-sent', () =>
    expect(
      judged('authToken.contact.both-sent', {
        status: 400,
        body: {
          statusCode: 400,
          status: 'failure',
          error: '"value" contains a conflict between optional exclusive peers [mobileNumber, email]',
          errorCode: 'invalid_request_body',
        },
      }),
    ).toMatchObject({ verdict: 'pass', violations: [] }));
});

describe('issue 8 item 7: where the documents contradict themselves, either reading conforms', () => {
  const notFound = { statusCode: 404, status: 'failure', errorCode: 'workflow_not_found' };
  it('a missing workflowId answered 404 workflow_not_found conforms, and the reading is recorded', () =>
    expect(judged('authToken.workflowId.missing', { status: 404, body: notFound })).toMatchObject({
      verdict: 'pass',
      observed: expect.stringMatching(/^reading: 404 workflow_not_found/),
    }));
  it('so does the 400 "workflowId is required"', () =>
    expect(judged('authToken.workflowId.missing', recorded('authToken.workflowId.missing'))).toMatchObject({ verdict: 'pass' }));
  it('a token for a request without workflowId meets neither reading', () =>
    expect(judged('authToken.workflowId.missing', recorded('authToken.request.valid')).verdict).toBe('violation'));
  it('a 404 that carries `error` meets neither reading', () =>
    expect(judged('authToken.workflowId.missing', { status: 404, body: { ...notFound, error: 'x' } }).verdict).toBe('violation'));

  it.for([
    ['prefillByMobile.server.busy', 'Service temporarily busy'],
    ['prefillByMobile.server.internal-error', 'Something went wrong'],
  ] as const)('%s (no body shape documented) does not gate on the message', ([id, text]) => {
    const { status, body } = recorded(id);
    expect(judged(id, { status, body: { ...body, message: text } })).toMatchObject({ verdict: 'pass', violations: [] });
  });
});

describe('issue 8 item 10: a success rule pins the variant it is about', () => {
  it('the deliverable-address rule fails on the undeliverable variant', () =>
    expect(judged('emailBasic.request.deliverable', recorded('emailBasic.request.undeliverable'))).toMatchObject({
      verdict: 'violation',
      violations: [expect.objectContaining({ pointer: '/result/deliverable', expected: true, actual: false })],
    }));

  it('fetchUpiIfsc.request.valid fails when the valid VPA comes back INVALID', () => {
    const invalid = recorded('fetchUpiIfsc.vpa.invalid-returns-200');
    const vpa = (invalid.body.result as { vpa: string }).vpa;
    expect(judged('fetchUpiIfsc.request.valid', invalid, { vpa, name: 'Xxxxxx Xxxxx' })).toMatchObject({
      verdict: 'violation',
      violations: [expect.objectContaining({ pointer: '/result/status', actual: 'INVALID' })],
    });
  });

  it.for(['cacBasic.rc.by-number', 'cacBasic.rc.by-name'])('%s fails on a 200 without a company', (id) => {
    const { status, body } = recorded(id);
    const result = { ...(body.result as Record<string, unknown>), data: [] };
    expect(judged(id, { status, body: { ...body, result } })).toMatchObject({
      verdict: 'violation',
      violations: [expect.objectContaining({ pointer: '/result/data', actual: [] })],
    });
  });

  it('every success rule of an operation with several success variants names the one it requires', () => {
    const unpinned = rules.filter(
      (r) =>
        r.strength === 'documented' &&
        r.expect?.status === 200 &&
        responseSchemaIds(r.operation, 200).length > 1 &&
        r.expect.variant === undefined &&
        r.expect.pins === undefined &&
        // An event rule pins its type (either shape of the delivery conforms).
        r.expect.event === undefined,
    );
    expect(unpinned.map((r) => r.id)).toEqual([]);
  });
});
