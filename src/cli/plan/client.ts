// The planning client: sends nothing. It counts each request the case hands it (every attempt of the answer it gives),
// measures the files it uploads, and answers from the rule's recording, so the case takes the path it took when it was
// recorded. A polled request is counted as the whole poll and answered so the loop ends at once: nothing waits.
import type { Client } from '../../transport/client.js';
import type { HostPlaceholder } from '../../model/operations.js';
import { OPERATIONS } from '../../model/operations.js';
import type { RecordedStep } from '../../recording/file.js';
import type { Attempt, SentRequest } from '../../model/types.js';
import { documentedAnswer, recordedAnswers, recordedSteps } from './answers.js';
import { pollsFor } from './polls.js';
import type { PlannedSend } from './sends.js';

export interface Tally {
  /** Requests on the wire when every answer is the recorded one (retries and polls included). */
  calls: number;
  callsByHost: Partial<Record<HostPlaceholder, number>>;
  /** `callsByHost` by the origin the base URL names: what `--rate` paces (two hosts may share one). */
  callsByOrigin: Record<string, Partial<Record<HostPlaceholder, number>>>;
  /** Bytes of the files uploaded, once per attempt that carries them. */
  uploadBytes: number;
  /** How many of the planned sends the case made. */
  sent: number;
}

/** The bytes of a form's files; a JSON body counts nothing. */
const uploadOf = (request: SentRequest): number =>
  request.body?.kind === 'multipart' ? request.body.parts.reduce((sum, p) => sum + ('data' in p ? p.data.byteLength : 0), 0) : 0;

/** The origin the run paces a request by (the client's URL keeps the base's origin); a malformed base stands for itself. */
const originOf = (base: string): string => (URL.canParse(base) ? new URL(base).origin : base);

/** An answer that ends the poll loop of src/flow/poll.ts at once (no status); only the count of the poll is kept. */
const POLL_COUNTED: Attempt = {
  error: { code: 'PLANNED', message: 'polled until ready or the event timeout: counted, not waited' },
  durationMs: 0,
  waitedMs: 0,
};

export function planningClient(
  sends: readonly PlannedSend[],
  recorded: readonly RecordedStep[],
  pollBudgetMs: number,
): Client & { tally: Tally } {
  const tally: Tally = { calls: 0, callsByHost: {}, callsByOrigin: {}, uploadBytes: 0, sent: 0 };
  const stepFor = recordedSteps(recorded);
  return {
    tally,
    async send(request) {
      const planned = sends[tally.sent];
      if (planned === undefined || OPERATIONS[planned.operation].path !== request.path)
        throw new Error(
          `the plan is out of step with src/case/run-case.ts: request ${tally.sent + 1} goes to ` +
            `${request.path}, the plan expected ${planned ? OPERATIONS[planned.operation].path : 'none'} ` +
            `(src/cli/plan/sends.ts)`,
        );
      tally.sent += 1;
      const step = stepFor(request.path);
      const attempts = step ? recordedAnswers(step) : documentedAnswer(planned.status);
      const status = attempts.at(-1)?.response?.status;
      const polls = planned.polled ? await pollsFor(status, pollBudgetMs) : 1;
      const calls = attempts.length * polls;
      tally.calls += calls;
      tally.callsByHost[request.host] = (tally.callsByHost[request.host] ?? 0) + calls;
      const origin = (tally.callsByOrigin[originOf(request.base)] ??= {});
      origin[request.host] = (origin[request.host] ?? 0) + calls;
      tally.uploadBytes += uploadOf(request) * calls;
      return { request, attempts: polls > 1 ? [POLL_COUNTED] : attempts };
    },
    close: async () => {},
  };
}
