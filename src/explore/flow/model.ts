// The flow machines' model: what the harness knows of the parses and tokens a sequence made (their transaction ids,
// what each parse sent, whether its event came), from which each state's documented answer follows, and the states a
// request can be sent in.
import type { OperationId } from '../../model/operations.js';
import type { StepExchange } from '../../model/types.js';
import type { Broken } from '../properties.js';
import type { FlowSession } from './session.js';

/** The statement flow (subscribe → parse → event → results) and the token operation's transactionId reuse. */
export const MACHINES = ['statement', 'token'] as const;
export type Machine = (typeof MACHINES)[number];

/** The operation each machine explores: its findings and requests are counted in that operation's row. */
export const MACHINE_OPERATION: Record<Machine, OperationId> = {
  statement: 'getBankStatementParsingResults',
  token: 'authToken',
};

export const SLOTS = ['A', 'B'] as const;
export type Slot = (typeof SLOTS)[number];

/** The profile keys of the token's two workflows. */
export const WORKFLOWS = ['workflowId', 'otherWorkflowId'] as const;
export type Workflow = (typeof WORKFLOWS)[number];

/** One parse request under a transactionId: the body it sent, its step (1-based), whether its event was waited for
 * and came. */
export interface Version {
  body: unknown;
  step: number;
  waited: boolean;
  evented: boolean;
}

export interface ParseSlot {
  transactionId: string;
  /** Every accepted parse of the transactionId, the latest last. */
  versions: Version[];
  /** Results asked for since the latest version's event came. */
  asked: number;
}

export interface Model {
  parses: Partial<Record<Slot, ParseSlot>>;
  /** Parse requests sent (accepted or not): each is billed on live, so a sequence has a cap. */
  parsesSent: number;
  tokens: Partial<Record<Slot, { transactionId: string; workflow: Workflow }>>;
  /** The target's profile has a second account (`otherAppId`, `otherAppKey`) and a second workflow. */
  otherAccount: boolean;
  otherWorkflow: boolean;
}

/** The states a request of the machines is sent in; each has its documented answer (judge.ts). */
export const STATES = [
  'subscribe',
  'parse',
  're-parse',
  'results-before-event',
  'results-polled',
  'results-after-event',
  'results-again',
  'results-after-re-parse',
  'results-other-before-event',
  'results-other-account',
  'token-fresh',
  'reuse-same-workflow',
  'reuse-other-workflow',
] as const;
export type State = (typeof STATES)[number];

/** A request the machine sent and what its answer breaks, in the state it was sent in. */
export interface Seen {
  /** The command's place in the generated sequence (-1: the subscription every statement sequence starts with). */
  command: number;
  operation: OperationId;
  state: State;
  step: StepExchange;
  broken: Broken[];
}

export interface Real {
  session: FlowSession;
  seen: Seen[];
  /** The places of the commands that ran (the model let them). */
  ran: number[];
  /** Whether each waited-for event came, by command place. */
  events: Map<number, boolean>;
}

/** Profile keys the machines read beside the rules' (the second account); a profile holding them names no stray key. */
export const FLOW_PROFILE_KEYS = ['otherAppId', 'otherAppKey'] as const;

export const initialModel = (data: Readonly<Record<string, string>>): Model => ({
  parses: {},
  parsesSent: 0,
  tokens: {},
  otherAccount: data.otherAppId !== undefined && data.otherAppKey !== undefined,
  otherWorkflow: data.otherWorkflowId !== undefined,
});

/** The latest parse of a slot. */
export const latest = (slot: ParseSlot): Version => slot.versions.at(-1) as Version;
