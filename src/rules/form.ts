// The upload operations' requests: multipart forms whose files come from the target's profile (a key names a path).
// Parts keep their order, so a replaced part stays where it was and an added one goes last, as a client would send it.
import type { CaseContext, Part, RequestSpec } from '../model/types.js';
import type { Mutation } from './mutate.js';

/** A text value (or one read from the profile), or a file named by a profile key. */
export type PartValue = string | ((ctx: CaseContext) => string) | { file: string };

const partOf = (name: string, value: PartValue, ctx: CaseContext): Part =>
  typeof value === 'string'
    ? { name, value }
    : typeof value === 'function'
      ? { name, value: value(ctx) }
      : { name, ...ctx.file(value.file) };

const partsOf = (req: RequestSpec): Part[] => {
  if (req.body?.kind !== 'multipart') throw new Error('this mutation needs a multipart body');
  return req.body.parts;
};

/** Credentials as headers, a fresh transactionId when the operation takes one, and the form's parts in order. */
export const formWithHeaderCredentials = (
  ctx: CaseContext,
  parts: [string, PartValue][],
  options: { transactionId: boolean },
): RequestSpec => ({
  headers: {
    appid: ctx.credentials.appId,
    appkey: ctx.credentials.appKey,
    ...(options.transactionId ? { transactionid: ctx.faker.string.uuid() } : {}),
  },
  body: { kind: 'multipart', parts: parts.map(([name, value]) => partOf(name, value, ctx)) },
});

/** Replace parts by name (in place), or add them at the end. */
export const setParts =
  (fields: Record<string, PartValue>): Mutation =>
  (req, ctx) => {
    const parts = [...partsOf(req)];
    for (const [name, value] of Object.entries(fields)) {
      const part = partOf(name, value, ctx);
      const at = parts.findIndex((p) => p.name === name);
      if (at < 0) parts.push(part);
      else parts[at] = part;
    }
    return { ...req, body: { kind: 'multipart', parts } };
  };

/** Remove parts by name. */
export const dropParts =
  (...names: string[]): Mutation =>
  (req) => ({ ...req, body: { kind: 'multipart', parts: partsOf(req).filter((p) => !names.includes(p.name)) } });

/** Send another registered pair, named by two profile keys (a no-access or rate-limited account). */
export const credentialsFrom =
  (appIdKey: string, appKeyKey: string): Mutation =>
  (req, ctx) => ({ ...req, headers: { ...req.headers, appid: ctx.data(appIdKey), appkey: ctx.data(appKeyKey) } });
