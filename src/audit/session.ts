// An audit of a stream of captured exchanges, one at a time in constant memory: each matched to its operation, judged,
// and handed on as an AuditRecord; what is not judged is counted. The audit command and the proxy both feed one.
import { ReadingLedger } from '../case/reading-family.js';
import { OPERATIONS, type OperationId } from '../model/operations.js';
import type { StepExchange, Verdict } from '../model/types.js';
import type { CapturedExchange } from '../capture/types.js';
import { readEvent } from '../checks/event-shape.js';
import type { Change } from '../explore/documented.js';
import { capturedChanges } from './changes.js';
import { idsOf, timeOf, transactionIdSent } from './exchange-ids.js';
import { type Followed, isFlowRow } from './flow-rows.js';
import { judgeCaptured, type Judged } from './judge-captured.js';
import { judgeEvent } from './judge-event.js';
import { matchExchange, type Server } from './match.js';
import { NAMED } from './merge-tallies.js';
import { openFlows } from './open-flows.js';
import { receivedEvent, receivedResponse, sentRequest } from './read-exchange.js';
import type { TestValues } from './test-values.js';
import type { AuditRecord, AuditTally, Unmatched } from './types.js';

export interface AuditSessionOptions {
  servers: readonly Server[];
  /** The team's webhook receiver URLs: deliveries to them are the service's events. */
  receivers?: readonly URL[];
  /** Only exchanges that started in [since, until) (epoch ms); one without a time is judged. */
  since?: number;
  until?: number;
  values: TestValues;
  /** Known secret values (the team's credentials): scrubbed from anything the judge writes. */
  secrets: string[];
  onRecord(record: AuditRecord): void;
}

export interface AuditSession {
  add(exchange: CapturedExchange): void;
  /** An entry a reader could not read. */
  unreadable(source: { file: string; entry: number }, problem: string): void;
  /** The tally, once the events still waiting for their parse are judged without it. */
  tally(files: string[]): AuditTally;
}

/** Parses kept for the results that follow them (by transaction id): the latest ones, bounded. */
const KEPT_PARSES = 10_000;
/** Transaction ids accepted, kept to tell a reuse: the latest ones, bounded. */
const KEPT_IDS = 100_000;

export function auditSession(o: AuditSessionOptions): AuditSession {
  const started = Date.now();
  let read = 0;
  let judged = 0;
  let skipped = 0;
  let outside = 0;
  const unmatched = new Map<string, Unmatched>();
  const unreadable: AuditTally['unreadable'] = { count: 0, first: [] };
  const verdicts: Partial<Record<Verdict, number>> = {};
  const parses = new Map<string, { step: StepExchange; changes: Change[] }>();
  /** Events read before their parse (a receiver's log read first), by transactionId: judged when it comes, or at the end. */
  const waiting = new Map<string, CapturedExchange[]>();
  let waitingCount = 0;
  const used = new Set<string>();
  const ledger = new ReadingLedger();
  /** Parses of a flow's row, recorded once what follows them is in. */
  const flows = openFlows(KEPT_PARSES);
  const record = (exchange: CapturedExchange, operation: OperationId, status: number | undefined, judgement: Judged) => {
    judged += 1;
    verdicts[judgement.verdict] = (verdicts[judgement.verdict] ?? 0) + 1;
    o.onRecord({
      n: judged,
      ...(exchange.startedAt ? { at: exchange.startedAt } : {}),
      source: exchange.source,
      operation,
      ...(status === undefined ? {} : { status }),
      ...judgement,
    });
  };
  const judgeDelivery = (exchange: CapturedExchange, id: string | undefined) => {
    const delivered = receivedEvent(exchange);
    record(exchange, 'webhookEvent', undefined, judgeEvent(delivered, parses.get(id ?? ''), o.secrets));
    if (id !== undefined) flows.event(id, delivered, timeOf(exchange));
  };
  const keepParse = (step: StepExchange, changes: Change[]) => {
    for (const id of idsOf(step)) {
      parses.delete(id);
      parses.set(id, { step, changes });
      const early = waiting.get(id);
      waiting.delete(id);
      waitingCount -= early?.length ?? 0;
      for (const e of early ?? []) judgeDelivery(e, id);
    }
    while (parses.size > KEPT_PARSES) parses.delete(parses.keys().next().value as string);
  };
  /** A delivery whose parse is not (yet) in the capture waits for it, within a bound; past it, it is judged as it is. */
  const event = (exchange: CapturedExchange) => {
    const read = readEvent(receivedEvent(exchange).body);
    const id = 'problem' in read ? undefined : String(read.fields.transactionId);
    if (id === undefined || parses.has(id) || waitingCount >= KEPT_PARSES) return judgeDelivery(exchange, id);
    waiting.set(id, [...(waiting.get(id) ?? []), exchange]);
    waitingCount += 1;
  };
  return {
    add(exchange) {
      read += 1;
      const at = timeOf(exchange);
      if (at !== undefined && ((o.since !== undefined && at < o.since) || (o.until !== undefined && at >= o.until))) {
        outside += 1;
        return;
      }
      const match = matchExchange(exchange.method, exchange.url, o.servers, o.receivers);
      if (match.kind === 'event') return event(exchange);
      if (match.kind === 'skipped') {
        skipped += 1;
        return;
      }
      if (match.kind === 'unmatched') {
        const key = `${exchange.method} ${match.host}${match.path}`;
        const seen = unmatched.get(key);
        if (seen !== undefined) seen.count += 1;
        else if (unmatched.size < NAMED)
          unmatched.set(key, { method: exchange.method, host: match.host, path: match.path, count: 1 });
        return;
      }
      const { operation } = match;
      const request = sentRequest(exchange, operation, match.base, match.region);
      const response = receivedResponse(exchange);
      const flow = OPERATIONS[operation].flow;
      const parse = flow === 'results' ? parses.get(request.headers.transactionid ?? '') : undefined;
      const id = transactionIdSent(request);
      const key = `${operation} ${id}`;
      const reused = used.has(key);
      const judgeIt = (followed?: Followed) =>
        record(
          exchange,
          operation,
          response?.status,
          judgeCaptured(
            operation,
            request,
            response,
            parse ? [parse.step] : [],
            o.values,
            o.secrets,
            ledger,
            exchange.request.bodyOmitted === true,
            reused,
            followed,
          ),
        );
      const accepted = response !== undefined && response.status >= 200 && response.status < 300;
      if (accepted && id !== undefined) {
        used.add(key);
        if (used.size > KEPT_IDS) used.delete(used.values().next().value as string);
      }
      const step: StepExchange = { request, attempts: response ? [{ response, durationMs: 0, waitedMs: 0 }] : [] };
      if (flow !== 'start' || !accepted) {
        judgeIt();
        if (flow === 'results' && request.headers.transactionid !== undefined)
          flows.results(request.headers.transactionid, step, at);
        return;
      }
      const changes = capturedChanges(operation, request, o.values);
      // A flow's row is held to what follows its parse: its record waits for it (opened before its early events). The
      // results are held only after the event: without a receiver's deliveries, nothing is to wait for.
      if (o.receivers?.length && exchange.request.bodyOmitted !== true && isFlowRow(operation, request, changes))
        flows.open(idsOf(step), judgeIt);
      else judgeIt();
      keepParse(step, changes);
    },
    unreadable(source, problem) {
      unreadable.count += 1;
      if (unreadable.first.length < NAMED) unreadable.first.push({ source, problem });
    },
    tally: (files) => {
      for (const [id, events] of waiting) for (const e of events) judgeDelivery(e, id);
      waiting.clear();
      waitingCount = 0;
      flows.closeAll();
      return {
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        files,
        read,
        judged,
        skipped,
        outside,
        unmatched: [...unmatched.values()],
        unreadable,
        verdicts,
      };
    },
  };
}
