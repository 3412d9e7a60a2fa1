// A captured request read as exploration reads a generated one: the changes it makes to the operation's valid
// request, field by field and kind by kind (left out, another type, out of the enum, a bound crossed, both of a pair,
// malformed, no credentials...). A value the documents name only by example (a name, an email, a statement's URL) is a
// change of its own kind only where it is a rule's test value; any other such value makes the row untellable.
import { type Change, changesOf, classifyChanges } from '../explore/documented.js';
import { isJsonType } from '../checks/content-type.js';
import { exclusivePairs, type Field, fieldKey, fieldsOf } from '../explore/fields.js';
import { kindOf } from '../explore/kinds.js';
import type { Value } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import type { Part, Rule, SentRequest } from '../model/types.js';
import { isRef, symbolicRequest, type SymbolicRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import { REDACTED } from '../redaction/placeholder.js';
import { committedStatement } from '../uploads/statement-facts.js';
import { fileDigest } from './read-exchange.js';
import type { RequestClass } from './types.js';
import type { TestValues } from './test-values.js';

type Json = Record<string, unknown>;
const NONE: ReadonlySet<string> = new Set();

/** The change of a value the capture redacted: no row can be told where one is made (which row a password makes, the
 * right one or a wrong one, is its value). */
export const REDACTED_CHANGE = 'redacted';
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A statement URL's last path segment, when it names a committed statement (the rules' statements by name). */
export function statementName(url: unknown): string | undefined {
  try {
    const name = decodeURIComponent(new URL(String(url)).pathname.split('/').at(-1) ?? '');
    return committedStatement(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The kind of a sent value, a test value by the name a rule gives it. */
function sentKind(
  op: OperationId,
  f: Field,
  v: unknown,
  values: TestValues,
  base: Value | undefined,
  passwords: ReadonlySet<string>,
): string {
  if (typeof v === 'string') {
    const named = values.text(op, fieldKey(f), v);
    if (named !== undefined) return named;
    if (passwords.has(v)) return 'statementPassword';
    if (isRef(base) && base.$ === 'statementUrl') {
      const name = statementName(v);
      if (name !== undefined) return `statement:${name}`;
    }
  }
  return kindOf(f, v as Value);
}

/** The kind the valid request gives a field. */
const baseKind = (f: Field, base: Value | undefined): string => kindOf(f, base);

/** What is generated anew for every request (an id, a name, a URL of the team's): any value of its type is no change. */
const generated = (base: Value | undefined): boolean =>
  isRef(base) && (base.$ === 'faker' || base.$ === 'webhookUrl' || base.$ === 'statementPassword');

/** A request's value at a change's field (`body:name`, `part:selfie`, `header:x`); items are not looked into. */
function valueAt(request: SymbolicRequest, field: string): Value | undefined {
  const [where, name] = [field.slice(0, field.indexOf(':')), field.slice(field.indexOf(':') + 1)];
  if (where === 'header') return request.headers[name];
  if (where === 'body' && request.body?.kind === 'json') return request.body.value[name];
  if (where === 'part' && request.body?.kind === 'multipart') return request.body.parts.find((p) => p.name === name)?.value;
  return undefined;
}

const isFaker = (v: Value | undefined) => isRef(v) && v.$ === 'faker';

/** A text of the kinds the documents give no name to (free text, a well-formed value): what a generated value is. */
const FREE = (kind: string) => kind.startsWith('value:') || kind === 'well-formed' || kind === 'in-range';

const generatedOf = new Map<OperationId, Set<string>>();

/** The fields a rule sends a generated value in (any name, any number): there, any value of that kind is the rule's. */
function generatedFields(op: OperationId): Set<string> {
  let out = generatedOf.get(op);
  if (out !== undefined) return out;
  out = new Set();
  const table = tableOf(op);
  for (const rule of (table?.rules ?? []).filter((r) => r.before === undefined && r.sends === undefined)) {
    if (table === undefined) break;
    const req = symbolicRequest(table.baseline, rule.request);
    for (const c of changesOf(op, rule.request)) {
      const field = c.slice(0, c.indexOf(' '));
      if (isFaker(valueAt(req, field)) && FREE(c.slice(c.indexOf(' ') + 1))) out.add(field);
    }
  }
  generatedOf.set(op, out);
  return out;
}

/** A rule's changes (or a probe's, of its edits) as a captured request's are read: a generated value as `generated`. */
export function ruleChanges(op: OperationId, rule: Pick<Rule, 'request'>): Change[] {
  const table = tableOf(op);
  if (table === undefined) return [];
  const req = symbolicRequest(table.baseline, rule.request);
  return changesOf(op, rule.request).map((c) => {
    const field = c.slice(0, c.indexOf(' '));
    return isFaker(valueAt(req, field)) && FREE(c.slice(c.indexOf(' ') + 1)) ? `${field} generated` : c;
  });
}

/** One field's change, or undefined when the sent value is of the kind the valid request sends. */
function fieldChange(
  op: OperationId,
  f: Field,
  base: Value | undefined,
  sent: unknown,
  values: TestValues,
  passwords = NONE,
): Change | undefined {
  const was = baseKind(f, base);
  if (sent === undefined) return was === 'missing' ? undefined : `${fieldKey(f)} missing`;
  // A secret the capture redacted (a statement's password in the proxy's HAR): sent, its value unknown.
  if (sent === REDACTED && !f.credential) return `${fieldKey(f)} ${REDACTED_CHANGE}`;
  const now = sentKind(op, f, sent, values, base, passwords);
  // A value the valid request writes out (an enum's "no", an expiry): any other value is a change, as exploration reads one.
  if (!isRef(base) && base !== undefined)
    return JSON.stringify(base) === JSON.stringify(sent) ? undefined : `${fieldKey(f)} ${now}`;
  if (now === was) return undefined;
  // A generated value (an id, a URL): only a change the documents speak of (left out, emptied, another type) counts.
  if (generated(base) && FREE(now)) return undefined;
  // A credential is a rule's test value (an account with no access) or judged against the team's own, when known
  // (bodyCredentials), never by its text.
  if (f.credential && typeof sent === 'string' && sent.trim() !== '' && values.text(op, fieldKey(f), sent) === undefined)
    return undefined;
  if (FREE(now) && generatedFields(op).has(fieldKey(f))) return `${fieldKey(f)} generated`;
  return `${fieldKey(f)} ${now}`;
}

const objects = (v: unknown) => (Array.isArray(v) && v.every(isObject) ? v.length : -1);

function jsonChanges(op: OperationId, fields: Field[], base: Json, sent: Json, values: TestValues): Change[] {
  const out: Change[] = [];
  const itemsOf = new Set(fields.filter((x) => x.where === 'item').map((x) => x.array));
  for (const f of fields.filter((x) => x.where === 'body')) {
    // As many items as the valid request's: read field by field below, as exploration reads them.
    if (itemsOf.has(f.name) && objects(base[f.name]) > 0 && objects(base[f.name]) === objects(sent[f.name])) continue;
    const c = fieldChange(op, f, base[f.name] as Value | undefined, sent[f.name], values);
    if (c !== undefined) out.push(c);
  }
  for (const f of fields.filter((x) => x.where === 'item')) {
    const [array, item] = [f.array as string, f.name.split('[].')[1] as string];
    if (out.some((c) => c.startsWith(`body:${array} `))) continue;
    const [was, now] = [base[array], sent[array]].map((a) => (Array.isArray(a) && isObject(a[0]) ? a[0] : undefined));
    if (was === undefined || now === undefined) continue;
    const c = fieldChange(op, f, was[item] as Value | undefined, now[item], values);
    if (c !== undefined) out.push(c);
  }
  // Items are read where both sides send a list of objects: each sent item against the valid request's first.
  for (const f of fields.filter((x) => x.where === 'item')) {
    const [array, item] = [f.array as string, f.name.split('[].')[1] as string];
    const [was, now] = [base[array], sent[array]];
    if (!Array.isArray(was) || !Array.isArray(now) || !isObject(was[0])) continue;
    for (const it of now.filter(isObject)) {
      const c = fieldChange(op, f, (was[0] as Json)[item] as Value | undefined, it[item], values);
      if (c !== undefined && !out.includes(c)) out.push(c);
    }
  }
  const known = new Set(fields.map((f) => f.name));
  for (const k of Object.keys(sent)) if (!known.has(k)) out.push(`body:${k} unknown-field`);
  for (const [a, b] of exclusivePairs(op))
    if (sent[a] !== undefined && sent[b] !== undefined) out.push(`body:${a}+${b} together`);
  return out;
}

function formChanges(op: OperationId, fields: Field[], base: { name: string; value: Value }[], sent: Part[], values: TestValues) {
  const out: Change[] = [];
  // An encrypted statement's password, sent beside it, is the rules' `statementPassword`.
  const passwords = new Set(
    sent.flatMap((p) => {
      const password = 'data' in p ? (p.facts as { password?: string } | undefined)?.password : undefined;
      return password === undefined ? [] : [password];
    }),
  );
  for (const f of fields.filter((x) => x.where === 'part' || x.where === 'file')) {
    const now = sent.filter((p) => p.name === f.name);
    const was = base.find((p) => p.name === f.name)?.value;
    if (now.length > 1) {
      out.push(`${fieldKey(f)} duplicate`);
      continue;
    }
    const part = now[0];
    if (f.where === 'file' && part !== undefined) {
      if (!('data' in part)) out.push(`${fieldKey(f)} text-for-file`);
      else if (fileDigest(part).size === 0) out.push(`${fieldKey(f)} zero-byte`);
      else {
        const kind = values.file(op, fieldKey(f), fileDigest(part).sha256, part.filename) ?? 'file:(not a test file)';
        if (kind !== baseKind(f, was)) out.push(`${fieldKey(f)} ${kind}`);
      }
      continue;
    }
    const c = fieldChange(op, f, was, part === undefined ? undefined : 'value' in part ? part.value : {}, values, passwords);
    if (c !== undefined) out.push(c);
  }
  const known = new Set(fields.map((f) => f.name));
  for (const p of sent) if (!known.has(p.name)) out.push(`part:${p.name} unknown-field`);
  return out;
}

/** A credential a log kept out ("present", "REDACTED", "<redacted>", "***"): sent, its value unknown. */
const REDACTED_IN_LOG = /^(present|redacted|<redacted>|\*+|x+)$/i;

/** Credentials sent whose value cannot be held to the team's: a request they make is no documented row's (an
 * expired key answers 401 to a request that is otherwise valid), though a refusal it makes is still the refusal's. */
const UNKNOWN = (f: Field): Change => `${fieldKey(f)} credential`;

/** The credentials and the mandatory headers: left out, emptied, or other than the team's (when they are known). */
function headerChanges(
  op: OperationId,
  fields: Field[],
  sent: Record<string, string>,
  values: TestValues,
  json: boolean,
): Change[] {
  const out: Change[] = [];
  // Another header is a change only where it carries a rule's test value (a caller no whitelist holds).
  const own = new Set(fields.filter((x) => x.where === 'header').map((x) => x.name));
  for (const [name, v] of Object.entries(sent)) {
    const named = own.has(name) ? undefined : values.text(op, `header:${name}`, v);
    if (named !== undefined) out.push(`header:${name} ${named}`);
  }
  // A JSON operation's body labelled otherwise is a rule's change (`<operation>.contentType.text-plain`), as a run sends it.
  const type = Object.entries(sent).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  if (json && type !== undefined && !isJsonType(type))
    out.push(`header:content-type value:${JSON.stringify(type.split(';')[0])}`);
  for (const f of fields.filter((x) => x.where === 'header')) {
    const v = sent[f.name];
    if (v === undefined) out.push(`header:${f.name} missing`);
    else if (v.trim() === '') out.push(`header:${f.name} ${v === '' ? 'empty' : 'blank'}`);
    else if (f.credential && values.text(op, `header:${f.name}`, v) !== undefined)
      out.push(`header:${f.name} ${values.text(op, `header:${f.name}`, v) as string}`);
    else if (f.credential && (REDACTED_IN_LOG.test(v) || values.credentials === undefined)) out.push(UNKNOWN(f));
    else if (f.credential && values.credentials !== undefined) {
      const own = f.name === 'appid' ? values.credentials.appId : values.credentials.appKey;
      if (v !== own) out.push(`header:${f.name} changed`);
    }
  }
  return out;
}

/** Body credentials (the token operations) other than the team's, when they are known. */
function bodyCredentials(op: OperationId, fields: Field[], sent: Json, values: TestValues): Change[] {
  return fields
    .filter((f) => f.credential && f.where === 'body' && typeof sent[f.name] === 'string' && sent[f.name] !== '')
    .filter((f) => values.text(op, fieldKey(f), sent[f.name] as string) === undefined)
    .flatMap((f) => {
      const v = sent[f.name] as string;
      if (values.credentials === undefined || REDACTED_IN_LOG.test(v)) return [UNKNOWN(f)];
      return v === (f.name === 'appId' ? values.credentials.appId : values.credentials.appKey) ? [] : [`${fieldKey(f)} changed`];
    });
}

const baselines = new Map<OperationId, SymbolicRequest>();

/** The operation's valid request, built once: every captured request is read against it. */
function baselineOf(op: OperationId, table: NonNullable<ReturnType<typeof tableOf>>): SymbolicRequest {
  let base = baselines.get(op);
  if (base === undefined) baselines.set(op, (base = symbolicRequest(table.baseline, [])));
  return base;
}

/** The changes a captured request makes to the operation's valid request. */
export function capturedChanges(op: OperationId, request: SentRequest, values: TestValues): Change[] {
  const table = tableOf(op);
  if (table === undefined) return [];
  const fields = fieldsOf(op);
  const base = baselineOf(op, table);
  const out = headerChanges(op, fields, request.headers, values, base.body?.kind === 'json');
  const body = request.body;
  if (base.body?.kind === 'json') {
    if (body?.kind === 'json' && isObject(body.value)) {
      out.push(...jsonChanges(op, fields, base.body.value as Json, body.value, values));
      out.push(...bodyCredentials(op, fields, body.value, values));
    } else out.push(`body: ${body === undefined ? 'missing' : 'type'}`);
  }
  if (base.body?.kind === 'multipart') {
    if (body?.kind === 'multipart') out.push(...formChanges(op, fields, base.body.parts, body.parts, values));
    else out.push(`body: ${body === undefined ? 'missing' : 'type'}`);
  }
  return out;
}

/** What the documents say of a captured request, and the rule that says it. */
export function classifyCaptured(
  op: OperationId,
  request: SentRequest,
  values: TestValues,
): { class: RequestClass; because?: string } {
  return classifyChanges(op, capturedChanges(op, request, values));
}
