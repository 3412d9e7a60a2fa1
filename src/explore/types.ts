// The exploration phase's data: generated requests (probes), the properties every answer is held to, the findings and
// the run's summary that every sink renders (console, summary.md, JUnit, Allure).
import type { Edit } from '../model/edits.js';
import type { Property } from '../model/explore-properties.js';
import type { OperationId } from '../model/operations.js';

/** What the documents say of a request: a documented rule accepts every change it makes, or refuses one of them, or
 * neither (a value no document speaks of: only the properties that hold for any request apply). */
export const PROBE_CLASSES = ['valid', 'invalid', 'unknown'] as const;
export type ProbeClass = (typeof PROBE_CLASSES)[number];

/** One change of the operation's valid request: what it touches and how, and the edits that make it. */
export interface Move {
  /** `body:expiry`, `body:bankStatementFiles[].statementId`, `part:selfie`, `header:transactionid`, or two joined by
   * `+` (a pair the documents forbid together). */
  field: string;
  /** The keyword or kind of change: `minimum`, `maximum+1`, `enum`, `not-in-enum`, `type`, `missing`, `empty`,
   * `duplicate`, `zero-byte`, `wrong-magic`, `unicode`, `long`, `unknown-field`, `together`... */
  keyword: string;
  edits: Edit[];
  /** A short picture of the value, for reports: `86401`, `""`, `an array`, `a second "selfie" part`. */
  shows: string;
}

export interface Probe {
  operation: OperationId;
  /** `<operation>#<n>`: with the seed, what makes its generated values (transaction ids, names) the same again. */
  id: string;
  phase: 'coverage' | 'random';
  moves: Move[];
  class: ProbeClass;
  /** The documented rule behind the class: the one that refuses a change, or the ones that accept them. */
  because?: string;
}

/** The properties every answer is held to (a table of the model: the config file names them). */
export { PROPERTIES, type Property } from '../model/explore-properties.js';

/** Each property's title, as reports group findings under it. */
export const PROPERTY_TITLES: Record<Property, string> = {
  'not-a-server-error': 'Server error',
  'documented-status': 'Undocumented status',
  'content-type': 'Not JSON',
  'response-schema': 'Response violates schema',
  'documented-answer': 'Not the documented answer',
  'invalid-input-accepted': 'Invalid input accepted',
  'valid-input-refused': 'Valid input refused',
  'results-of-the-parse': 'Results not of their parse',
};

/** A property an answer breaks, and why in one line. */
export interface Broken {
  property: Property;
  detail: string;
  status?: number;
}

export interface Finding {
  property: Property;
  operation: OperationId;
  /** The field and keyword of the move the shrunk request still needs (the first, when it needs several). */
  field: string;
  keyword: string;
  /** One line: what was seen against what holds (`500 to a request the documents do not refuse`). */
  detail: string;
  status?: number;
  /** The smallest request that still shows it: the moves it needs, on the operation's valid request. */
  probe: Probe;
  /** The generated probe it was shrunk from, and how many requests shrinking took. */
  from: { id: string; moves: number; shrinkRequests: number };
  /** The command that sends the shrunk request again and says whether the finding holds. */
  reproduce: string;
  /** Redacted, clipped excerpts for reports. */
  request: string;
  response: string;
}

export interface OperationExplored {
  operation: OperationId;
  /** Generated requests sent (shrinking's not counted), by phase. */
  requests: { coverage: number; random: number };
  shrinkRequests: number;
  /** Distinct fields and keywords the sent requests touched. */
  fields: string[];
  keywords: string[];
  /** How many answers had each status (`"400": 12`; `"none"` when no answer came). */
  statuses: Record<string, number>;
  /** Sent probes by class. */
  classes: Record<ProbeClass, number>;
  durationMs: number;
  /** The flow explored as a state machine from this operation (src/explore/flow/), when it has one. */
  flow?: FlowExplored;
}

export interface FlowExplored {
  /** `statement` (subscribe → parse → event → results) or `token` (a transactionId reused). */
  machine: string;
  sequences: number;
  /** Requests the sequences sent (shrinking's not counted), the parses among them (each billed on live). */
  requests: number;
  parses: number;
  shrinkRequests: number;
  /** The machine's answers of this operation, by status. */
  statuses: Record<string, number>;
  /** Why the machine sent nothing (a profile key or a flow setting missing): not a harness error. */
  notApplicable?: string;
}

export interface HarnessFailure {
  operation: OperationId;
  probe: string;
  reason: string;
}

export interface ExploreRun {
  target: string;
  seed: number;
  budget: number;
  /** Findings make the exit code 1 (`--gate-explore`). */
  gates: boolean;
  startedAt: string;
  durationMs: number;
  operations: OperationExplored[];
  findings: Finding[];
  harnessErrors: HarnessFailure[];
}
