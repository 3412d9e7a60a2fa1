// Small request mutations the rule tables are written in: each returns a new request, the baseline is never changed.
import type { CaseContext, RequestSpec, StepExchange } from '../model/types.js';

export type Mutation = (base: RequestSpec, ctx: CaseContext) => RequestSpec;
type Value = string | number | boolean | null | ((ctx: CaseContext) => unknown);

const jsonOf = (req: RequestSpec): Record<string, unknown> => {
  if (req.body?.kind !== 'json' || req.body.value === null || typeof req.body.value !== 'object')
    throw new Error('this mutation needs a JSON object body');
  return req.body.value as Record<string, unknown>;
};

/** A value of the target's test data, by its profile key: `set({ email: data('deliverableEmail') })`. */
export const data =
  (key: string) =>
  (ctx: CaseContext): string =>
    ctx.data(key);

const resolve = (value: Value, ctx: CaseContext): unknown => (typeof value === 'function' ? value(ctx) : value);

/** Set (or add) top-level body fields. */
export const set =
  (fields: Record<string, Value>): Mutation =>
  (req, ctx) => ({
    ...req,
    body: {
      kind: 'json',
      value: { ...jsonOf(req), ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, resolve(v, ctx)])) },
    },
  });

/** Remove top-level body fields. */
export const drop =
  (...fields: string[]): Mutation =>
  (req) => ({
    ...req,
    body: { kind: 'json', value: Object.fromEntries(Object.entries(jsonOf(req)).filter(([k]) => !fields.includes(k))) },
  });

/** Set a header (lower-case name). */
export const header =
  (name: string, value: Value): Mutation =>
  (req, ctx) => ({ ...req, headers: { ...req.headers, [name]: String(resolve(value, ctx)) } });

/** Remove headers (lower-case names). */
export const dropHeaders =
  (...names: string[]): Mutation =>
  (req) => ({ ...req, headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => !names.includes(k))) });

/** Replace the whole JSON body. */
export const body =
  (fields: Record<string, Value>): Mutation =>
  (req, ctx) => ({
    ...req,
    body: { kind: 'json', value: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, resolve(v, ctx)])) },
  });

/** Apply mutations left to right. */
export const all =
  (...mutations: Mutation[]): Mutation =>
  (req, ctx) =>
    mutations.reduce((r, m) => m(r, ctx), req);

export const unchanged: Mutation = (req) => req;

/** A credential value that no account has: "wrong-" and 16 seeded characters. */
export const wrongCredential = (ctx: CaseContext): string => `wrong-${ctx.faker.string.alphanumeric(16)}`;

/** The request an earlier step of the flow sent, headers and body as they were. */
export function sameRequestAs(step: StepExchange | undefined): RequestSpec {
  if (step === undefined) throw new Error('this step repeats an earlier one: give the rule a `before` step');
  const { headers, body } = step.request;
  return body === undefined ? { headers: { ...headers } } : { headers: { ...headers }, body };
}
