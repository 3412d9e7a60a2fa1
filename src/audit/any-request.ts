// Where no documented row can be told of a captured request (a real person's email: deliverable, breached, unknown?),
// only what holds for any request is judged: a status the operation documents, that status's envelope in any of its
// variants, and on a success what every documented success of that status holds (its echoes, its absences) and the
// oracles. As a rule, so the case's judge judges it.
import { changesOf, documentedOf } from '../explore/documented.js';
import { type OperationId, OPERATIONS } from '../model/operations.js';
import type { Expectation, Rule } from '../model/types.js';
import { tableOf } from '../rules/index.js';
import { documentedStatuses } from '../validators/registry.js';

const same = (a: unknown) => JSON.stringify(a);

/** What every documented single-request rule expecting `status` holds: the echoes and absences they share. */
function shared(operation: OperationId, status: number): Pick<Expectation, 'echo' | 'absent'> {
  const rules = (tableOf(operation)?.rules ?? []).filter(
    (r) => r.strength === 'documented' && r.before === undefined && r.sends === undefined && r.expect?.status === status,
  );
  if (rules.length === 0) return {};
  const echoes = rules.map((r) => (r.expect?.echo ?? []).map(same));
  const absents = rules.map((r) => r.expect?.absent ?? []);
  const echo = (rules[0]?.expect?.echo ?? []).filter((e) => echoes.every((list) => list.includes(same(e))));
  const absent = (rules[0]?.expect?.absent ?? []).filter((p) => absents.every((list) => list.includes(p)));
  return { ...(echo.length > 0 ? { echo } : {}), ...(absent.length > 0 ? { absent } : {}) };
}

/** The operation's own section: that of its valid request's rule. */
function sourceOf(operation: OperationId): string {
  const rules = tableOf(operation)?.rules ?? [];
  const valid = rules.find(
    (r) => r.strength === 'documented' && r.before === undefined && changesOf(operation, r.request).length === 0,
  );
  return (valid ?? rules[0])?.source.split(';')[0]?.trim() ?? OPERATIONS[operation].document;
}

const made = new Map<string, Rule>();

/** The rule of any request to `operation` answered `status`. */
export function anyRequestRule(operation: OperationId, status: number): Rule {
  const key = `${operation} ${status}`;
  const hit = made.get(key);
  if (hit !== undefined) return hit;
  const d = documentedOf(operation);
  const is = (lo: number) => status >= lo && status < lo + 100;
  const documented = d.statuses.has(status) || (d.any4xx && is(400)) || (d.any2xx && is(200));
  const base = {
    id: `${operation}.any-request`,
    operation,
    title: 'what holds for any request',
    source: sourceOf(operation),
    strength: 'documented' as const,
    severity: 'normal' as const,
    request: [],
  };
  let rule: Rule;
  if (!documented) {
    // Each documented status as a reading: the finding names every one of them.
    const [first, ...rest] = [...d.statuses].sort((a, b) => a - b);
    rule = {
      ...base,
      expect: { status: first ?? 200 },
      reading: `HTTP ${first}`,
      alternatives: rest.map((s) => ({ reading: `HTTP ${s}`, expect: { status: s } })),
    };
  } else {
    // A status the documents give no body for: nothing of the body is held (a refusal's, or a success's).
    const shown = documentedStatuses(operation).includes(status);
    const body: Partial<Expectation> = shown ? {} : is(400) ? { refused: true } : { anyBody: true };
    rule = { ...base, expect: { status, ...body, ...shared(operation, status) } };
  }
  made.set(key, rule);
  return rule;
}
