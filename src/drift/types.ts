// Drift between two recording sets: what a difference is, and the classification of every kind of difference as data.
import type { OperationId } from '../model/operations.js';

export type DriftClass = 'breaking' | 'notable' | 'additive';

export interface Difference {
  class: DriftClass;
  kind: string;
  operation: OperationId;
  ruleId: string;
  /** 1-based step, or the step an event followed; absent for the rule as a whole. */
  step?: number;
  where: 'status' | 'body' | 'headers' | 'event' | 'verdict' | 'latency' | 'recording';
  pointer: string;
  before: unknown;
  after: unknown;
  /** The rule's `source` (spec section). */
  source: string;
  detail: string;
}

export interface DriftReport {
  baseline: string;
  candidate: string;
  /** Rules with a recording in both sets. */
  rulesCompared: number;
  /** Operations the candidate holds no recording of (re-recorded with --operation): not compared, not "missing". */
  notRecorded: string[];
  differences: Difference[];
}

interface KindEntry {
  class: DriftClass;
  /** The class when the place is not documented by the schemas (a removed or renamed undocumented field). */
  undocumented?: DriftClass;
  describe: string;
}

/** Every kind of difference, its class and what it means: reports and tests read this table. */
export const KINDS = {
  'field-removed': {
    class: 'breaking',
    undocumented: 'notable',
    describe: 'a field of the baseline is absent in every candidate recording (notable when the schema does not document it)',
  },
  'field-renamed': {
    class: 'breaking',
    undocumented: 'notable',
    describe: 'a field came back under another name: equal ignoring case, or holding the same value',
  },
  'type-changed': { class: 'breaking', describe: 'the JSON type at a place changed (integer → string, object → array…)' },
  'null-where-documented': { class: 'breaking', describe: 'a value the schema documents as non-null became null' },
  'enum-value-outside': { class: 'breaking', describe: 'a value outside the enum or const the schema documents there' },
  'status-changed': { class: 'breaking', describe: "the HTTP status of a step's answer changed" },
  'message-changed': { class: 'breaking', describe: "the text at the rule's documented message pointer changed" },
  'errorCode-changed': { class: 'breaking', describe: 'the errorCode the rule documents changed' },
  'date-format-changed': {
    class: 'breaking',
    describe: "a string's format changed (YYYY-MM-DD, DD/MM/YYYY, ISO date-time, UUID, digits, other)",
  },
  'verdict-regressed': { class: 'breaking', describe: "the rule's verdict went from pass to violation" },
  'event-missing': { class: 'breaking', describe: 'an event the baseline received after a step was not delivered' },
  'event-shape-changed': { class: 'breaking', describe: 'an event came in the other documented shape (flat ↔ nested)' },
  'rule-missing': { class: 'breaking', describe: 'the rule has no recording in the candidate' },
  'enum-value-new': {
    class: 'notable',
    describe: 'a value no baseline recording of the operation had, where the document does not show the allowed values',
  },
  'probe-changed': { class: 'notable', describe: "what a probe of a 'not shown' area observed changed" },
  slower: { class: 'notable', describe: 'the answer came in a slower latency bucket' },
  'field-sometimes-absent': {
    class: 'notable',
    describe: 'an undocumented field is absent here while other candidate recordings of the operation still have it',
  },
  'header-removed': { class: 'notable', describe: 'a response header of the baseline is gone' },
  'field-added': { class: 'additive', describe: 'a new field in a response body' },
  'header-added': { class: 'additive', describe: 'a new response header' },
  'event-field-added': { class: 'additive', describe: 'a new field in an event body (or a new event)' },
  'rule-added': { class: 'additive', describe: 'the rule has a recording only in the candidate' },
} as const satisfies Record<string, KindEntry>;

export type DriftKind = keyof typeof KINDS;

export const DRIFT_CLASSES: readonly DriftClass[] = ['breaking', 'notable', 'additive'];

/** How an absent value is shown as `before` or `after` (as src/recording/difference.ts shows it). */
export const ABSENT = '(absent)';
