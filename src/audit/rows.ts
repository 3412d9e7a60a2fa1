// The documented rows a request falls under, told by the changes it makes to the operation's valid request: a
// captured request's (audit) and a generated one's (exploration) alike, so both are judged by the rows a run judges.
import { classifyChanges, documentedOf } from '../explore/documented.js';
import { fieldKey, fieldsOf } from '../explore/fields.js';
import type { OperationId } from '../model/operations.js';
import type { Rule } from '../model/types.js';
import { tableOf } from '../rules/index.js';
import { REDACTED_CHANGE, ruleChanges } from './changes.js';
import type { RequestClass } from './types.js';

/** The rules the request falls under, and whether each must hold (the rows of one request) or any (two refusals the
 * request makes at once: the vendor may answer either). */
export interface Rows {
  class: RequestClass;
  rules: Rule[];
  all: boolean;
}

const ACCEPTED = (status: number) => status >= 200 && status < 300;

const keyOf = (changes: readonly string[]) => [...changes].sort().join('\n');

const byChanges = new Map<OperationId, Map<string, Rule[]>>();

/** The operation's documented single-request rules by the changes they make: a captured request making exactly those
 * changes is that rule's request. */
function rulesByChanges(operation: OperationId): Map<string, Rule[]> {
  let map = byChanges.get(operation);
  if (map !== undefined) return map;
  map = new Map();
  const single = (tableOf(operation)?.rules ?? []).filter((r) => r.before === undefined && r.sends === undefined);
  for (const r of single.filter((x) => x.strength === 'documented' && x.expect !== undefined)) {
    const key = keyOf(ruleChanges(operation, r));
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  // Rows of one request that expect different answers differ in what a capture cannot see (the months a statement
  // covers, given by its dates): no row is told.
  for (const [key, rules] of map) if (new Set(rules.map((r) => JSON.stringify(r.expect))).size > 1) map.set(key, []);
  // A probe's request (a "not shown" area) where no documented row has it: observed, never gating, and its reading held
  // to the rest of the capture's.
  for (const r of single.filter((x) => x.strength === 'probe')) {
    const key = keyOf(ruleChanges(operation, r));
    const rows = map.get(key);
    if (rows === undefined || (rows.length > 0 && rows.every((x) => x.strength === 'probe'))) map.set(key, [...(rows ?? []), r]);
  }
  byChanges.set(operation, map);
  return map;
}

const byCredentials = new Map<OperationId, Map<string, Rule[]>>();

/** The operation's rows by their changes but those to the credentials: the rows a request of unknown credentials may be. */
function byCredentialsOf(operation: OperationId): Map<string, Rule[]> {
  let map = byCredentials.get(operation);
  if (map !== undefined) return map;
  map = new Map();
  const credential = credentialFields(operation);
  for (const rules of rulesByChanges(operation).values())
    for (const r of rules) {
      const key = keyOf(ruleChanges(operation, r).filter((c) => !credential.has(c.slice(0, c.indexOf(' ')))));
      map.set(key, [...(map.get(key) ?? []), r]);
    }
  byCredentials.set(operation, map);
  return map;
}

const ruleById = (operation: OperationId, id: string): Rule | undefined => tableOf(operation)?.rules.find((r) => r.id === id);

const credentialFields = (operation: OperationId) =>
  new Set(
    fieldsOf(operation)
      .filter((f) => f.credential)
      .map(fieldKey),
  );

/** A step after a parse (its results) that refuses a wrong credential: refused whatever the parse came to, so a request
 * whose only change is another credential is that row's. Its accepting rows are not told: what they answer hangs on
 * the flow. Only a request built from the valid one and the parse's id (no repeat of an earlier step). */
function credentialRefusalAfter(operation: OperationId, changes: readonly string[]): Rule | undefined {
  const credential = credentialFields(operation);
  if (changes.length === 0 || !changes.every((c) => c.endsWith(' changed') && credential.has(c.slice(0, c.indexOf(' ')))))
    return undefined;
  return (tableOf(operation)?.rules ?? []).find(
    (r) =>
      r.strength === 'documented' &&
      r.before !== undefined &&
      r.sends === undefined &&
      r.after === undefined &&
      r.expect !== undefined &&
      !ACCEPTED(r.expect.status) &&
      !r.request.some((e) => 'repeat' in e) &&
      ruleChanges(operation, r).some((c) => c.endsWith(' generated') && credential.has(c.slice(0, c.indexOf(' ')))),
  );
}

export function rowsOf(operation: OperationId, changes: readonly string[]): Rows {
  if (changes.some((c) => c.endsWith(` ${REDACTED_CHANGE}`))) return { class: 'unknown', rules: [], all: true };
  const told = classifyChanges(operation, changes);
  const exact = rulesByChanges(operation).get(keyOf(changes));
  if (exact?.length === 0) return { class: 'unknown', rules: [], all: true };
  if (exact !== undefined) return { class: told.class, rules: exact, all: true };
  // Credentials of unknown value on a row's own request: a refusing row is still the refusal's. An accepting row holds
  // only if they are right, so the request is that row, the refusal of wrong credentials, or the row of a credential a
  // rule names (an app id the vendor fails with a 500), and the answer must meet one.
  const known = changes.filter((c) => !c.endsWith(' credential'));
  const bare = known.length < changes.length ? rulesByChanges(operation).get(keyOf(known)) : undefined;
  if (bare !== undefined && bare.every((r) => r.expect !== undefined && !ACCEPTED(r.expect.status)))
    return { class: 'invalid', rules: bare, all: true };
  const refusal = documentedOf(operation).credentials;
  const wrong = refusal === undefined ? undefined : ruleById(operation, refusal);
  if (bare !== undefined && wrong !== undefined)
    return {
      class: 'unknown',
      rules: [...new Set([...bare, ...(byCredentialsOf(operation).get(keyOf(known)) ?? []), wrong])],
      all: false,
    };
  if (bare !== undefined) return { class: 'unknown', rules: [], all: true };
  const after = told.class === 'invalid' ? undefined : credentialRefusalAfter(operation, changes);
  if (after !== undefined) return { class: 'invalid', rules: [after], all: true };
  if (told.class === 'invalid') {
    const refusing = [...new Set(changes.map((c) => classifyChanges(operation, [c])).filter((t) => t.class === 'invalid'))]
      .map((t) => ruleById(operation, t.because as string))
      .filter((r): r is Rule => r !== undefined);
    const unique = [...new Map(refusing.map((r) => [r.id, r])).values()];
    return { class: 'invalid', rules: unique, all: false };
  }
  return { class: told.class, rules: [], all: true };
}
