// The flow support of the sandbox and live targets: the harness's receiver and, for the sandbox, a file server for the
// committed statements, both started on the first flow case and closed with the target.
import { VtsError } from '../base/errors.js';
import { STATEMENTS_DIR } from '../uploads/statement-facts.js';
import { type CaseFlow, RECORDED_STATEMENT_BASE, RECORDED_WEBHOOK_URL } from './case-flow.js';
import { startFileServer } from './file-server.js';
import { type Receiver, startReceiver } from './receiver.js';
import type { ReceivedEvent } from '../model/types.js';
import { takeTurn } from './turns.js';

export interface ReceivingOptions {
  /** Whether events can reach the harness at all (live needs VTS_WEBHOOK_PUBLIC_URL); without, the flow polls. */
  receive: boolean;
  /** The URL the service is told to deliver to; default the receiver's own loopback URL. */
  publicUrl?: string;
  /** Host and port the receiver listens on (a tunnel forwards to a fixed port); default loopback, any port. */
  host?: string;
  port?: number;
  /** Where the service fetches statements: the team's base URL, 'local' for a loopback file server over
   * fixtures/inputs/statements/ (the sandbox), 'none' when no base is known (live without the variable). */
  statements: { base: string } | 'local' | 'none';
  /** Longest wait for one event. */
  eventTimeoutMs: number;
  /** Resolves once the service has delivered, or given up on, every event of the transactionId so far (the sandbox
   * started in this process can say): a wait for an event still missing then ends at once. */
  settled?: (transactionId: string) => Promise<void>;
  /** Where several workers' receivers would subscribe the same appId at once (the sandbox's suites): a key naming target
   * and appId, whose flow cases take turns (turns.ts), each waiting at most `maxWaitMs`. */
  turns?: { key: string; maxWaitMs: number };
}

export interface ReceivingFlow {
  forCase(): Promise<CaseFlow>;
  /** This run's own addresses and the stand-ins recordings keep for them (empty before the first flow case). */
  recordedAs(): [string, string][];
  close(): Promise<void>;
}

/** Refusals a report names by their reason; the rest are counted. */
const NAMED_REFUSALS = 3;

/** The event, or a line saying what came instead while waiting: refused deliveries (counted, the first few named),
 * events of other cases, or of transactionIds no case started. The wait ends early once `settled` resolves. */
export async function waitFor(
  receiver: Receiver,
  transactionId: string,
  step: number,
  timeoutMs: number,
  settled?: Promise<void>,
): Promise<{ event: ReceivedEvent } | { missing: string }> {
  const before = receiver.tally();
  // The receiver answers a delivery only once it holds the event: an event sent before the service settled is taken.
  const stop = new AbortController();
  void settled?.then(() => stop.abort());
  const event = await receiver.next(transactionId, timeoutMs, stop.signal);
  if (event) return { event: { ...event, afterStep: step } };
  const after = receiver.tally();
  const refused = after.refused - before.refused;
  const named = receiver.refusalsSince(before.refused, NAMED_REFUSALS).map((r) => `${r.status} ${r.reason}`);
  const more = refused - named.length;
  const instead = [
    ...(refused > 0 ? [`${refused} deliveries refused (${[...named, ...(more > 0 ? [`${more} more`] : [])].join('; ')})`] : []),
    ...counted(after.held - before.held, 'event(s) of other cases'),
    ...counted(after.strangers - before.strangers, 'event(s) of transactionIds no case started'),
  ];
  const waited = stop.signal.aborted
    ? `after step ${step}: the sandbox settled the delivery without an event`
    : `within ${timeoutMs / 1000} s after step ${step}`;
  return {
    missing: `no event for transactionId ${transactionId} ${waited}${instead.length > 0 ? `; meanwhile the receiver got ${instead.join(', ')}` : ''}`,
  };
}

const counted = (n: number, what: string) => (n > 0 ? [`${n} ${what}`] : []);

export function receivingFlow(options: ReceivingOptions): ReceivingFlow {
  let started: Promise<{ receiver?: Receiver; files?: { url: string; close(): Promise<void> } }> | undefined;
  let webhookUrl: string | undefined;
  let statementBase: string | undefined;
  const start = async () => {
    const receiver = options.receive
      ? await startReceiver({ ...(options.host ? { host: options.host } : {}), port: options.port ?? 0 })
      : undefined;
    const files = options.statements === 'local' ? await startFileServer({ root: STATEMENTS_DIR }) : undefined;
    webhookUrl = receiver && (options.publicUrl ?? receiver.url);
    const base = typeof options.statements === 'object' ? options.statements.base : files?.url;
    statementBase = base?.replace(/\/+$/, '');
    return { ...(receiver ? { receiver } : {}), ...(files ? { files } : {}) };
  };
  // The cases of this receiver share one turn (they subscribe the same URL): taken by the first, given back by the last.
  let turn: Promise<() => Promise<void>> | undefined;
  let sharing = 0;
  const shareTurn = async (turns: NonNullable<ReceivingOptions['turns']>): Promise<() => Promise<void>> => {
    sharing += 1;
    turn ??= takeTurn(turns.key, turns.maxWaitMs);
    const held = turn;
    try {
      await held;
    } catch (err) {
      sharing -= 1;
      if (turn === held) turn = undefined;
      throw err;
    }
    let given = false;
    return async () => {
      if (given) return;
      given = true;
      sharing -= 1;
      if (sharing > 0 || turn !== held) return;
      turn = undefined;
      await (
        await held
      )();
    };
  };
  return {
    async forCase() {
      started ??= start();
      const { receiver } = await started;
      const done = receiver && options.turns ? await shareTurn(options.turns) : undefined;
      return {
        mode: receiver ? 'receiver' : 'poll',
        ...(done ? { done } : {}),
        addresses: {
          webhookUrl,
          statementUrl: (name) => {
            if (!statementBase)
              throw new VtsError(
                'VTS_ERR_NOT_APPLICABLE',
                'needs the statement files online: host fixtures/inputs/statements/ and set VTS_STATEMENT_BASE_URL ' +
                  '(see docs/going-live.md › 4. The statement flow)',
              );
            return `${statementBase}/${encodeURIComponent(name)}`;
          },
        },
        expect: (transactionId) => receiver?.expect(transactionId),
        next: async (transactionId, step) => {
          if (receiver === undefined) return { missing: 'no receiver' };
          return waitFor(receiver, transactionId, step, options.eventTimeoutMs, options.settled?.(transactionId));
        },
      };
    },
    recordedAs: () => [
      ...(webhookUrl ? [[webhookUrl, RECORDED_WEBHOOK_URL] as [string, string]] : []),
      ...(statementBase ? [[statementBase, RECORDED_STATEMENT_BASE] as [string, string]] : []),
    ],
    async close() {
      const s = await started;
      await Promise.all([s?.receiver?.close(), s?.files?.close()]);
    },
  };
}
