// The proxy's judging thread (judging-thread.ts): audit's session over the exchanges handed to it, with the HAR, the
// audit's reports and `--record`'s recordings it writes. The forwarding thread waits for none of it.
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { serversFromEnv } from '../audit/match.js';
import { VtsError } from '../base/errors.js';
import type { CapturedExchange } from '../capture/types.js';
import { knownValues, openAudit } from '../cli/audit-setup.js';
import type { OperationId } from '../model/operations.js';
import { environmentSecrets, openHar } from './har.js';
import type { FromJudging, JudgingEnd, JudgingSetup, ToJudging } from './judging-messages.js';
import { proxyRecorder } from './record.js';

const setup = workerData as JudgingSetup;
const port = parentPort as NonNullable<typeof parentPort>;
const say = (message: FromJudging) => port.postMessage(message);

function open() {
  const recorder = setup.record === undefined ? undefined : proxyRecorder(setup.record, environmentSecrets());
  // The session hands each record on while it judges (synchronously): the recorder takes it with its exchange.
  let judging: CapturedExchange | undefined;
  const receivers = setup.receiver === undefined ? [] : [new URL(setup.receiver)];
  const { session, sinks } = openAudit(setup.dir, { servers: serversFromEnv(), receivers }, (record) => {
    if (judging !== undefined) recorder?.add(judging, record);
  });
  // The sandbox's profile is public: a real person's value equal to one of its values must not be named, so it is marked
  // only where the traffic is the sandbox's (VTS_TARGET=sandbox); the team's own profile always.
  const har = openHar(join(setup.dir, 'proxy.har'), environmentSecrets(), knownValues(process.env.VTS_TARGET === 'sandbox'));
  return {
    judge(exchange: CapturedExchange, operation: OperationId | undefined) {
      har.append(exchange, operation);
      judging = exchange;
      try {
        session.add(exchange);
      } finally {
        judging = undefined;
      }
    },
    async finish(): Promise<JudgingEnd> {
      await har.close();
      const tally = session.tally(['proxy']);
      const { console: lines } = await sinks.finish(tally);
      return { lines, violations: tally.verdicts.violation ?? 0, ...(recorder ? { recorded: recorder.summary() } : {}) };
    },
  };
}

const failed = (err: unknown): FromJudging => ({
  failed: err instanceof VtsError ? { code: err.code, message: err.message } : { message: (err as Error).message },
});

try {
  const judging = open();
  port.on('message', (message: ToJudging) => {
    if ('exchange' in message) {
      try {
        judging.judge(message.exchange, message.operation);
        say({ judged: 'ok' });
      } catch {
        say({ judged: 'threw' });
      }
      return;
    }
    judging.finish().then(
      (end) => say({ end }),
      (err: unknown) => say(failed(err)),
    );
  });
  say({ ready: true });
} catch (err) {
  say(failed(err));
}
