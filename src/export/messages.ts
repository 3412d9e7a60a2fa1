// What the rule tables add to the schemas: the documented messages of each status (the Errors rows, as the rules expect
// them, with the fields each may stand in) and the readings the harness accepts where the documents contradict
// themselves. Plain data, for the contract's x- extensions (docs/contract.md says what each field means).
import type { OperationId } from '../model/operations.js';
import type { Expectation, Rule } from '../model/types.js';
import { rulesFor } from '../rules/index.js';
import { byCodeUnits } from './order.js';

export interface DocumentedMessage {
  /** The document's text: a literal a service prints, a condition it paraphrases, or a template with a <placeholder>. */
  text?: string;
  kind?: 'literal' | 'condition' | 'template';
  errorCode?: string;
  /** JSON pointers the text may stand at (several where the documents allow several fields). */
  at?: string[];
  /** The documented rules that expect it (they gate a run). */
  rules?: string[];
  /** The probes that carry it (a "not shown" area: observed, never gating). */
  probes?: string[];
}

const expectationsOf = (rule: Rule): Expectation[] => [
  ...(rule.expect ? [rule.expect] : []),
  ...(rule.alternatives ?? []).map((a) => a.expect),
];

const sortedUnique = (list: readonly string[]): string[] => [...new Set(list)].sort(byCodeUnits);

function collect(operation: OperationId, keep: (e: Expectation) => boolean): DocumentedMessage[] {
  const found = new Map<string, DocumentedMessage & { at: string[]; rules: string[]; probes: string[] }>();
  for (const rule of rulesFor(operation))
    for (const e of expectationsOf(rule)) {
      if (!keep(e) || (e.message === undefined && e.errorCode === undefined)) continue;
      const key = JSON.stringify([e.errorCode, e.message?.kind, e.message?.text]);
      const entry = found.get(key) ?? {
        ...(e.message ? { text: e.message.text, kind: e.message.kind } : {}),
        ...(e.errorCode === undefined ? {} : { errorCode: e.errorCode }),
        at: [],
        rules: [],
        probes: [],
      };
      if (e.message?.pointer !== undefined) entry.at.push(e.message.pointer);
      (rule.strength === 'probe' ? entry.probes : entry.rules).push(rule.id);
      found.set(key, entry);
    }
  return [...found.values()]
    .map(({ at, rules, probes, ...rest }) => ({
      ...rest,
      ...(at.length > 0 ? { at: sortedUnique(at) } : {}),
      ...(rules.length > 0 ? { rules: sortedUnique(rules) } : {}),
      ...(probes.length > 0 ? { probes: sortedUnique(probes) } : {}),
    }))
    .sort((a, b) => byCodeUnits(JSON.stringify([a.errorCode, a.text]), JSON.stringify([b.errorCode, b.text])));
}

/** The messages documented for one status of an operation: `x-documented-messages` of that response. */
export const documentedMessages = (operation: OperationId, status: number): DocumentedMessage[] =>
  collect(operation, (e) => e.anyStatus !== true && e.status === status);

/** Messages whose status the documents do not show (the month-validation errors): `x-messages-status-not-shown`. */
export const messagesWithoutStatus = (operation: OperationId): DocumentedMessage[] =>
  collect(operation, (e) => e.anyStatus === true);

export interface ReadingsOfRule {
  rule: string;
  title: string;
  source: string;
  strength: Rule['strength'];
  /** Every reading that conforms, the rule's own first: what the answer must be under each. */
  readings: { reading: string; expect: Expectation }[];
}

/** The rules that accept several readings where the documents contradict themselves: `x-readings` of the operation. */
export const readingsOf = (operation: OperationId): ReadingsOfRule[] =>
  rulesFor(operation)
    .filter((rule) => (rule.alternatives ?? []).length > 0 && rule.expect !== undefined)
    .map((rule) => ({
      rule: rule.id,
      title: rule.title,
      source: rule.source,
      strength: rule.strength,
      readings: [
        { reading: rule.reading ?? 'as the rule states', expect: rule.expect as Expectation },
        ...(rule.alternatives ?? []),
      ],
    }));

/** The statuses documented rules expect of an operation (any reading), with or without a documented body; not a
 * refusal's, whose status the documents do not show. */
export const expectedStatuses = (operation: OperationId): number[] =>
  sortedNumbers(
    rulesFor(operation)
      .filter((r) => r.strength === 'documented')
      .flatMap(expectationsOf)
      .filter((e) => e.anyStatus !== true && e.refused !== true)
      .map((e) => e.status),
  );

/** Whether a documented reading of this status allows a body that is not JSON (a text answer). */
export const textAllowed = (operation: OperationId, status: number): boolean =>
  rulesFor(operation)
    .filter((r) => r.strength === 'documented')
    .flatMap(expectationsOf)
    .some((e) => e.status === status && e.textAllowed === true);

const sortedNumbers = (list: number[]): number[] => [...new Set(list)].sort((a, b) => a - b);
