// An audit of a stream of captured exchanges, one at a time in constant memory: each matched to its operation, judged,
// and handed on as an AuditRecord; what is not judged is counted. The audit command and the proxy both feed one.
import { ReadingLedger } from '../case/reading-family.js';
import { transactionIdOf } from '../checks/transaction-id.js';
import { OPERATIONS } from '../model/operations.js';
import type { SentRequest, StepExchange, Verdict } from '../model/types.js';
import type { CapturedExchange } from '../capture/types.js';
import { judgeCaptured } from './judge-captured.js';
import { matchExchange, type Server } from './match.js';
import { receivedResponse, sentRequest } from './read-exchange.js';
import type { TestValues } from './test-values.js';
import type { AuditRecord, AuditTally, Unmatched } from './types.js';

/** The transaction id a request sends: its header, or the token operations' body field. */
function transactionIdSent(request: SentRequest): string | undefined {
  const body = request.body?.kind === 'json' ? (request.body.value as { transactionId?: unknown } | null) : undefined;
  const inBody = typeof body?.transactionId === 'string' ? body.transactionId : undefined;
  return request.headers.transactionid ?? inBody;
}

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
  tally(files: string[]): AuditTally;
}

/** Parses kept for the results that follow them (by transaction id): the latest ones, bounded. */
const KEPT_PARSES = 10_000;
/** Transaction ids accepted, kept to tell a reuse: the latest ones, bounded. */
const KEPT_IDS = 100_000;
/** Unmatched paths and unreadable entries named; the rest counted. */
const NAMED = 20;

export function auditSession(o: AuditSessionOptions): AuditSession {
  const started = Date.now();
  let read = 0;
  let judged = 0;
  let skipped = 0;
  let outside = 0;
  const unmatched = new Map<string, Unmatched>();
  const unreadable: AuditTally['unreadable'] = { count: 0, first: [] };
  const verdicts: Partial<Record<Verdict, number>> = {};
  const parses = new Map<string, StepExchange>();
  const used = new Set<string>();
  const ledger = new ReadingLedger();
  const keepParse = (step: StepExchange) => {
    for (const id of new Set([step.request.headers.transactionid, transactionIdOf(step)]))
      if (id !== undefined) {
        parses.delete(id);
        parses.set(id, step);
      }
    while (parses.size > KEPT_PARSES) parses.delete(parses.keys().next().value as string);
  };
  return {
    add(exchange) {
      read += 1;
      const at = exchange.startedAt === undefined ? undefined : Date.parse(exchange.startedAt);
      if (at !== undefined && ((o.since !== undefined && at < o.since) || (o.until !== undefined && at >= o.until))) {
        outside += 1;
        return;
      }
      const match = matchExchange(exchange.method, exchange.url, o.servers, o.receivers);
      if (match.kind === 'skipped' || match.kind === 'event') {
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
      const judgement = judgeCaptured(
        operation,
        request,
        response,
        parse ? [parse] : [],
        o.values,
        o.secrets,
        ledger,
        exchange.request.bodyOmitted === true,
        used.has(key),
      );
      const accepted = response !== undefined && response.status >= 200 && response.status < 300;
      if (accepted && id !== undefined) {
        used.add(key);
        if (used.size > KEPT_IDS) used.delete(used.values().next().value as string);
      }
      if (flow === 'start' && accepted) keepParse({ request, attempts: [{ response, durationMs: 0, waitedMs: 0 }] });
      judged += 1;
      verdicts[judgement.verdict] = (verdicts[judgement.verdict] ?? 0) + 1;
      o.onRecord({
        n: judged,
        ...(exchange.startedAt ? { at: exchange.startedAt } : {}),
        source: exchange.source,
        operation,
        ...(response ? { status: response.status } : {}),
        ...judgement,
      });
    },
    unreadable(source, problem) {
      unreadable.count += 1;
      if (unreadable.first.length < NAMED) unreadable.first.push({ source, problem });
    },
    tally: (files) => ({
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
    }),
  };
}
