// Every fault changes the answer to its rule's request, and to no other rule's request: the sandbox-side half of
// the mutation self-test (the harness-side half, test/self/mutation.test.ts, runs the real suites).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../sandbox/faults.js';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { type Answer, post } from './helpers.js';
import { RULE_REQUESTS } from './rule-requests.js';

const RULE_IDS = Object.keys(RULE_REQUESTS);

// Tokens are random: compare everything else.
const comparable = (answer: Answer): unknown =>
  JSON.parse(JSON.stringify(answer), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith('sbx_tok_') ? '<token>' : value,
  );

async function answersOf(url: string): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    RULE_IDS.map(async (id) => {
      const { path, body, headers } = RULE_REQUESTS[id]();
      return [id, comparable(await post(url, path, body, headers))] as const;
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
    expect(new Set(FAULTS.map((f) => f.breaks))).toEqual(new Set(RULE_IDS));
  });

  it('the same requests give the same answers twice without faults', async () => {
    expect(await answersOf(clean.url)).toEqual(baseline);
  });

  it.for(FAULTS.map((f) => [f.id, f.breaks] as const))('%s changes the answer for %s only', async ([id, breaks]) => {
    const faulty = await startSandbox({ port: 0, faults: [id] });
    try {
      const answers = await answersOf(faulty.url);
      const changed = RULE_IDS.filter((rule) => JSON.stringify(answers[rule]) !== JSON.stringify(baseline[rule]));
      expect(changed).toEqual([breaks]);
    } finally {
      await faulty.close();
    }
  });
});
