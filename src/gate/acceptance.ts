// What baseline:update can do with a run: each deviation it holds and whether the baseline accepts it as it stands, the
// entries whose rule now passes, those of rules the run did not judge; and the baseline after a reviewed acceptance.
import type { Accepted, Baseline } from './baseline.js';
import { differenceFrom, type GateEntry } from './decide.js';
import { type Fingerprint, fingerprintOf } from './fingerprint.js';

/** The verdicts a baseline can accept. */
export const ACCEPTABLE: ReadonlySet<string> = new Set(['violation', 'vendor-fault', 'infra']);

export interface Deviation {
  ruleId: string;
  fingerprint: Fingerprint;
  /** new: no entry; changed: an entry that does not accept it (`difference` says how); accepted: the entry accepts it. */
  state: 'new' | 'changed' | 'accepted';
  difference?: string;
}

export interface Review {
  /** Sorted by rule id. */
  deviations: Deviation[];
  /** Entries whose rule passes in this run: a write drops them. */
  passing: string[];
  /** Entries of rules this run did not select or judge (not applicable, a harness error): kept as they are. */
  notJudged: string[];
}

/** Who typed the reason, and when; the ticket, when one was given. */
export interface Signature {
  reason: string;
  ticket?: string;
  acceptedBy: string;
  acceptedOn: string;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function reviewRun(cases: readonly GateEntry[], baseline: Baseline): Review {
  const deviations = cases
    .filter((c) => ACCEPTABLE.has(c.verdict))
    .map((c): Deviation => {
      const entry = baseline.accepted[c.ruleId];
      const difference = entry && differenceFrom(entry, c);
      const state = entry === undefined ? 'new' : difference === undefined ? 'accepted' : 'changed';
      return { ruleId: c.ruleId, fingerprint: fingerprintOf(c), state, ...(difference ? { difference } : {}) };
    })
    .sort((a, b) => byId(a.ruleId, b.ruleId));
  const verdicts = new Map(cases.map((c) => [c.ruleId, c.verdict]));
  const ids = Object.keys(baseline.accepted).sort(byId);
  return {
    deviations,
    passing: ids.filter((id) => verdicts.get(id) === 'pass'),
    notJudged: ids.filter((id) => {
      const verdict = verdicts.get(id);
      return verdict === undefined || (verdict !== 'pass' && !ACCEPTABLE.has(verdict));
    }),
  };
}

/** The entry for a deviation: the reason typed, who, when, and the fingerprint; nothing of what the vendor sent. */
const entryOf = (d: Deviation, s: Signature): Accepted => ({
  reason: s.reason,
  ...(s.ticket === undefined ? {} : { ticket: s.ticket }),
  acceptedBy: s.acceptedBy,
  acceptedOn: s.acceptedOn,
  verdict: d.fingerprint.verdict as Accepted['verdict'],
  status: d.fingerprint.status,
  violations: d.fingerprint.violations,
});

/** The baseline less the entries of rules that now pass, with `chosen` accepted; every other entry as it was. */
export function acceptDeviations(baseline: Baseline, review: Review, chosen: readonly Deviation[], s: Signature): Baseline {
  const passing = new Set(review.passing);
  const accepted = Object.fromEntries(Object.entries(baseline.accepted).filter(([id]) => !passing.has(id)));
  for (const d of chosen) accepted[d.ruleId] = entryOf(d, s);
  return { target: baseline.target, accepted };
}
