// One schedule for a whole live run: every selected case of every operation shares the run's `--concurrency` (one
// limiter, src/transport/case-slots.ts), the longest-looking first, from when the first suite begins. Each suite's tests
// then await their own cases in vitest's order and report them, so report order and case ids are unchanged. Cases
// finished before their test hold at most AHEAD_ANSWER_BYTES of answers (case-slots.ts). Live's project is one worker
// without isolation (suite-projects.ts): this module's state is the run's.
import { runCase } from '../case/run-case.js';
import type { Target } from '../case/target.js';
import type { OperationId } from '../model/operations.js';
import type { CaseResult, Rule } from '../model/types.js';
import { allRules } from '../rules/index.js';
import { type AnswerScope, answerScope } from '../transport/answer-turns.js';
import { type CaseSlots, caseSlots, Place } from '../transport/case-slots.js';
import type { Client } from '../transport/client.js';
import { longestFirst } from './case-cost.js';

export interface OperationRun {
  target: Target;
  client: Client;
}

export interface ScheduledCase {
  result: Promise<CaseResult>;
  scope: AnswerScope;
  /** Its test is reporting: the case, if not begun, goes before every other not begun. */
  place: Place;
  /** Its test took it: answers it holds, finished ahead, count no longer against the cases ahead (case-slots.ts). */
  take(): void;
}

export type OpenOperation = (operation: OperationId) => Promise<OperationRun>;

interface Scheduled {
  run: Promise<OperationRun>;
  cases: Map<string, ScheduledCase>;
}

const operations = new Map<OperationId, Scheduled>();
let begun = false;
let slots: CaseSlots | undefined;
let runSeed = 0;

/** The bytes of every answer a case read, retries included. */
const answerBytes = (result: CaseResult): number =>
  (result.exchange?.steps ?? []).reduce(
    (sum, step) => sum + step.attempts.reduce((n, a) => n + (a.response?.received?.bytes ?? 0), 0),
    0,
  );

/** The rules the command selected, which vitest runs in this worker (VTS_LIVE_RULES); none when vitest was started
 * without the command (an IDE), when each suite brings its own. */
function selectedRules(): Rule[] {
  const wanted = new Set((process.env.VTS_LIVE_RULES ?? '').split(',').filter(Boolean));
  return wanted.size === 0 ? [] : allRules().filter((r) => wanted.has(r.id));
}

function start(rules: Rule[], open: OpenOperation): void {
  const fresh = [...new Set(rules.map((r) => r.operation))].filter((op) => !operations.has(op));
  for (const op of fresh) {
    const run = open(op);
    run.catch(() => undefined); // the operation's suite reports it, from its beforeAll
    operations.set(op, { run, cases: new Map() });
  }
  // Every target opened (or failed) before the first case: then the cases take their slots in the schedule's order.
  const opened = Promise.allSettled(fresh.map((op) => operations.get(op)?.run));
  const queue = rules.map((rule) => ({ rule, at: operations.get(rule.operation) as Scheduled }));
  for (const { rule, at } of longestFirst(queue)) {
    if (at.cases.has(rule.id)) continue;
    const scope = answerScope();
    const place = new Place();
    let taken = false;
    let release = () => {};
    const result = opened.then(async () => {
      const { target, client } = await at.run;
      // Held before its slot is given back: no case begins in between.
      return (slots as CaseSlots).run(async () => {
        const ran = await scope.run(() => runCase(rule, target, client, runSeed));
        if (!taken) release = (slots as CaseSlots).holdAhead(answerBytes(ran));
        return ran;
      }, place);
    });
    result.catch(() => undefined); // awaited by its test
    const take = () => {
      taken = true;
      release();
    };
    at.cases.set(rule.id, { result, scope, place, take });
  }
}

/** The target and client of `operation` on this live run. The first suite to ask starts every selected case; a suite
 * the selection did not name starts its own `rules` (the tests vitest will run). */
export async function liveRun(
  operation: OperationId,
  rules: Rule[],
  open: OpenOperation,
  settings: { seed: number; transport: { concurrency: number } },
): Promise<OperationRun> {
  slots ??= caseSlots(settings.transport.concurrency);
  runSeed = settings.seed;
  if (!begun) {
    begun = true;
    start(selectedRules(), open);
  }
  if (!operations.has(operation)) start(rules, open);
  return (operations.get(operation) as Scheduled).run;
}

/** The scheduled case of a test, taken off the schedule; one the schedule did not start is started now. */
export function scheduledCase(rule: Rule, open: OpenOperation): ScheduledCase {
  if (!operations.get(rule.operation)?.cases.has(rule.id)) start([rule], open);
  const cases = (operations.get(rule.operation) as Scheduled).cases;
  const taken = cases.get(rule.id) as ScheduledCase;
  cases.delete(rule.id);
  taken.take();
  return taken;
}

/** After an operation's tests: its cases no test took are waited for (their target is about to close) and named. */
export async function leftOver(operation: OperationId): Promise<string[]> {
  const at = operations.get(operation);
  if (at === undefined) return [];
  operations.delete(operation);
  // No test will hurry them: past the bound on answers ahead, they would not begin.
  for (const c of at.cases.values()) {
    c.take();
    c.place.hurry();
  }
  await Promise.allSettled([...at.cases.values()].map((c) => c.result));
  return [...at.cases.keys()].map((id) => `${id}: sent, but vitest ran no test of it (the selection and vitest's disagree)`);
}
