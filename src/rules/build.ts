// The one interpreter of request records: edits applied in order, values resolved in the order they are written (so
// a seed draws the same values). Built for a case (resolved) or read as it is written (symbolic, nothing resolved).
import { VtsError } from '../base/errors.js';
import { transactionIdOf } from '../checks/transaction-id.js';
import type { Edit, Ref, Value } from '../model/edits.js';
import { OPERATIONS } from '../model/operations.js';
import type { CaseContext, Part, RequestSpec, StepExchange } from '../model/types.js';
import { statementPassword } from './statement-password.js';

/** A request whose values may still be references (symbolic) or are what is sent (resolved). */
interface Shape {
  headers: Record<string, unknown>;
  body?: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'multipart'; parts: unknown[] };
  /** The JSON body is sent otherwise once every edit is made (a later edit still edits the JSON). */
  sendAs?: Extract<Edit, { sendAs: unknown }>['sendAs'];
}

/** What an earlier step sent and got, as far as a later one reads it. */
type Earlier = Pick<StepExchange, 'request' | 'attempts'>;

interface Resolver {
  ref(ref: Ref): unknown;
  part(name: string, value: Value): unknown;
  /** A header's value: sent as text. */
  text(value: unknown): unknown;
}

export const isRef = (v: unknown): v is Ref => v !== null && typeof v === 'object' && !Array.isArray(v) && '$' in v;

const formatted = (format: string | undefined, v: unknown): unknown =>
  format === undefined ? v : format.replace('%s', String(v));

function fakerCall(ctx: CaseContext, call: string, args: unknown[]): unknown {
  const [module, method] = call.split('.') as [string, string];
  const fn = (ctx.faker as unknown as Record<string, Record<string, unknown>>)[module]?.[method];
  if (typeof fn !== 'function') throw new Error(`no faker method "${call}": fix the rule's { $: 'faker' } value`);
  return (fn as (...a: unknown[]) => unknown)(...args);
}

function earlierValue(ref: Extract<Ref, { $: 'earlier' }>, earlier: Earlier[]): string | undefined {
  const path = OPERATIONS[ref.operation].path;
  const of = earlier.filter((s) => s.request.path.endsWith(path));
  const step = ref.which === 'first' ? of[0] : of.at(-1);
  if (ref.value === 'sentTransactionId') return step?.request.headers.transactionid;
  return transactionIdOf(step as StepExchange | undefined);
}

// Not a magic number of any file kind the documents name (PDF, PNG, JPEG, TIFF, GIF).
const WRONG_MAGIC = new TextEncoder().encode('VTS-NOT-A-KNOWN-MAGIC');

function changedFile<F extends { data: Uint8Array }>(file: F, bytes: 'empty' | 'wrong-magic' | undefined): F {
  if (bytes === 'empty') return { ...file, data: new Uint8Array(0) };
  if (bytes !== 'wrong-magic') return file;
  const data = Uint8Array.from(file.data);
  data.set(WRONG_MAGIC.subarray(0, Math.min(WRONG_MAGIC.length, data.length)));
  return { ...file, data };
}

/** Values as a case sends them. */
function resolving(ctx: CaseContext, earlier: Earlier[]): Resolver {
  const ref = (r: Ref): unknown => {
    switch (r.$) {
      case 'data':
        return formatted(r.format, ctx.data(r.key));
      case 'credential':
        return ctx.credentials[r.name];
      case 'faker': {
        const v = formatted(r.format, fakerCall(ctx, r.call, r.args ?? []));
        return r.as === 'number' ? Number(v) : v;
      }
      case 'file':
        throw new Error(`a file (${r.key}) is a form part's value only: use { parts: … }`);
      case 'statementUrl':
        return ctx.flow.statementUrl(r.name);
      case 'webhookUrl':
        if (ctx.flow.webhookUrl === undefined)
          throw new VtsError(
            'VTS_ERR_NOT_APPLICABLE',
            'needs a webhook URL: set VTS_WEBHOOK_PUBLIC_URL (docs/going-live.md › 4. The statement flow)',
          );
        return ctx.flow.webhookUrl;
      case 'statementPassword':
        return statementPassword(r.file);
      case 'earlier':
        return earlierValue(r, earlier);
    }
  };
  const resolver: Resolver = {
    ref,
    text: String,
    part: (name, value): Part =>
      isRef(value) && value.$ === 'file'
        ? { name, ...changedFile(ctx.file(value.key), value.bytes) }
        : { name, value: String(resolveValue(value, resolver)) },
  };
  return resolver;
}

/** Values as the record writes them: references stay references. */
const SYMBOLIC: Resolver = { ref: (r) => r, part: (name, value) => ({ name, value }), text: (v) => v };

function resolveValue(v: Value, r: Resolver): unknown {
  if (Array.isArray(v)) return v.map((x) => resolveValue(x, r));
  if (isRef(v)) return r.ref(v);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolveValue(x, r)]));
  return v;
}

/** Resolved fields in the order written; one that resolves to nothing is left out. */
const resolvedFields = (fields: Record<string, Value>, r: Resolver): [string, unknown][] =>
  Object.entries(fields)
    .map(([k, v]): [string, unknown] => [k, resolveValue(v, r)])
    .filter(([, v]) => v !== undefined);

const jsonOf = (req: Shape): Record<string, unknown> => {
  if (req.body === undefined) return {};
  if (req.body.kind !== 'json' || req.body.value === null || typeof req.body.value !== 'object')
    throw new Error('this edit needs a JSON object body');
  return req.body.value as Record<string, unknown>;
};

const partsOf = (req: Shape): { name: string }[] => {
  if (req.body === undefined) return [];
  if (req.body.kind !== 'multipart') throw new Error('this edit needs a multipart body');
  return req.body.parts as { name: string }[];
};

const json = (req: Shape, value: Record<string, unknown>): Shape => ({ ...req, body: { kind: 'json', value } });

function apply(req: Shape, edit: Edit, r: Resolver, earlier: Earlier[]): Shape {
  if ('sendAs' in edit) return { ...req, sendAs: edit.sendAs };
  if ('set' in edit) return json(req, { ...jsonOf(req), ...Object.fromEntries(resolvedFields(edit.set, r)) });
  if ('drop' in edit) return json(req, Object.fromEntries(Object.entries(jsonOf(req)).filter(([k]) => !edit.drop.includes(k))));
  if ('body' in edit) return json(req, Object.fromEntries(resolvedFields(edit.body, r)));
  if ('headers' in edit)
    return {
      ...req,
      headers: { ...req.headers, ...Object.fromEntries(resolvedFields(edit.headers, r).map(([k, v]) => [k, r.text(v)])) },
    };
  if ('dropHeaders' in edit)
    return { ...req, headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => !edit.dropHeaders.includes(k))) };
  if ('parts' in edit) {
    const parts = [...partsOf(req)];
    for (const [name, value] of Object.entries(edit.parts)) {
      const part = r.part(name, value) as { name: string };
      const at = parts.findIndex((p) => p.name === name);
      if (at < 0) parts.push(part);
      else parts[at] = part;
    }
    return { ...req, body: { kind: 'multipart', parts } };
  }
  if ('appendParts' in edit)
    return {
      ...req,
      body: {
        kind: 'multipart',
        parts: [...partsOf(req), ...Object.entries(edit.appendParts).map(([name, value]) => r.part(name, value))],
      },
    };
  if ('dropParts' in edit)
    return { ...req, body: { kind: 'multipart', parts: partsOf(req).filter((p) => !edit.dropParts.includes(p.name)) } };
  if ('items' in edit) {
    const { field, drop = [], set = {} } = edit.items;
    const value = jsonOf(req);
    const items = ((value[field] ?? []) as Record<string, unknown>[]).map((item) => ({
      ...Object.fromEntries(Object.entries(item).filter(([k]) => !drop.includes(k))),
      ...Object.fromEntries(resolvedFields(set, r)),
    }));
    return json(req, { ...value, [field]: items });
  }
  const step = earlier[edit.repeat];
  if (step === undefined) throw new Error('this step repeats an earlier one: give the rule a `before` step');
  const { headers, body } = step.request;
  return body === undefined ? { headers: { ...headers } } : { headers: { ...headers }, body };
}

const applyAll = (start: Shape, edits: readonly Edit[], r: Resolver, earlier: Earlier[]): Shape =>
  edits.reduce((req, edit) => apply(req, edit, r, earlier), start);

const formText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** A JSON body as `sendAs` says: its top-level fields as form text (a non-string as its JSON), or its text as it is. */
function sentAs({ sendAs, ...req }: Shape): Shape {
  if (sendAs === undefined || req.body?.kind !== 'json') return req;
  const fields = Object.entries(req.body.value as Record<string, unknown>);
  if (sendAs === 'multipart')
    return { ...req, body: { kind: 'multipart', parts: fields.map(([name, v]) => ({ name, value: formText(v) })) } };
  if (sendAs === 'urlencoded')
    return { ...req, body: { kind: 'raw', text: new URLSearchParams(fields.map(([k, v]) => [k, formText(v)])).toString() } };
  return { ...req, body: { kind: 'raw', text: JSON.stringify(req.body.value) } };
}

/** The request a case sends: the baseline's edits on an empty request, then the step's edits. */
export const buildRequest = (
  baseline: readonly Edit[],
  edits: readonly Edit[],
  ctx: CaseContext,
  earlier: Earlier[],
): RequestSpec => {
  const r = resolving(ctx, earlier);
  return sentAs(applyAll(applyAll({ headers: {} }, baseline, r, earlier), edits, r, earlier)) as RequestSpec;
};

/** A request with its values as written (references unresolved): what readers of the rules inspect. */
export interface SymbolicRequest {
  headers: Record<string, Value>;
  body?: { kind: 'json'; value: Record<string, Value> } | { kind: 'multipart'; parts: { name: string; value: Value }[] };
}

export const symbolicRequest = (baseline: readonly Edit[], edits: readonly Edit[], earlier: Earlier[] = []): SymbolicRequest =>
  applyAll(applyAll({ headers: {} }, baseline, SYMBOLIC, earlier), edits, SYMBOLIC, earlier) as unknown as SymbolicRequest;
