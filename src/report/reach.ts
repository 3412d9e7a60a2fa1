// Whether a run tested anything: a run that reached nothing must not pass as a green gate.
import type { VerdictEntry } from './verdicts-json.js';

type Reached = Pick<VerdictEntry, 'operation' | 'attempts' | 'status' | 'host'>;

/**
 * The reasons a run is incomplete for lack of answers: an operation whose cases sent requests and got no response at all
 * (naming the host), or a run in which no case sent anything (every case not applicable). [] when something answered.
 */
export function unreached(entries: Reached[]): string[] {
  if (entries.length === 0) return [];
  if (entries.every((e) => e.attempts === 0))
    return ['nothing was tested: no case sent a request (every case was not applicable)'];
  const byOperation = new Map<string, Reached[]>();
  for (const e of entries) byOperation.set(e.operation, [...(byOperation.get(e.operation) ?? []), e]);
  return [...byOperation].flatMap(([operation, es]) => {
    const sent = es.filter((e) => e.attempts > 0);
    if (sent.length === 0 || sent.some((e) => e.status !== undefined)) return [];
    const hosts = [...new Set(sent.map((e) => e.host ?? '(unknown host)'))].join(', ');
    return [`no response from ${hosts}: ${operation}'s ${sent.length} case(s) sent requests and none was answered`];
  });
}
