// A stand-in for a vendor the project never saw: the sandbox behind a loopback proxy, except that every refusal whose
// form the documents do not show (a rule's `refused`: the transactionId header left out, a required field or part
// missing, a text/plain body, the statement analysis's credentials...) is answered with a body of its own, RFC 9457
// problem details, its status kept. Every other answer is the sandbox's, so every rule still holds.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { changesOf } from '../../src/explore/documented.js';
import { OPERATIONS, REGIONS } from '../../src/model/operations.js';
import type { Rule } from '../../src/model/types.js';
import { allRules } from '../../src/rules/index.js';

/** A refused request as the stand-in reads it. */
interface Seen {
  headers: IncomingHttpHeaders;
  json?: Record<string, unknown>;
  form?: FormData;
  status: number;
}

interface NotShown {
  rule: string;
  path: string;
  is: (r: Seen) => boolean | Promise<boolean>;
}

const lacks = (r: Seen, where: string, name: string): boolean =>
  where === 'header'
    ? r.headers[name] === undefined
    : where === 'body'
      ? r.json !== undefined && !(name in r.json)
      : r.form !== undefined && !r.form.has(name);

const encrypted = async (part: FormDataEntryValue | null | undefined): Promise<boolean> =>
  part instanceof Blob && Buffer.from(await part.arrayBuffer()).includes('/Encrypt');

/** How the stand-in tells a not-shown refusal's request: by what it lacks (a header, a field, a part), a header's value
 * (a content type), a text part's length (a QR value no QR code holds); the statement analysis's by its 401 (not shown
 * for that operation) and by an encrypted statement sent without a password. */
function toldBy(rule: Rule): NotShown['is'] {
  const changes = changesOf(rule.operation, rule.request);
  const missing = changes.map((c) => /^(header|body|part):(\S+) missing$/.exec(c));
  if (missing.length > 0 && missing.every((m) => m !== null))
    return (r) => missing.every((m) => lacks(r, m?.[1] as string, m?.[2] as string));
  if (rule.expect?.status === 401) return (r) => r.status === 401;
  const [, where, name, text] =
    /^(header|part):(\S+) value:(".*")$/s.exec(changes.length === 1 ? (changes[0] as string) : '') ?? [];
  if (where === 'header') return (r) => r.headers[name as string] === JSON.parse(text as string);
  // A generated text: its length is the rule's, not its letters.
  if (where === 'part')
    return (r) => String(r.form?.get(name as string) ?? '').length === (JSON.parse(text as string) as string).length;
  if (rule.id === 'bankStatementAnalysis.password.missing')
    return async (r) => r.form !== undefined && !r.form.has('password') && (await encrypted(r.form.get('pdf')));
  throw new Error(`the stand-in cannot tell the request of ${rule.id}, a not-shown refusal: teach toldBy()`);
}

const NOT_SHOWN: NotShown[] = allRules()
  .filter((r) => r.strength === 'documented' && r.before === undefined && r.sends === undefined && r.expect?.refused)
  .map((rule) => ({ rule: rule.id, path: OPERATIONS[rule.operation].path, is: toldBy(rule) }));

export interface OwnRefusals {
  url: string;
  /** The rules whose refusal the stand-in answered with its own body. */
  answered: Set<string>;
  close(): Promise<void>;
}

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'content-encoding']);
const REGION_PREFIX = new RegExp(`^/(${REGIONS.join('|')})(?=/)`);

async function seenOf(headers: IncomingHttpHeaders, body: Buffer, status: number): Promise<Seen> {
  const type = headers['content-type'] ?? '';
  const seen: Seen = { headers, status };
  if (/^application\/json/i.test(type))
    try {
      seen.json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      // Not JSON: no field of it is missing.
    }
  if (/^multipart\/form-data/i.test(type))
    seen.form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData().catch(() => undefined);
  return seen;
}

/** The stand-in in front of the sandbox at `upstream` (its base URL: every host's, `/<region>` after it the region's). */
export async function ownRefusalsVendor(upstream: string): Promise<OwnRefusals> {
  const answered = new Set<string>();
  const answer = async (url: string, method: string, headers: IncomingHttpHeaders, body: Buffer) => {
    const sent = Object.entries(headers).flatMap(([k, v]) =>
      HOP.has(k) || v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]],
    );
    const got = await fetch(`${upstream}${url}`, {
      method,
      headers: sent,
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    });
    const bytes = Buffer.from(await got.arrayBuffer());
    const path = url.replace(REGION_PREFIX, '').split('?')[0];
    const candidates = got.status >= 400 && got.status < 500 ? NOT_SHOWN.filter((n) => n.path === path) : [];
    const seen = candidates.length > 0 ? await seenOf(headers, body, got.status) : undefined;
    const own = [];
    for (const n of candidates) if (seen !== undefined && (await n.is(seen))) own.push(n.rule);
    if (own.length === 0)
      return { status: got.status, headers: Object.fromEntries([...got.headers].filter(([k]) => !HOP.has(k))), bytes };
    for (const id of own) answered.add(id);
    const problem = { type: 'about:blank', title: 'Refused', status: got.status, detail: `refused (${own.join(', ')})` };
    return { status: got.status, headers: { 'content-type': 'application/problem+json' }, bytes: JSON.stringify(problem) };
  };
  const vendor = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      answer(req.url ?? '/', req.method ?? 'POST', req.headers, Buffer.concat(chunks)).then(
        (a) => res.writeHead(a.status, a.headers).end(a.bytes),
        (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`stand-in: ${String(err)}`),
      );
    });
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        vendor.closeAllConnections();
        vendor.close(() => resolve());
      }),
  };
}
