// What the rules know of an operation's requests, and what the documents therefore say of a generated one. Every
// documented rule that sends one request is read as the changes it makes to the valid request (field and kind); a rule
// that is accepted in every reading makes its changes valid, one refused in every reading makes invalid the one change
// no accepted rule makes. A generated request is invalid when it makes a change the documents refuse, valid when every
// change it makes is one they accept, and otherwise neither (only the properties that hold of any request apply).
import type { Edit, Value } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import type { Rule } from '../model/types.js';
import { symbolicRequest, type SymbolicRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import { documentedStatuses } from '../validators/registry.js';
import { exclusivePairs, type Field, fieldKey, fieldsOf } from './fields.js';
import { kindOf } from './kinds.js';
import type { ProbeClass } from './types.js';

/** One change: `body:expiry above-max`. */
export type Change = string;
const change = (field: string, kind: string): Change => `${field} ${kind}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const STRING: Field = { name: '', where: 'header', type: 'string', required: false, inBaseline: false };

function jsonChanges(fields: Field[], base: Record<string, Value>, req: Record<string, Value>): Change[] {
  const out: Change[] = [];
  const itemsOf = new Set(fields.filter((x) => x.where === 'item').map((x) => x.array));
  const objects = (v: unknown) => (Array.isArray(v) && v.every((x) => x !== null && typeof x === 'object') ? v.length : -1);
  for (const f of fields.filter((x) => x.where === 'body')) {
    if (same(base[f.name], req[f.name])) continue;
    // Items edited in place are read below; an array changed as a whole speaks for its items.
    if (itemsOf.has(f.name) && objects(base[f.name]) > 0 && objects(base[f.name]) === objects(req[f.name])) continue;
    out.push(change(fieldKey(f), kindOf(f, req[f.name])));
  }
  for (const f of fields.filter((x) => x.where === 'item')) {
    const [array, item] = [f.array as string, f.name.split('[].')[1] as string];
    const items = [base[array], req[array]].map((a) =>
      Array.isArray(a) ? (a[0] as Record<string, Value> | undefined) : undefined,
    );
    if (!out.some((c) => c.startsWith(`body:${array} `)) && items[0] !== undefined && items[1] !== undefined)
      if (!same(items[0][item], items[1][item])) out.push(change(fieldKey(f), kindOf(f, items[1][item])));
  }
  const known = new Set(fields.map((f) => f.name));
  for (const k of Object.keys(req)) if (!known.has(k) && !(k in base)) out.push(change(`body:${k}`, 'unknown-field'));
  return out;
}

function formChanges(fields: Field[], base: { name: string; value: Value }[], req: { name: string; value: Value }[]): Change[] {
  const out: Change[] = [];
  const values = (parts: typeof base, name: string) => parts.filter((p) => p.name === name).map((p) => p.value);
  for (const f of fields.filter((x) => x.where === 'part' || x.where === 'file')) {
    const [was, now] = [values(base, f.name), values(req, f.name)];
    if (now.length > 1) out.push(change(fieldKey(f), 'duplicate'));
    else if (!same(was, now)) out.push(change(fieldKey(f), kindOf(f, now[0])));
  }
  const known = new Set(fields.map((f) => f.name));
  for (const p of req) if (!known.has(p.name)) out.push(change(`part:${p.name}`, 'unknown-field'));
  return out;
}

function headerChanges(base: Record<string, Value>, req: Record<string, Value>): Change[] {
  return [...new Set([...Object.keys(base), ...Object.keys(req)])]
    .filter((h) => !same(base[h], req[h]))
    .map((h) => change(`header:${h}`, kindOf(STRING, req[h])));
}

/** The changes a request made of `edits` makes to the operation's valid request. */
export function changesOf(operation: OperationId, edits: readonly Edit[]): Change[] {
  const table = tableOf(operation);
  if (table === undefined) return [];
  const fields = fieldsOf(operation);
  const base = symbolicRequest(table.baseline, []);
  const req: SymbolicRequest = symbolicRequest(table.baseline, edits);
  const out = headerChanges(base.headers, req.headers);
  if (req.body?.kind === 'json' && base.body?.kind === 'json') {
    out.push(...jsonChanges(fields, base.body.value, req.body.value));
    for (const [a, b] of exclusivePairs(operation))
      if (req.body.value[a] !== undefined && req.body.value[b] !== undefined) out.push(change(`body:${a}+${b}`, 'together'));
  }
  if (req.body?.kind === 'multipart' && base.body?.kind === 'multipart')
    out.push(...formChanges(fields, base.body.parts, req.body.parts));
  return out;
}

type Outcome = 'accepted' | 'refused' | undefined;
const outcomeOf = (rule: Rule): Outcome => {
  const readings = [rule.expect, ...(rule.alternatives ?? []).map((a) => a.expect)];
  if (readings.some((e) => e === undefined || e.anyStatus)) return undefined;
  const statuses = readings.map((e) => e?.status ?? 0);
  if (statuses.every((s) => s >= 200 && s < 300)) return 'accepted';
  if (readings.every((e) => e?.refused || (e !== undefined && e.status >= 400 && e.status < 500))) return 'refused';
  return undefined;
};

export interface Documented {
  /** Changes a documented rule accepts, each with the rule that shows it. */
  valid: Map<Change, string>;
  /** Changes a documented rule refuses (the one it makes that no accepted rule does). */
  invalid: Map<Change, string>;
  /** Statuses a documented refusal of input has (400, 413, 422…): a valid request answered one was refused. */
  refusals: Set<number>;
  /** Statuses the operation documents: its response schemas and every rule's readings. */
  statuses: Set<number>;
  /** A refusal whose status the documents do not show (`refused`), or no refusal shown at all: any 4xx is documented. */
  any4xx: boolean;
  /** No success shown (the subscription): any 2xx is documented. */
  any2xx: boolean;
  /** The rule that refuses other credentials than the target's ("Missing or invalid credentials yield HTTP 401"): any
   * change to a credential field is invalid by it. */
  credentials?: string;
  /** A test value sent in a credential field that a documented rule answers otherwise than a refusal (an app id the
   * vendor fails with a 500): that rule's, not wrong credentials. */
  ownValues: Set<Change>;
}

/** The fields the credentials travel in: `header:appid`, or `body:appId` for the token operations. */
const CREDENTIAL_FIELDS = ['header:appid', 'header:appkey', 'body:appId', 'body:appKey'];
const onCredential = (c: Change) => CREDENTIAL_FIELDS.includes(c.split(' ')[0] as string) && !c.endsWith(' credential');

/** A change to a value the documents name only by example (a test value, a file, a free text), not by kind. */
const isValueKind = (c: Change): boolean => / (value|data|file|statement):/.test(c);

const known = new Map<OperationId, Documented>();

export function documentedOf(operation: OperationId): Documented {
  const hit = known.get(operation);
  if (hit !== undefined) return hit;
  const rules = (tableOf(operation)?.rules ?? []).filter((r) => (r.before ?? []).length === 0 && r.sends === undefined);
  const valid = new Map<Change, string>();
  const invalid = new Map<Change, string>();
  const refusals = new Set<number>();
  const statuses = new Set(documentedStatuses(operation));
  let any4xx = false;
  for (const r of tableOf(operation)?.rules ?? [])
    for (const e of [r.expect, ...(r.alternatives ?? []).map((a) => a.expect)]) {
      if (e !== undefined) statuses.add(e.status);
      if (e?.refused || e?.anyStatus) any4xx = true;
    }
  // No 2xx or no 4xx shown (the subscription, the results): any status of that class conforms.
  const schemas = documentedStatuses(operation);
  const any2xx = ![...statuses].some((s) => s >= 200 && s < 300);
  if (!schemas.some((s) => s >= 400 && s < 500)) any4xx = true;
  const documented = rules.filter((r) => r.strength === 'documented');
  // Only a rule that makes one change shows that change valid on its own: two made together (a signed document with
  // compliance switched off) may be accepted only together.
  for (const r of documented.filter((x) => outcomeOf(x) === 'accepted')) {
    const changes = changesOf(operation, r.request);
    if (changes.length === 1 && !valid.has(changes[0] as Change)) valid.set(changes[0] as Change, r.id);
  }
  const ownValues = new Set(
    documented
      .filter((r) => outcomeOf(r) !== 'refused')
      .flatMap((r) => changesOf(operation, r.request))
      .filter((c) => onCredential(c) && isValueKind(c)),
  );
  let credentials: string | undefined;
  let credentialsBy401 = false;
  for (const r of documented.filter((x) => outcomeOf(x) === 'refused')) {
    const all = changesOf(operation, r.request);
    // The Authentication section's own answer names it best: a 401 rule before a 400 one.
    if (all.length > 0 && all.every(onCredential) && (credentials === undefined || r.expect?.status === 401))
      if (credentials === undefined || !credentialsBy401) [credentials, credentialsBy401] = [r.id, r.expect?.status === 401];
    let changes = changesOf(operation, r.request).filter((c) => !valid.has(c));
    // Where a refused rule makes several changes, the one of a kind the documents speak of (a pair sent together, a
    // value of another type) is what it refuses, not the free values around it.
    if (changes.length > 1) changes = changes.filter((c) => !isValueKind(c));
    if (changes.length > 1 && changes.some((c) => c.endsWith(' together')))
      changes = changes.filter((c) => c.endsWith(' together'));
    if (changes.length !== 1) continue;
    invalid.set(changes[0] as Change, r.id);
    if (isValueKind(changes[0] as Change)) continue;
    for (const e of [r.expect, ...(r.alternatives ?? []).map((a) => a.expect)]) if (e !== undefined) refusals.add(e.status);
  }
  const out = { valid, invalid, refusals, statuses, any4xx, any2xx, ownValues, ...(credentials ? { credentials } : {}) };
  known.set(operation, out);
  return out;
}

/** What the documents say of a request made of `edits`, and the rule that says it. */
export const classify = (operation: OperationId, edits: readonly Edit[]): { class: ProbeClass; because?: string } =>
  classifyChanges(operation, changesOf(operation, edits));

/** What the documents say of a request that makes `changes` (a generated one's, or a captured one's as audit reads it). */
export function classifyChanges(operation: OperationId, changes: readonly Change[]): { class: ProbeClass; because?: string } {
  const d = documentedOf(operation);
  const refused = changes.find((c) => d.invalid.has(c));
  if (refused !== undefined) return { class: 'invalid', because: d.invalid.get(refused) as string };
  if (d.credentials !== undefined && changes.some((c) => onCredential(c) && !d.ownValues.has(c)))
    return { class: 'invalid', because: d.credentials };
  if (changes.every((c) => d.valid.has(c)))
    return { class: 'valid', because: [...new Set(changes.map((c) => d.valid.get(c)))].join(', ') || 'the valid request' };
  return { class: 'unknown' };
}
