// The body fields a rule's request changes in its operation's baseline (sets, adds or drops): what a rule sends names
// what it tests as much as its title does. Read from the records as written: a reference is a value of its own.
import { isDeepStrictEqual } from 'node:util';
import type { Value } from '../../model/edits.js';
import type { Rule } from '../../model/types.js';
import { isRef, symbolicRequest, type SymbolicRequest } from '../../rules/build.js';
import { tableOf } from '../../rules/index.js';
import { symbolicRequestsOf } from '../../rules/requests.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Paths where two JSON values differ; array items are compared in place and their index dropped from the path. */
function jsonChanges(a: unknown, b: unknown, at: string[] = []): string[][] {
  if (isDeepStrictEqual(a, b)) return [];
  if (isObject(a) && isObject(b) && !isRef(a) && !isRef(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((k) => jsonChanges(a[k], b[k], [...at, k]));
  if (Array.isArray(a) && Array.isArray(b))
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => jsonChanges(a[i], b[i], at)).flat();
  return at.length === 0 ? [] : [at];
}

type Part = { name: string; value: Value };
const partKey = (p: Part) => JSON.stringify(p.value);
function partChanges(a: Part[], b: Part[]): string[][] {
  const names = [...new Set([...a, ...b].map((p) => p.name))];
  return names
    .filter(
      (name) => !isDeepStrictEqual(a.filter((p) => p.name === name).map(partKey), b.filter((p) => p.name === name).map(partKey)),
    )
    .map((name) => [name]);
}

function bodyChanges(base: SymbolicRequest, sent: SymbolicRequest | undefined): string[][] {
  const [a, b] = [base.body, sent?.body];
  if (a?.kind === 'json' && b?.kind === 'json') return jsonChanges(a.value, b.value);
  if (a?.kind === 'multipart' && b?.kind === 'multipart') return partChanges(a.parts, b.parts);
  return [];
}

/** The body fields the rule's judged request changes. */
export function requestChanges(rule: Rule): string[][] {
  const table = tableOf(rule.sends ?? rule.operation);
  if (table === undefined) return [];
  return bodyChanges(symbolicRequest(table.baseline, []), symbolicRequestsOf(rule)[(rule.before ?? []).length]?.request);
}
