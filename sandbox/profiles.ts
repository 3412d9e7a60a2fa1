// Vendor-upgrade profiles: named sets of faults (sandbox/faults.ts, each breaking one rule) and changes
// (sandbox/changes.ts, breaking none) switched on together, to rehearse a vendor release for the drift command:
// record from the sandbox with a profile, then drift against the committed recordings. Switched on with
// `npm run sandbox -- --profile <id>` or VTS_SANDBOX_PROFILE (the harness's sandbox target and test setup read it too).
import { asFault, CHANGES } from './changes.js';
import type { Fault } from './faults/kit.js';

export interface Profile {
  readonly id: string;
  readonly describe: string;
  /** Ids of FAULTS (sandbox/faults.ts): the breaking part of the release. */
  readonly faults: readonly string[];
  /** Ids of CHANGES (sandbox/changes.ts): the additive or notable part. */
  readonly changes: readonly string[];
}

export const PROFILES: readonly Profile[] = [
  {
    id: 'rename-and-add',
    describe: 'one breaking rename (secretaryOfStateSearch metadata → metaData) and one added field (emailBasic riskScore)',
    faults: ['secretaryOfStateSearch-found-metaData-camel'],
    changes: ['emailBasic-risk-score-added'],
  },
  {
    id: 'vendor-upgrade',
    describe:
      'a release with several changes: the metaData rename, wrong credentials answered 403 on parseBankStatement, ' +
      'emailBasic riskScore and the fetchUpiIfsc version header',
    faults: ['secretaryOfStateSearch-found-metaData-camel', 'parseBankStatement-wrong-credentials-403'],
    changes: ['emailBasic-risk-score-added', 'fetchUpiIfsc-version-header'],
  },
];

export interface SwitchedOn {
  /** Fault ids, for startSandbox's `faults`. */
  readonly faults: string[];
  /** The profile's changes as startSandbox's `extraFaults`. */
  readonly extraFaults: Fault[];
}

/** The faults and changes of one profile; an unknown id is a usage error that lists the valid ones. */
export function profileFaults(id: string): SwitchedOn {
  const profile = PROFILES.find((p) => p.id === id);
  if (profile === undefined) {
    throw new Error(`Unknown sandbox profile "${id}". Valid profile ids: ${PROFILES.map((p) => p.id).join(', ')}`);
  }
  const extraFaults = profile.changes.map((changeId) => {
    const change = CHANGES.find((c) => c.id === changeId);
    if (change === undefined) throw new Error(`Profile "${id}" names an unknown change "${changeId}" (sandbox/changes.ts)`);
    return asFault(change);
  });
  return { faults: [...profile.faults], extraFaults };
}

/** The faults given (--faults, VTS_SANDBOX_FAULTS) joined to a profile's (none when `profile` is blank), each once, and
 * the profile's changes. */
export function withProfile(faults: readonly string[], profile: string | undefined): SwitchedOn {
  const id = profile?.trim();
  if (!id) return { faults: [...faults], extraFaults: [] };
  const switched = profileFaults(id);
  return { faults: [...new Set([...faults, ...switched.faults])], extraFaults: switched.extraFaults };
}
