// The one adapter between `vts explain` and the rule tables: every step's request of a rule, built as a run would with
// the sandbox's test-data profile and a seed, nothing sent. Where the tables change shape, only this file follows.
import { VtsError } from '../../base/errors.js';
import { contextFor } from '../../case/context.js';
import { type HostPlaceholder, type OperationId, OPERATIONS } from '../../model/operations.js';
import type { RequestSpec, Rule } from '../../model/types.js';
import { tableOf } from '../../rules/index.js';
import { requestsOf } from '../../rules/requests.js';
import { loadProfile, profilePath } from '../../targets/profile.js';

export interface BuiltStep {
  title: string;
  operation: OperationId;
  host: HostPlaceholder;
  path: string;
  spec: RequestSpec;
  /** What a step before the judged one must be answered with for the flow to go on; absent on the judged step. */
  needs?: number | 'success';
}

export interface BuiltRequests {
  steps: BuiltStep[];
  /** The steps sent after the judged one when it is accepted: named, not built (they read its answer). */
  after: string[];
  /** The credentials the requests carry, to redact. */
  credentials: { appId: string; appKey: string };
  /** Why no request could be built (test data the profile lacks), when none was. */
  problem?: string;
}

/** Every step of the rule, `before` steps first; an earlier answer a step reads is absent, so it falls back to what was sent. */
export function builtRequests(rule: Rule, seed: number): BuiltRequests {
  const profile = loadProfile(profilePath('sandbox'), true);
  // The sandbox target takes its credentials out of the profile the same way (src/targets/sandbox.ts).
  const { appId = '', appKey = '', ...data } = profile.data;
  const credentials = { appId, appKey };
  const { ctx, release } = contextFor({ seed, credentials, data, profileName: profile.name }, rule.id);
  const after = (rule.after ?? []).map((s) => `${s.title} (${s.operation ?? rule.operation})`);
  const defs: { title: string; operation?: OperationId; status?: number | 'success' }[] = [
    ...(rule.before ?? []),
    { title: 'the judged request', operation: rule.sends },
  ];
  try {
    const specs = requestsOf(rule, tableOf(rule.operation)!, ctx);
    const steps = specs.map((spec, i): BuiltStep => {
      const def = defs[i]!;
      const operation = def.operation ?? rule.operation;
      const { host, path } = OPERATIONS[operation];
      return { title: def.title, operation, host, path, spec, ...(def.status === undefined ? {} : { needs: def.status }) };
    });
    return { steps, after, credentials };
  } catch (err) {
    if (!(err instanceof VtsError)) throw err;
    return { steps: [], after, credentials, problem: err.message };
  } finally {
    release();
  }
}
