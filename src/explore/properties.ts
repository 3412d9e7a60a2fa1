// What an explored answer breaks. A request that is a documented row's is held to that row's expectation and readings
// by the judge a run and audit use, never to a stricter property; any other to what that judge holds of any request
// (a documented status, JSON and the envelope of a status whose body is shown, what every success of it holds), and to
// what exploration adds: no server error, and where the documents say what the request is, that an invalid one is not
// accepted and a valid one not refused.
import { isJsonType } from '../checks/content-type.js';
import type { CaseScrubber, Exchange } from '../model/types.js';
import { outsideMediaType } from './content-type-moves.js';
import { documentedOf } from './documented.js';
import { brokenByRows, brokenOfAnyRequest, HOST_STATUSES } from './judged.js';
import type { Broken, Probe } from './types.js';

export type { Broken };

const classLine = (p: Probe) => (p.because ? ` (${p.because})` : '');

/** What the answer to `probe` breaks; [] when it holds. A probe with no answer breaks nothing: the transport's failure
 * is reported as such. `exchange`: the probe's, its judged answer the last step's. */
export function brokenBy(probe: Probe, exchange: Exchange | undefined, scrubber?: CaseScrubber): Broken[] {
  const response = exchange?.steps.at(-1)?.attempts.at(-1)?.response;
  if (exchange === undefined || response === undefined) return [];
  const { status } = response;
  const told = brokenByRows(probe, exchange, status, scrubber);
  if (told !== undefined) return told;
  if (HOST_STATUSES.has(status)) return [];
  const out: Broken[] = [];
  // A documented 500 is a test value's (a trigger no generated request makes): any other is a server error.
  if (status >= 500)
    out.push({ property: 'not-a-server-error', status, detail: `${status} to a request no documented trigger makes` });
  // Sent in a content type the documents do not give: a refusal's status and form are not shown, only that it is JSON.
  const type = response.headers['content-type'] ?? '';
  if (outsideMediaType(probe) && status >= 400 && status < 500) {
    if (!isJsonType(type))
      out.push({ property: 'content-type', status, detail: `${status} answered as ${type || '(no content type)'}, not JSON` });
  } else
    for (const b of brokenOfAnyRequest(probe, exchange, status, scrubber))
      if (!out.some((o) => o.property === b.property)) out.push(b);
  if (probe.class === 'invalid' && status >= 200 && status < 300)
    out.push({
      property: 'invalid-input-accepted',
      status,
      detail: `${status} to a request the documents refuse${classLine(probe)}`,
    });
  if (probe.class === 'valid' && documentedOf(probe.operation).refusals.has(status))
    out.push({
      property: 'valid-input-refused',
      status,
      detail: `${status} to a request the documents accept${classLine(probe)}`,
    });
  return out;
}
