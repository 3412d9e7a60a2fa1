// A difference before it is tied to its rule: what each comparer returns, and how it becomes a classified Difference.
import type { Rule } from '../model/types.js';
import type { RecordingFile } from '../recording/file.js';
import { type Difference, type DriftClass, type DriftKind, KINDS } from './types.js';

export interface Found {
  kind: DriftKind;
  step?: number;
  where: Difference['where'];
  pointer: string;
  before: unknown;
  after: unknown;
  detail: string;
  /** The place is not documented: the kind's `undocumented` class applies. */
  undocumented?: true;
}

export function classOf(kind: DriftKind, undocumented = false): DriftClass {
  const entry: { class: DriftClass; undocumented?: DriftClass } = KINDS[kind];
  return undocumented ? (entry.undocumented ?? entry.class) : entry.class;
}

/** Every difference of a probe is notable `probe-changed`: a "not shown" area observed otherwise, never a break. */
export function toDifference(f: Found, file: RecordingFile, rule: Rule | undefined): Difference {
  const probe = rule?.strength === 'probe';
  return {
    class: probe ? classOf('probe-changed') : classOf(f.kind, f.undocumented),
    kind: probe ? 'probe-changed' : f.kind,
    operation: file.operation,
    ruleId: file.ruleId,
    ...(f.step === undefined ? {} : { step: f.step }),
    where: f.where,
    pointer: f.pointer,
    before: f.before,
    after: f.after,
    source: rule?.source ?? '',
    detail: probe ? `${f.kind}: ${f.detail}` : f.detail,
  };
}
