// Whether a run tested anything: a run that reached nothing, or heard only outages, must not pass as a green gate.
import type { VerdictEntry } from '../gate/case-record.js';

type Reached = Pick<VerdictEntry, 'operation' | 'verdict' | 'attempts' | 'status' | 'host'> &
  Partial<Pick<VerdictEntry, 'violations'>>;

/** The statuses of a vendor's own trouble (rate limit, server fault, downtime): an answer that tests nothing. */
const OUTAGE_STATUSES = new Set([429, 500, 501, 503]);

/** A violation that is only a server error where the document gives the input another outcome. */
const serverErrorOnly = (e: Reached): boolean =>
  e.verdict === 'violation' &&
  (e.violations ?? []).length > 0 &&
  (e.violations ?? []).every((v) => v.title === 'Server error on a documented input');

/** A case that sent a request and heard only an outage: no answer, a vendor fault, a server error on a documented input,
 * or a pass or spec gap on an outage status. Any other violation tested something. */
const outageOnly = (e: Reached): boolean =>
  e.verdict === 'infra' ||
  e.verdict === 'vendor-fault' ||
  serverErrorOnly(e) ||
  ((e.verdict === 'pass' || e.verdict === 'spec-gap') && e.status !== undefined && OUTAGE_STATUSES.has(e.status));

/** "HTTP 503 ×12, no response ×2": what an operation's cases heard, most frequent first. */
function heard(entries: Reached[]): string {
  const counts = new Map<string, number>();
  for (const e of entries) {
    const what = e.status === undefined ? 'no response' : `HTTP ${e.status}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([what, n]) => `${what} ×${n}`)
    .join(', ');
}

/** Why a run is incomplete for lack of answers: an operation with no response at all (naming the host) or only outages
 * (naming the statuses), or no case sent anything. [] when something was tested. */
export function unreached(entries: Reached[]): string[] {
  // A harness error says its own cause (a damaged recording, a missing one): it is no reason to call the run unreached.
  const judged = entries.filter((e) => e.verdict !== 'harness-error');
  if (judged.length === 0) return [];
  if (judged.every((e) => e.attempts === 0))
    return [
      `nothing was tested: no case sent a request (every ${judged.length < entries.length ? 'other ' : ''}case was not applicable)`,
    ];
  const byOperation = new Map<string, Reached[]>();
  for (const e of entries) byOperation.set(e.operation, [...(byOperation.get(e.operation) ?? []), e]);
  return [...byOperation].flatMap(([operation, es]) => {
    const sent = es.filter((e) => e.attempts > 0 && e.verdict !== 'harness-error');
    if (sent.length === 0 || !sent.every(outageOnly)) return [];
    const hosts = [...new Set(sent.map((e) => e.host ?? '(unknown host)'))].join(', ');
    if (sent.every((e) => e.status === undefined))
      return [`no response from ${hosts}: ${operation}'s ${sent.length} case(s) sent requests and none was answered`];
    return [
      `nothing of ${operation} was tested: its ${sent.length} case(s) heard only outages from ${hosts} (${heard(sent)}); run again when the vendor is up`,
    ];
  });
}
