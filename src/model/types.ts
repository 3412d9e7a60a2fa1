// The harness's data model: requests, exchanges, rules, violations and verdicts.
import type { Faker } from '@faker-js/faker';
import type { KnownStatement } from '../uploads/statement-facts.js';
import type { Edit } from './edits.js';
import type { HostPlaceholder, OperationId, Region } from './operations.js';

/** A file of a form; a statement carries its facts (what every analysis of it is held to), when they are known.
 * `kept`: a capture kept only the file's size and sha256 (the proxy's HAR), not its bytes; `data` is then empty and is
 * not the file: read a file's size and digest with fileDigest (src/audit/read-exchange.ts). */
export type FilePart = {
  name: string;
  filename: string;
  type: string;
  data: Uint8Array;
  kept?: { size: number; sha256: string };
  facts?: KnownStatement;
};
export type TextPart = { name: string; value: string };
export type Part = TextPart | FilePart;

export type RequestBody =
  | { kind: 'json'; value: unknown }
  /** Bytes sent as they are (malformed JSON, a wrong content type). */
  | { kind: 'raw'; text: string }
  | { kind: 'multipart'; parts: Part[] };

/** A request before it is addressed: header names are lower-case. */
export interface RequestSpec {
  headers: Record<string, string>;
  body?: RequestBody;
}

export interface SentRequest extends RequestSpec {
  method: 'POST';
  host: HostPlaceholder;
  /** Base URL the placeholder resolved to on this target. */
  base: string;
  /** The face match region {region_url} was filled with (matchFace only). */
  region?: Region;
  path: string;
}

export interface ReceivedResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, else the text. */
  body: unknown;
  json: boolean;
  /** The body's size and sha256 as read (after fetch undid any content-encoding): a report's excerpt names the body by them. */
  received?: { bytes: number; sha256: string };
}

export interface Attempt {
  response?: ReceivedResponse;
  error?: { code: string; message: string };
  durationMs: number;
  /** Time waited before this attempt (Retry-After or back-off). */
  waitedMs: number;
}

/** One request of a case and every attempt at it (retries of a 429/503 included). */
export interface StepExchange {
  request: SentRequest;
  attempts: Attempt[];
}

/** A delivery the harness received while a case ran (a webhook event): kept as it came. */
export interface ReceivedEvent {
  /** ISO 8601 time of arrival. */
  receivedAt: string;
  headers: Record<string, string>;
  body: unknown;
  /** 1-based step whose request caused it (set by the runner, which waits for it after that step). */
  afterStep?: number;
}

/** A case is a flow: one or more steps, in order, and the events they caused. The last step is the one judged, unless
 * `judged` says which (a rule's `after` steps follow the judged one). */
export interface Exchange {
  steps: StepExchange[];
  events: ReceivedEvent[];
  /** 0-based index of the judged step, when steps were sent after it. */
  judged?: number;
}

export const VERDICTS = ['pass', 'violation', 'vendor-fault', 'infra', 'spec-gap', 'not-applicable', 'harness-error'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Closed list of violation titles, so reports can group them. */
export const VIOLATION_TITLES = [
  'Undocumented status code',
  'Response violates schema',
  'Wrong content type',
  'Wrong errorCode',
  'Wrong message',
  'Field must be absent',
  'Field does not echo the request',
  'No documented schema',
  'Body is not valid JSON',
  'statusCode does not mirror the HTTP status',
  'Wrong variant',
  // The asynchronous flow's webhook event (src/checks/event.ts), and what followed an accepted parse (src/checks/later.ts).
  'Event not delivered',
  'Event does not match its parse',
  'Refused after it was accepted',
  // A mandatory input left out, or a documented one answered as the vendor's own fault (src/checks/status-code.ts,
  // src/case/verdict.ts).
  'Accepted a request the documents refuse',
  'Server error on a documented input',
  // From the oracles (src/oracles/): documented arithmetic or month coverage a 200 body breaks.
  'Figure does not add up',
  'Statistic out of bounds',
  'Month out of range',
  'Months out of order',
  'Month missing',
  'Wrong number of end-of-day balances',
  'Transaction below threshold',
  'Transaction at the threshold left out',
  'Setting not applied',
  // From the oracles of what was sent: the facts of a statement, the parse that made the results.
  'Figure differs from the file sent',
  'Month not in the file sent',
  'Results do not match their parse',
  // From the run's reading families (src/case/reading-family.ts): two cases met incompatible readings of one sentence.
  'Two readings of one sentence',
] as const;
export type ViolationTitle = (typeof VIOLATION_TITLES)[number];

export interface Violation {
  ruleId: string;
  check: string;
  title: ViolationTitle;
  /** JSON pointer into the response body ('' for the whole response). */
  pointer: string;
  expected: unknown;
  actual: unknown;
  /** 1-based step of a flow the violation is about, when it is not the last (judged) one. */
  step?: number;
  /** Ajv's keyword and params, kept as Ajv gives them. */
  keyword?: string;
  params?: Record<string, unknown>;
}

/** A form part as recordings keep it, boundary-free: a text field, or a file by name, type, size and sha256. */
export type CanonicalTextPart = { name: string; value: string };
export type CanonicalFilePart = { name: string; filename: string; type: string; size: number; sha256: string };
export type CanonicalPart = CanonicalTextPart | CanonicalFilePart;

/** What a check or an oracle finds: a violation before the case names its rule and the check that found it. */
export type Finding = Omit<Violation, 'ruleId' | 'check'>;

export const STRENGTHS = ['documented', 'probe'] as const;
export type Strength = (typeof STRENGTHS)[number];
export type Severity = 'critical' | 'normal' | 'minor';

export interface Expectation {
  status: number;
  /** The document does not show the status (the month-validation errors): any status conforms and is recorded, the
   * message gates; `status` is only the reading the sandbox chose, for reports. */
  anyStatus?: true;
  /** A mandatory or invalid input whose refusal the documents do not show: any 4xx conforms (recorded, nothing of the
   * body held), a 2xx is a violation; `status` is the sandbox's reading, for reports. */
  refused?: true;
  /** Schema variant under schemas/<operation>/<status>[.<variant>].schema.json; default: any variant of that status. */
  variant?: string;
  errorCode?: string;
  /** A documented message (checks/message.ts): `literal` a printed text the one at `pointer` contains; `condition` a
   * paraphrase, where status and errorCode gate and the text names each of `names`; `template` a text with a
   * placeholder that must name `names[0]`. Without `pointer` (no body shape shown) it gates nothing. */
  message?: { kind: 'literal' | 'condition' | 'template'; text: string; pointer?: string; names?: string[] };
  /** The variant a success rule requires, by the values that tell it from the operation's other answers where no schema
   * variant does (a deliverable address: `/result/deliverable` true; a valid VPA: `/result/status` not INVALID). */
  pins?: (
    | { pointer: string; equals: unknown }
    | { pointer: string; not: unknown }
    /** A non-empty array or string. */
    | { pointer: string; nonEmpty: true }
    /** Nothing there: absent, null or an empty array (a flag that leaves a list out may send it empty). */
    | { pointer: string; none: true }
  )[];
  /** JSON pointers that must be absent. */
  absent?: string[];
  /** The row allows a body that is not JSON ("Internal Server Error (text)"): a text content type conforms. */
  textAllowed?: true;
  /** The documents fix the status but show no body (a wrong key on the webhook subscription or the results: Authentication
   * says 401, their error bodies are "not shown"): on that status nothing of the body is held, its type and shape included. */
  anyBody?: true;
  /** A webhook event rule: the event type the parse must cause (its transactionId and appId are held too). */
  event?: { type: string };
  /** Response fields that must echo a request body field, e.g. `result.vpa` the `vpa` sent. */
  echo?: { request: string; response: string }[];
  /** An accepted answer held to what followed it (the `after` steps): its event is of type `event`, the last later
   * answer carries `says` and none of `saysNone` (anywhere in the body). The month errors' asynchronous reading. */
  later?: { event: string; says?: string; saysNone?: string[] };
}

export interface CaseContext {
  seed: number;
  faker: Faker;
  credentials: { appId: string; appKey: string };
  /** A value from the target's test-data profile; a missing key makes the case not-applicable. */
  data(key: string): string;
  /** The file a profile key names (a path): its bytes, base name and declared type; a missing one is not-applicable. */
  file(key: string): { filename: string; type: string; data: Uint8Array };
  /** The asynchronous flow's addresses on this target (see src/flow/). */
  flow: FlowAddresses;
}

export interface FlowAddresses {
  /** Where the service is to deliver events; undefined when the target cannot receive them (live without a public URL). */
  webhookUrl: string | undefined;
  /** The URL of a committed statement file (fixtures/inputs/statements/<name>) as the service can fetch it. */
  statementUrl(name: string): string;
}

export interface Rule {
  /** Stable, dotted: <operation>.<subject>.<behaviour>. */
  id: string;
  operation: OperationId;
  /** What the rule expects, as a short fact: "86400 is accepted". */
  title: string;
  /** Document › section › subsection. */
  source: string;
  strength: Strength;
  severity: Severity;
  /** The judged request: edits of the operation's valid baseline (in a flow, values may come from earlier steps). */
  request: Edit[];
  /** The operation `request` is sent to when it is not the rule's own: a webhookEvent rule sends the parse it judges the event of. */
  sends?: OperationId;
  /** After `request`, wait for the event it causes (a webhookEvent rule judges that event, not the response). */
  awaitEvent?: true;
  /** Steps sent before `request`, in order (a flow): each builds its request from the baseline and what the earlier
   * steps exchanged, and must be answered with `status`, or the case stops there with a violation on that step. */
  before?: Step[];
  /** Steps sent after `request` when it was accepted (2xx), after its event when the rule awaits one: what a later reading
   * of the answer is held to (`Expectation.later`). Their answers are not required to have a status. */
  after?: FollowStep[];
  /** Face match's region host: the request goes to {region_url} with this region (default: the run's VTS_REGION). */
  region?: Region;
  /** A probe may carry what it would expect; its outcome is reported, never gated. */
  expect?: Expectation;
  /** Other readings the documents allow where they contradict themselves (`workflowId` missing: 400 "is required", or
   * 404 `workflow_not_found`): a response that meets one of them conforms, and the reading seen is recorded. */
  alternatives?: Reading[];
  /** What `expect` is called as a reading beside `alternatives`, for reports (default "as the rule states"). */
  reading?: string;
  /** A sentence read two ways whose reading a vendor must keep to across the cases of a run ("6 MB": 6,000,000 bytes or
   * 6 MiB): the family's name and the reading this case's outcome implies, accepted (2xx) or refused (4xx). */
  family?: { name: string; accepted: string; refused: string };
}

export interface Reading {
  /** Which reading, for the report: "404 workflow_not_found (Errors › Current token operation, 404 row)". */
  reading: string;
  expect: Expectation;
}

export interface Step {
  /** What the step does, for reports: "issue a token with a fresh transactionId". */
  title: string;
  /** The operation the step calls (default: the rule's), built from that operation's baseline. */
  operation?: OperationId;
  request: Edit[];
  /** The status this step must get for the flow to go on; 'success' for any 2xx (an answer the document does not show). */
  status: number | 'success';
  /** After this step, wait for the webhook event of its transactionId (or, with no receiver, for the results). */
  awaitEvent?: true;
  /** Skipped when the target cannot receive events (the subscription, which would name no URL). */
  needsReceiver?: true;
}

/** A step that follows the judged request. */
export interface FollowStep extends Pick<Step, 'title' | 'operation' | 'request'> {
  /** Without a webhook receiver, asked again until its answer is ready (the results of a parse). */
  untilReady?: true;
}

export interface RuleTable {
  operation: OperationId;
  /** The operation's valid request, as edits of an empty one. */
  baseline: Edit[];
  rules: Rule[];
  /** JSON pointers (`*` for any key or index) to response values the service makes anew on every call: request ids,
   * reference ids, timestamps. Recordings store them as fixed stand-ins of the same format (src/recording/volatile.ts). */
  volatile?: string[];
}

/** What a case must not leak, as the functions that take it out (src/redaction/scrubber.ts makes them). */
export interface CaseScrubber {
  text(s: string): string;
  value<T>(v: T): T;
  echo(s: string): string;
  echoValue<T>(v: T): T;
  clip(s: string, max: number): string;
  /** `clip` of a value's JSON, each of its strings through `echo` first. */
  clipValue(v: unknown, max: number): string;
}

export interface CaseResult {
  rule: Rule;
  target: string;
  seed: number;
  verdict: Verdict;
  violations: Violation[];
  /** Violations beyond the per-case cap, counted, not kept. */
  omitted?: number;
  /** What a pass or spec gap observed that the report should show (the reading a contradiction was met by). */
  observed?: string;
  /** One line: why a non-pass verdict was given. */
  reason?: string;
  exchange?: Exchange;
  durationMs: number;
  /** Built once from everything the case sent and received: every report of the case goes through it. */
  scrubber?: CaseScrubber;
}
