// One captured exchange judged as a case is: the documented row its request falls under (by the changes it makes to
// the valid request), judged by that row's rule and readings through the case's own judge; where no row can be told,
// by the rule of any request. What comes out holds nothing of the team's traffic (safe.ts).
import { ReadingLedger } from '../case/reading-family.js';
import { judge, type Judgement } from '../case/verdict.js';
import { classifyChanges, documentedOf } from '../explore/documented.js';
import { fieldKey, fieldsOf } from '../explore/fields.js';
import type { OperationId } from '../model/operations.js';
import type { Exchange, ReceivedResponse, Rule, SentRequest, StepExchange } from '../model/types.js';
import { lazyScrubber, sensitiveValues } from '../redaction/index.js';
import { tableOf } from '../rules/index.js';
import { anyRequestRule } from './any-request.js';
import { capturedChanges, REDACTED_CHANGE, ruleChanges } from './changes.js';
import { asCaptured, type Followed, flowRowsOf, NOTHING_FOLLOWED } from './flow-rows.js';
import { safeViolation, safeWhy } from './safe.js';
import type { TestValues } from './test-values.js';
import type { AuditRecord, RequestClass } from './types.js';

/** A gateway's and a host's own unavailability: the host's health, not an answer to what was sent. */
const HOST_STATUSES = new Set([502, 504]);

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
function credentialRefusalAfter(operation: OperationId, changes: string[]): Rule | undefined {
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

/** The rules the request falls under, and whether each must hold (the rows of one request) or any (two refusals the
 * request makes at once: the vendor may answer either). */
function rowsOf(operation: OperationId, changes: string[]): { class: RequestClass; rules: Rule[]; all: boolean } {
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

/** A refusal's rule answered 2xx: the vendor let in what the documents refuse (the check's own title names a status). */
const accepted = (j: Judgement, rule: Rule, status: number): Judgement =>
  ACCEPTED(status) && rule.expect !== undefined && !ACCEPTED(rule.expect.status)
    ? {
        ...j,
        violations: j.violations.map((v) =>
          v.check === 'statusCode' ? { ...v, title: 'Accepted a request the documents refuse' as const } : v,
        ),
      }
    : j;

export type Judged = Pick<AuditRecord, 'class' | 'row' | 'verdict' | 'violations' | 'omitted' | 'reason' | 'observed'>;

/** `earlier`: the steps of the same flow the capture holds (the parse its results belong to); `followed`: what
 * followed a flow's request in the capture (its event, the results after it), which its row is held to. */
export function judgeCaptured(
  operation: OperationId,
  request: SentRequest,
  response: ReceivedResponse | undefined,
  earlier: StepExchange[],
  values: TestValues,
  secrets: string[],
  /** The readings met so far in the capture: a sentence read two ways across it is a violation, as in a run. */
  ledger: ReadingLedger,
  /** The capture kept no request body: its row cannot be told. */
  bodyOmitted: boolean,
  /** The request's transaction id was accepted before in the capture: its row depends on that history (409 or a
   * regenerated token), which the changes do not tell. */
  reused = false,
  followed: Followed = NOTHING_FOLLOWED,
): Judged {
  const step: StepExchange = { request, attempts: response ? [{ response, durationMs: 0, waitedMs: 0 }] : [] };
  const at = earlier.length;
  const exchange: Exchange = {
    steps: [...earlier, step, ...followed.steps],
    judged: at,
    events: followed.events.map((e) => ({ ...e, afterStep: at + 1 })),
  };
  const scrubber = lazyScrubber(() => sensitiveValues(operation, exchange, secrets));
  const changes = bodyOmitted ? [] : capturedChanges(operation, request, values);
  const read = bodyOmitted ? undefined : (flowRowsOf(operation, request, changes) ?? rowsOf(operation, changes));
  const untold = read === undefined || (reused && read.class !== 'invalid');
  const rows = untold || read === undefined ? { class: 'unknown' as const, rules: [] as Rule[], all: true } : read;
  if (response === undefined) return { class: rows.class, verdict: 'infra', violations: [], reason: 'no answer in the capture' };
  const { status } = response;
  // Where a row is told, its rule judges a 502 as the run does; of any request, it says only the host's health.
  if (HOST_STATUSES.has(status) && rows.rules.length === 0)
    return { class: rows.class, verdict: 'infra', violations: [], reason: `HTTP ${status}: the host's health` };
  const rules = rows.rules.length > 0 ? rows.rules.map((r) => asCaptured(r, followed)) : [anyRequestRule(operation, status)];
  const judged = rules.map((rule) => ({ rule, j: accepted(judge(rule, exchange, scrubber), rule, status) }));
  // Rows of one request must all hold; of rows the request may be (two refusals at once, credentials of unknown
  // value), the one the vendor answered, and what holds for any request whichever it is.
  const failing = judged.filter(({ j }) => j.verdict === 'violation');
  const anyOne = (): { rule: Rule; j: Judgement } | undefined => {
    const rule = anyRequestRule(operation, status);
    const j = judge(rule, exchange, scrubber);
    return j.verdict === 'violation' ? { rule, j } : undefined;
  };
  const chosen =
    (rows.all
      ? failing[0]
      : failing.length < judged.length
        ? (anyOne() ?? judged.find(({ j }) => j.verdict !== 'violation'))
        : failing[0]) ?? judged[0];
  const { rule, j: own } = chosen as { rule: Rule; j: Judgement };
  const j: Judgement = ledger.hold({ rule, target: 'capture', seed: 0, durationMs: 0, exchange, ...own, scrubber });
  const violations = j.violations.map((v) => safeViolation(v, scrubber));
  const omitted = j.omitted ?? 0;
  const readings = (j.observed ?? '')
    .split('; ')
    .filter((s) => s.startsWith('reading: '))
    .join('; ');
  return {
    class: rows.class,
    ...(rows.rules.length > 0 ? { row: { ruleId: rule.id, title: rule.title, source: rule.source } } : {}),
    verdict: j.verdict,
    violations,
    ...(omitted > 0 ? { omitted } : {}),
    ...(j.verdict === 'pass' ? {} : { reason: safeWhy(j, violations, omitted) }),
    ...(readings ? { observed: readings } : {}),
  };
}
