// The rules' own requests, built as a sandbox run builds them (src/rules/requests.ts over the rule tables, the sandbox
// profile's data, one seed, the test's flow addresses), sent to a sandbox the test starts; and their answers as the fault
// and profile tests compare them: the status, the headers that say something, and the body with its per-request values
// masked. A body that is not JSON (a fault may cut one short) is kept as its text.
import { contextFor } from '../../../src/case/context.js';
import type { Target } from '../../../src/case/target.js';
import { operationsOf } from '../../../src/flow/case-flow.js';
import { OPERATIONS } from '../../../src/model/operations.js';
import type { FlowAddresses, Rule, SentRequest } from '../../../src/model/types.js';
import { tableOf } from '../../../src/rules/index.js';
import { requestsOf } from '../../../src/rules/requests.js';
import { runRegion } from '../../../src/settings/run-settings.js';
import { sandboxTarget } from '../../../src/targets/sandbox.js';
import { operationUrl } from '../../../src/transport/client.js';
import { encode } from '../../../src/transport/wire.js';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A rule judged on the answer to its own request, whatever a parse's processing does after it: not an event, and no
 * earlier step starts the processing its answer would read (those are run whole, waits included, by flow-faults.test.ts).
 */
export const answeredAtOnce = (rule: Rule): boolean =>
  OPERATIONS[rule.operation].role !== 'event' &&
  !(rule.before ?? []).some((step) => OPERATIONS[step.operation ?? rule.operation].flow === 'start');

/** The sandbox target of a running sandbox: what addresses a request to it, as a sandbox run does. */
export const targetAt = (url: string): Promise<Target> => sandboxTarget({ url });

/**
 * Every step's request of each rule, the judged one last (the steps after it, a later reading, are not built), with the
 * seed, credentials and test data a sandbox run's case gets. Requests are a pure function of these: build them once,
 * send them to as many sandboxes as a test starts (`on` readdresses them).
 */
export async function requestsOfRules(
  rules: readonly Rule[],
  seed: number,
  flow: FlowAddresses,
  target: Target,
): Promise<Map<string, SentRequest[]>> {
  const built = new Map<string, SentRequest[]>();
  for (const rule of rules) {
    const table = tableOf(rule.operation);
    if (table === undefined) throw new Error(`no rule table for ${rule.operation}`);
    const { ctx } = contextFor(await target.prepare(rule, seed), rule.id, flow);
    const specs = requestsOf(rule, table, ctx);
    const operations = operationsOf(rule).slice(0, specs.length);
    const region = rule.region ?? runRegion();
    built.set(
      rule.id,
      specs.map((spec, i) => {
        const op = OPERATIONS[operations[i]!];
        return {
          method: 'POST',
          host: op.host,
          base: target.base(op.host, region),
          ...(op.host === 'region_url' ? { region } : {}),
          path: op.path,
          ...spec,
        };
      }),
    );
  }
  return built;
}

/** The request as `target` addresses it: the same rule's request, sent to another sandbox. */
const on = (target: Target, request: SentRequest): SentRequest => ({
  ...request,
  base: target.base(request.host, request.region ?? runRegion()),
});

// Headers that differ on every reply, or follow the body's length.
const VOLATILE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Tokens, request/reference ids (metaData's and metadata's), echoed transaction ids and the lookup time vary per
 * request: everything else is compared. Only values of the documented type and form are masked, so a fault that changes
 * one of them still shows. A face match score is fixed by the two images, so it is compared as it is.
 */
export const masked = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) => {
    if (typeof v !== 'string') return v;
    if (v.startsWith('sbx_tok_')) return '<token>';
    if (['requestId', 'transactionId', 'referenceId'].includes(key)) return `<${key}>`;
    if (key === 'timestamp' && ISO_MS.test(v)) return '<timestamp>';
    return v;
  });

interface Encoded {
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
}

// Each request encoded once, as the harness's wire encoding writes it, then sent as those bytes to every sandbox a
// test starts: streaming a form's parts (6 MB uploads among them) through fetch again for each fault cost most of the
// sandbox tests' time. The boundary, fetch's own, is then the same on each send; nothing answers by it.
const encodings = new WeakMap<SentRequest, Promise<Encoded>>();

async function encodeOnce(request: SentRequest): Promise<Encoded> {
  const { headers, body } = encode(request);
  if (body === undefined) return { headers };
  const written = new Request('http://encode.invalid/', { method: request.method, headers, body });
  const type = written.headers.get('content-type');
  return {
    headers: type === null ? headers : { ...headers, 'content-type': type },
    body: new Uint8Array(await written.arrayBuffer()),
  };
}

/** Sends one request with the harness's wire encoding, to the sandbox of `target`. */
async function send(target: Target, request: SentRequest): Promise<Response> {
  let encoding = encodings.get(request);
  if (encoding === undefined) encodings.set(request, (encoding = encodeOnce(request)));
  const { headers, body } = await encoding;
  const addressed = on(target, request);
  return fetch(operationUrl(addressed.base, addressed.path), { method: addressed.method, headers, body });
}

/** The answer to a rule's requests on the sandbox of `target`: the steps before the judged one sent first, in order. */
export async function answerOf(target: Target, steps: readonly SentRequest[]): Promise<Answer> {
  const judged = steps.at(-1);
  if (judged === undefined) throw new Error('a rule with no request');
  for (const step of steps.slice(0, -1)) await (await send(target, step)).arrayBuffer();
  const response = await send(target, judged);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { notJson: text };
  }
  return {
    status: response.status,
    headers: Object.fromEntries([...response.headers].filter(([name]) => !VOLATILE_HEADERS.has(name))),
    body: masked(parsed),
  };
}
