// What the one-judge self-tests share (issue 52 item 1): every documented rule that sends one request, its request sent
// as an exploration probe, and the verdict class each judge gives it: the rule's (a pass holds, a violation breaks)
// and exploration's (no property broken holds, any breaks).
import type { Target } from '../../src/case/target.js';
import { runCase } from '../../src/case/run-case.js';
import { probeOf } from '../../src/explore/generate.js';
import { sendProbe, type Sent } from '../../src/explore/run.js';
import { isEvent } from '../../src/model/operations.js';
import type { CaseResult, Rule } from '../../src/model/types.js';
import { allRules } from '../../src/rules/index.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';
import { createClient } from '../../src/transport/client.js';
import { ownRefusalsVendor, type OwnRefusals } from './own-refusals-vendor.js';

export const RULES: Rule[] = allRules().filter(
  (r) => r.strength === 'documented' && r.before === undefined && r.sends === undefined && !isEvent(r.operation),
);

/** The rule's own request as a probe, numbered past any budget so its generated ids are its own. */
const probeFor = (rule: Rule) =>
  probeOf(rule.operation, `${rule.operation}#${100_000 + RULES.indexOf(rule)}`, 'coverage', [
    { field: '(the rule)', keyword: 'documented', edits: rule.request, shows: rule.id },
  ]);

export interface Judged {
  rule: string;
  /** `holds`, `breaks`, or the verdict that is neither (with its reason). */
  byRule: string;
  byExploration: string;
  /** What exploration found broken, one line each. */
  broken: string[];
}

const ofRule = (r: CaseResult) =>
  r.verdict === 'pass' ? 'holds' : r.verdict === 'violation' ? 'breaks' : `${r.verdict}: ${r.reason ?? ''}`;
const ofProbe = (s: Sent) =>
  s.result.verdict === 'harness-error' ? `harness-error: ${s.result.reason ?? ''}` : s.broken.length > 0 ? 'breaks' : 'holds';

/** Each rule run as a case, then its request sent as a probe, on one target. */
export async function judgedTwice(rules: Rule[], target: Target, seed: number): Promise<Judged[]> {
  // Retries of a 503 are real, their waiting is not.
  const client = createClient({ sleep: async () => {} });
  try {
    const out: Judged[] = [];
    for (const rule of rules) {
      const result = await runCase(rule, target, client, seed);
      const sent = await sendProbe(probeFor(rule), { target, client, seed });
      out.push({
        rule: rule.id,
        byRule: ofRule(result),
        byExploration: ofProbe(sent),
        broken: sent.broken.map((b) => `${b.property}: ${b.detail}`),
      });
    }
    return out;
  } finally {
    await client.close();
  }
}

/** The sandbox with `faults`, or the stand-in in front of it: torn down by `close`. */
export async function targetOf(
  kind: 'sandbox' | 'stand-in',
  faults: string[] = [],
): Promise<{ target: Target; vendor?: OwnRefusals; close: () => Promise<void> }> {
  const sandbox = await sandboxTarget({ faults });
  const vendor = kind === 'stand-in' ? await ownRefusalsVendor(sandbox.base('auth_url', 'ind')) : undefined;
  const target: Target =
    vendor === undefined
      ? sandbox
      : { ...sandbox, base: (host, region) => (host === 'region_url' ? `${vendor.url}/${region}` : vendor.url) };
  return {
    target,
    ...(vendor ? { vendor } : {}),
    close: async () => {
      await vendor?.close();
      await sandbox.teardown();
    },
  };
}
