// A worker parses and judges one large answer at a time: an answer of small distinct objects grows about 8 times as it
// is parsed (base/lean-json.ts shares the empty ones), and four cases in flight each holding one took a worker past a
// gigabyte. A case that read a large answer waits, its bytes read but not yet parsed, until no other case holds one; it
// keeps the turn until it has been reported, when its answer is let go and collected. A case's own later answers need
// no second turn.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** An answer this large as read takes a turn (the largest recorded answer is 446 kB). */
export const LARGE_ANSWER_BYTES = 1024 * 1024;

interface Scope {
  holds: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
let held = false;
const waiting: (() => void)[] = [];

/** Runs one case; a turn it took for a large answer is given back when `run` has ended. Outside of it (a self-test's
 * runCase, the bench) answers take no turn. */
export async function withAnswerTurn<T>(run: () => Promise<T>): Promise<T> {
  const scope: Scope = { holds: false };
  try {
    return await scopes.run(scope, run);
  } finally {
    if (scope.holds) {
      // V8 lets a heap of let-go answers grow to three of them before it collects: the case's answer goes before the next
      // is parsed.
      collect();
      held = false;
      waiting.shift()?.();
    }
  }
}

/** Waits for the worker's turn to parse an answer of `bytes`, unless it is small or the case already has the turn. */
export async function answerTurn(bytes: number): Promise<void> {
  const scope = scopes.getStore();
  if (bytes <= LARGE_ANSWER_BYTES || scope === undefined || scope.holds) return;
  while (held) await new Promise<void>((resolve) => waiting.push(resolve));
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
