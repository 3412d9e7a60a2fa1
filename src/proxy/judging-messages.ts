// What the proxy's forwarding thread and its judging thread say to each other (judging-thread.ts, judging-worker.ts).
import type { ErrorCode } from '../base/errors.js';
import type { CapturedExchange } from '../capture/types.js';
import type { OperationId } from '../model/operations.js';

/** What the judging thread opens: the reports folder, the team's webhook receiver, and `--record`'s folder. The vendor's
 * URLs and the team's credentials it reads from its environment, a copy of the command's. */
export interface JudgingSetup {
  dir: string;
  receiver?: string;
  record?: string;
}

/** What the thread's work came to, for the command to print: the report's lines and `--record`'s end line. */
export interface JudgingEnd {
  lines: string[];
  violations: number;
  recorded?: string;
}

export type ToJudging = { exchange: CapturedExchange; operation?: OperationId } | { finish: true };

/** `ready` once opened; `judged` for each exchange, in order (`threw`: counted, never passed on); `end` after finish;
 * `failed` when opening or finishing failed (a VtsError keeps its code: the command says it as it did in one thread). */
export type FromJudging =
  { ready: true } | { judged: 'ok' | 'threw' } | { end: JudgingEnd } | { failed: { message: string; code?: ErrorCode } };
