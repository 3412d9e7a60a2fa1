// The machines' commands as fast-check model-based commands: each says when it can run (its slot's parse or token is
// there), sends its request with the transaction id the model holds, judges the answer in its state and moves the
// model on. A command is data first (`Desc`), so a sequence is generated, shrunk and named again by its descriptions.
import { randomUUID } from 'node:crypto';
import type { AsyncCommand } from 'fast-check';
import { transactionIdOf } from '../../checks/transaction-id.js';
import type { Edit } from '../../model/edits.js';
import type { OperationId } from '../../model/operations.js';
import type { StepExchange } from '../../model/types.js';
import { data, header, set } from '../../rules/mutate.js';
import { submitting } from '../../rules/statement-flow.js';
import { brokenIn } from './judge.js';
import { latest, type Model, type ParseSlot, type Real, type Slot, type State, type Workflow } from './model.js';

/** Readable one-month statements: a parse submits one, a re-parse the other. */
export const STATEMENTS = ['month-2025-12.pdf', 'month-2025-11.pdf'] as const;
/** Parses a statement sequence may send (each billed on live): the first and one more (a second slot or a re-parse). */
export const MAX_PARSES = 2;

export type Desc =
  | { kind: 'parse'; slot: Slot; statement: 0 | 1 }
  | { kind: 're-parse' | 'event' | 'results' | 'results-other'; slot: Slot }
  | { kind: 'token' | 'token-again'; slot: Slot; workflow: Workflow };

export const descText = (d: Desc): string => {
  switch (d.kind) {
    case 'parse':
      return `parse ${d.slot} (${STATEMENTS[d.statement]})`;
    case 'results-other':
      return `results ${d.slot} as the other account`;
    case 'token':
    case 'token-again':
      return `${d.kind === 'token' ? 'token' : 'token again'} ${d.slot} under ${d.workflow}`;
    default:
      return `${d.kind} ${d.slot}`;
  }
};

const withId = (transactionId: string): Edit[] => header('transactionid', transactionId);
const asOther: Edit[] = [{ headers: { appid: data('otherAppId'), appkey: data('otherAppKey') } }];
const accepted = (step: StepExchange) => {
  const status = step.attempts.at(-1)?.response?.status;
  return status !== undefined && status >= 200 && status < 300;
};
const sentBody = (step: StepExchange): unknown => (step.request.body?.kind === 'json' ? step.request.body.value : undefined);

/** The state results of `slot` are asked in, and the parses their answer may be of. */
function resultsState(slot: ParseSlot): { state: State; parses: unknown[] } {
  const last = latest(slot);
  if (!last.evented) return { state: 'results-before-event', parses: slot.versions.map((v) => v.body) };
  const state = slot.asked > 0 ? 'results-again' : slot.versions.length > 1 ? 'results-after-re-parse' : 'results-after-event';
  return { state, parses: [last.body] };
}

/** Sends, judges and records one request of command `index`. */
async function sendJudged(
  r: Real,
  index: number,
  operation: OperationId,
  state: State,
  edits: Edit[],
  parses?: unknown[],
): Promise<StepExchange> {
  const step = await r.session.send(operation, edits);
  r.seen.push({ command: index, operation, state, step, broken: brokenIn(operation, state, step, parses) });
  return step;
}

async function parse(m: Model, r: Real, d: Extract<Desc, { kind: 'parse' }>, index: number): Promise<void> {
  m.parsesSent += 1;
  const step = await sendJudged(r, index, 'parseBankStatement', 'parse', [
    ...submitting([STATEMENTS[d.statement]]),
    ...withId(randomUUID()),
  ]);
  if (!accepted(step)) return;
  const version = { body: sentBody(step), step: r.session.exchange.steps.length, waited: false, evented: false };
  m.parses[d.slot] = { transactionId: transactionIdOf(step) as string, versions: [version], asked: 0 };
}

async function reparse(m: Model, r: Real, slot: ParseSlot, index: number): Promise<void> {
  m.parsesSent += 1;
  const other = STATEMENTS.find((s) => !JSON.stringify(latest(slot).body).includes(s)) ?? STATEMENTS[0];
  const step = await sendJudged(r, index, 'parseBankStatement', 're-parse', [
    ...submitting([other]),
    ...withId(slot.transactionId),
  ]);
  if (!accepted(step)) return;
  slot.versions.push({ body: sentBody(step), step: r.session.exchange.steps.length, waited: false, evented: false });
  slot.asked = 0;
}

/** The event of the slot's latest parse; without a receiver, its results asked until ready instead. */
async function event(r: Real, slot: ParseSlot, index: number): Promise<void> {
  const last = latest(slot);
  last.waited = true;
  if (r.session.receiver) {
    last.evented = await r.session.event(slot.transactionId, last.step);
    r.events.set(index, last.evented);
    return;
  }
  const step = await r.session.poll('getBankStatementParsingResults', withId(slot.transactionId));
  const brokenAt = brokenIn(
    'getBankStatementParsingResults',
    'results-polled',
    step,
    slot.versions.map((v) => v.body),
  );
  r.seen.push({ command: index, operation: 'getBankStatementParsingResults', state: 'results-polled', step, broken: brokenAt });
  last.evented = step.attempts.at(-1)?.response?.status === 200;
}

async function run(m: Model, r: Real, d: Desc, index: number): Promise<void> {
  r.ran.push(index);
  const slot = m.parses[d.slot];
  switch (d.kind) {
    case 'parse':
      return parse(m, r, d, index);
    case 're-parse':
      return reparse(m, r, slot as ParseSlot, index);
    case 'event':
      return event(r, slot as ParseSlot, index);
    case 'results': {
      const { state, parses } = resultsState(slot as ParseSlot);
      await sendJudged(r, index, 'getBankStatementParsingResults', state, withId((slot as ParseSlot).transactionId), parses);
      if (latest(slot as ParseSlot).evented) (slot as ParseSlot).asked += 1;
      return;
    }
    case 'results-other':
      await sendJudged(
        r,
        index,
        'getBankStatementParsingResults',
        latest(slot as ParseSlot).evented ? 'results-other-account' : 'results-other-before-event',
        [...withId((slot as ParseSlot).transactionId), ...asOther],
        [],
      );
      return;
    case 'token': {
      const transactionId = randomUUID();
      const step = await sendJudged(r, index, 'authToken', 'token-fresh', set({ transactionId, workflowId: data(d.workflow) }));
      if (accepted(step)) m.tokens[d.slot] = { transactionId, workflow: d.workflow };
      return;
    }
    case 'token-again': {
      const first = m.tokens[d.slot] as { transactionId: string; workflow: Workflow };
      const state = first.workflow === d.workflow ? 'reuse-same-workflow' : 'reuse-other-workflow';
      await sendJudged(r, index, 'authToken', state, set({ transactionId: first.transactionId, workflowId: data(d.workflow) }));
      return;
    }
  }
}

/** Whether the command can run on the model: the slot it names is there (or free, for a new one), within the caps. */
export function canRun(m: Readonly<Model>, d: Desc): boolean {
  const slot = m.parses[d.slot];
  switch (d.kind) {
    case 'parse':
      return slot === undefined && m.parsesSent < MAX_PARSES;
    case 're-parse':
      return slot !== undefined && latest(slot).evented && m.parsesSent < MAX_PARSES;
    case 'event':
      return slot !== undefined && !latest(slot).waited;
    case 'results':
      return slot !== undefined;
    case 'results-other':
      return slot !== undefined && m.otherAccount;
    case 'token':
      return m.tokens[d.slot] === undefined && (d.workflow === 'workflowId' || m.otherWorkflow);
    case 'token-again':
      return m.tokens[d.slot] !== undefined && (d.workflow === 'workflowId' || m.otherWorkflow);
  }
}

export interface FlowCommand extends AsyncCommand<Model, Real> {
  readonly desc: Desc;
}

/** The command of a description, at its place `index` in the generated sequence. */
export const commandOf = (desc: Desc, index: number): FlowCommand => ({
  desc,
  check: (m) => canRun(m, desc),
  run: (m, r) => run(m, r, desc, index),
  toString: () => descText(desc),
});
