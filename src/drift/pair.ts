// What the comparers of two bodies share: the scope, both sides (the candidate's places in the baseline's names), and
// where a place sits (personal data, below a place whose type changed).
import { type Documentation, isPii } from './documented.js';
import { type Rename, toCandidateNames } from './renames.js';
import { ancestorsOf, type Scalar, type Shape } from './shape.js';
import type { DriftKind } from './types.js';

export interface BodyFinding {
  kind: DriftKind;
  pointer: string;
  before: unknown;
  after: unknown;
  detail: string;
  /** The place is not documented by the schemas: a removal or rename of it is notable, not breaking. */
  undocumented?: true;
}

export interface BodyScope {
  operation: string;
  status: number;
  /** An event body: a new place is `event-field-added`. */
  event: boolean;
  /** Whether any candidate recording of this operation and status still has the place. */
  elsewhere(pointer: string): boolean;
  /** The values every baseline recording of this operation and status had at the place. */
  known(pointer: string): ReadonlySet<Scalar> | undefined;
}

/** Both sides, the candidate's places in the baseline's names (renames applied). */
export interface Pair {
  scope: BodyScope;
  baseline: unknown;
  candidate: unknown;
  before: Shape;
  after: Shape;
  docB: Documentation;
  docC: Documentation;
  renames: Rename[];
  /** Places whose type changed, or that became (or stopped being) only null: what is below them is not reported. */
  blocked: Set<string>;
}

export const original = (pair: Pair, p: string) => toCandidateNames(p, pair.renames);
export const pii = (pair: Pair, p: string) => isPii(pair.docB, p) || isPii(pair.docC, original(pair, p));
export const under = (pair: Pair, p: string) => [...ancestorsOf(p)].some((a) => pair.blocked.has(a));
