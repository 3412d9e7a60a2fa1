// A team's request read as its rule's own: replay rebuilds the rule's request from a recording's seed and test data, so
// a recorded team request must be one the rule sends. Walked beside the rule's request as written: a test-data value
// becomes the recording's data, a generated one (a transactionId) gives way to what the rule draws from the seed, a
// credential is a secret, and anything the rule writes literally must be what the team sent.
import { contextFor } from '../case/context.js';
import type { Value } from '../model/edits.js';
import type { Rule, SentRequest } from '../model/types.js';
import { buildRequest, isRef, symbolicRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import { isSecretHeader, REDACTED } from '../redaction/index.js';

/** The seed a proxy recording is made with: any would do, the rule's generated values take the team's place. */
export const PROXY_SEED = 1;

export interface RuleRequest {
  /** The headers the rule sends, with the team's values (a literal one as the rule writes it). */
  headers: Record<string, string>;
  /** The test data the rule reads: as the team sent it, or the placeholder where the rule reads it and sends none. */
  data: Record<string, string>;
  /** Credentials the team sent in the body: secrets to scrub. */
  secrets: string[];
  /** The team's generated values, each with the rule's own for the seed: swapped wherever they appear. */
  swaps: Map<string, string>;
}

interface Walk {
  data: Record<string, string>;
  secrets: string[];
  swaps: Map<string, string>;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value a `format` ("+91%s") was filled with to give `sent`; undefined when it was not. */
function unformatted(format: string | undefined, sent: string): string | undefined {
  if (format === undefined) return sent;
  const [before, after = ''] = format.split('%s') as [string, string?];
  return new RegExp(`^${escaped(before)}(.+)${escaped(after)}$`, 's').exec(sent)?.[1];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Whether `sent` is what `written` (the rule's value, resolved as `built`) sends, noting what it learns. */
function walk(written: Value, built: unknown, sent: unknown, into: Walk): boolean {
  if (isRef(written)) {
    if (typeof sent !== 'string' || sent === '') return sent === built;
    if (written.$ === 'credential') return (into.secrets.push(sent), true);
    if (written.$ === 'data') {
      const value = unformatted(written.format, sent);
      const before = into.data[written.key];
      if (value === undefined || (before !== undefined && before !== value)) return false;
      into.data[written.key] = value;
      return true;
    }
    if (typeof built !== 'string' || (into.swaps.get(sent) ?? built) !== built) return false;
    if (sent !== built) into.swaps.set(sent, built);
    return true;
  }
  if (Array.isArray(written))
    return (
      Array.isArray(sent) &&
      sent.length === written.length &&
      written.every((w, i) => walk(w, (built as unknown[])[i], sent[i], into))
    );
  if (isObject(written)) {
    const keys = Object.keys(written);
    return (
      isObject(sent) &&
      Object.keys(sent).length === keys.length &&
      keys.every((k) => Object.hasOwn(sent, k) && walk(written[k] as Value, (built as Record<string, unknown>)[k], sent[k], into))
    );
  }
  return written === sent;
}

/** Media types agree; a charset or other parameter the application adds is not the request's shape. */
const mediaType = (v: string) => v.split(';')[0]?.trim().toLowerCase();

function headersOf(written: Record<string, Value>, built: Record<string, unknown>, sent: Record<string, string>, into: Walk) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(written)) {
    const got = sent[name];
    if (got === undefined) return undefined;
    if (isRef(value)) {
      if (!walk(value, built[name], got, into)) return undefined;
      headers[name] = got;
    } else if (name === 'content-type' ? mediaType(got) === mediaType(String(value)) : got === String(value))
      headers[name] = String(value);
    else return undefined;
  }
  // A credential the rule leaves out (a "missing appKey" row) that the team sent is another request.
  const extra = Object.keys(sent).some((name) => isSecretHeader(name) && !Object.hasOwn(written, name) && sent[name] !== '');
  return extra ? undefined : headers;
}

/** The team's request as the rule's own, or why it is not one: a form (its files are the team's, replay sends the rule's), or
 * a request shaped unlike the rule's. Single-step rules only (the caller keeps flows out). */
export function ruleRequest(rule: Rule, sent: SentRequest): RuleRequest | 'form' | 'unlike' {
  const table = tableOf(rule.operation);
  if (table === undefined) return 'unlike';
  const written = symbolicRequest(table.baseline, rule.request);
  if (written.body?.kind === 'multipart' || sent.body?.kind === 'multipart') return 'form';
  // Test data is read back from the team's request; the build only draws the seed's generated values.
  const anyData = new Proxy({}, { get: () => 'data' }) as Record<string, string>;
  const plan = { seed: PROXY_SEED, credentials: { appId: 'id', appKey: 'key' }, data: anyData, profileName: 'proxy' };
  const { ctx, used, release } = contextFor(plan, rule.id);
  try {
    const built = buildRequest(table.baseline, rule.request, ctx, []);
    const into: Walk = { data: {}, secrets: [], swaps: new Map() };
    const headers = headersOf(written.headers, built.headers, sent.headers, into);
    if (headers === undefined) return 'unlike';
    const bodyLike =
      written.body === undefined
        ? sent.body === undefined
        : sent.body?.kind === 'json' && walk(written.body.value, (built.body as { value: unknown }).value, sent.body.value, into);
    if (!bodyLike) return 'unlike';
    // Read and replaced (a baseline's email a "missing email" row drops): replay reads it, nothing compares it.
    const unsent = Object.fromEntries(Object.keys(used).map((k) => [k, REDACTED]));
    return { headers, ...into, data: { ...unsent, ...into.data } };
  } catch {
    // A value the rule cannot build without a target (a file, a flow's address): not a request a capture replays.
    return 'unlike';
  } finally {
    release();
  }
}
