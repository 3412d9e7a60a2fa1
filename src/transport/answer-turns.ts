// A worker parses and judges one large answer at a time: an answer of small distinct objects grows about 8 times as it
// is parsed (base/lean-json.ts shares the empty ones), and four cases in flight each holding one took a worker past a
// gigabyte. A case that read a large answer waits, its bytes read but not yet parsed, until no other case holds one; it
// keeps the turn until it has been reported, when its answer is let go and collected. A case's own later answers need
// no second turn.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { awayFromSlot } from './case-slots.js';

/** An answer this large as read takes a turn (the largest recorded answer is 446 kB). */
export const LARGE_ANSWER_BYTES = 1024 * 1024;

interface Scope {
  holds: boolean;
  /** A case run ahead of its report (live's schedule): settled once its test has begun. */
  reported?: Promise<void>;
}

const scopes = new AsyncLocalStorage<Scope>();
let held = false;
const waiting: (() => void)[] = [];

function giveBack(scope: Scope): void {
  if (!scope.holds) return;
  // V8 lets a heap of let-go answers grow to three of them before it collects: the case's answer goes before the next
  // is parsed.
  collect();
  scope.holds = false;
  held = false;
  waiting.shift()?.();
}

/** Runs one case; a turn it took for a large answer is given back when `run` has ended. Outside of it (a self-test's
 * runCase, the bench) answers take no turn. */
export async function withAnswerTurn<T>(run: () => Promise<T>): Promise<T> {
  const scope: Scope = { holds: false };
  try {
    return await scopes.run(scope, run);
  } finally {
    giveBack(scope);
  }
}

export interface AnswerScope {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Its test has begun: it may take the turn now. */
  reporting(): void;
  /** It has been reported: a turn it took goes to the next. */
  end(): void;
}

/** The scope of a case run ahead of its report. It takes no turn before its test begins: one taken earlier would be held
 * until then, while the case being reported waited for it. */
export function answerScope(): AnswerScope {
  let begin = () => {};
  const scope: Scope = { holds: false, reported: new Promise<void>((resolve) => (begin = resolve)) };
  return { run: (work) => scopes.run(scope, work), reporting: () => begin(), end: () => giveBack(scope) };
}

/** Waits for the worker's turn to parse an answer of `bytes`, unless it is small or the case already has the turn. It
 * waits away from its live slot, holding the bytes it read (case-slots.ts counts them). */
export async function answerTurn(bytes: number): Promise<void> {
  const scope = scopes.getStore();
  if (bytes <= LARGE_ANSWER_BYTES || scope === undefined || scope.holds) return;
  if (scope.reported) await awayFromSlot(scope.reported, { parks: true });
  while (held) await awayFromSlot(new Promise<void>((resolve) => waiting.push(resolve)), { parks: true });
  held = true;
  scope.holds = true;
}

let gc: (() => void) | undefined;
/** A full collection, through the `gc` that --expose-gc gives a new context (the process's V8 flags are set at once). */
function collect(): void {
  if (gc === undefined) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
