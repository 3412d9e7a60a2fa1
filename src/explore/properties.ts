// The properties every explored answer is held to, whatever was sent: no server error, a status the operation
// documents, JSON, the envelope of that status; and where the documents say what the request is, that an invalid one
// is not accepted and a valid one not refused.
import { isJsonType } from '../checks/content-type.js';
import type { StepExchange } from '../model/types.js';
import { validateResponse } from '../validators/registry.js';
import { outsideMediaType } from './content-type-moves.js';
import { documentedOf } from './documented.js';
import type { Probe, Property } from './types.js';

export interface Broken {
  property: Property;
  detail: string;
  status?: number;
}

// Gateways' and a host's own unavailability: the host's health, not an answer to what was sent (the client retried them).
const HOST_STATUSES = new Set([502, 503, 504]);

const classLine = (p: Probe) => (p.because ? ` (${p.because})` : '');

/** What the answer to `probe` breaks; [] when it holds every property. A step with no answer breaks no property: the
 * transport's failure is reported as such. */
export function brokenBy(probe: Probe, step: StepExchange | undefined): Broken[] {
  const response = step?.attempts.at(-1)?.response;
  if (response === undefined) return [];
  const { status } = response;
  const d = documentedOf(probe.operation);
  const out: Broken[] = [];
  if (status >= 500 && !HOST_STATUSES.has(status))
    out.push({ property: 'not-a-server-error', status, detail: `${status} to a request no documented trigger makes` });
  // Sent in a content type the documents do not give: a refusal's status and form are not shown.
  const unshown = outsideMediaType(probe) && status >= 400 && status < 500;
  const documented =
    unshown ||
    d.statuses.has(status) ||
    (d.any4xx && status >= 400 && status < 500) ||
    (d.any2xx && status >= 200 && status < 300);
  if (!documented && !HOST_STATUSES.has(status))
    out.push({ property: 'documented-status', status, detail: `${status}, documented: ${[...d.statuses].sort().join(', ')}` });
  const type = response.headers['content-type'] ?? '';
  if (!isJsonType(type))
    out.push({ property: 'content-type', status, detail: `${status} answered as ${type || '(no content type)'}, not JSON` });
  else if (!unshown) {
    const results = validateResponse(probe.operation, status, response.body);
    if (results.length > 0 && !results.some((r) => r.errors.length === 0)) {
      const closest = results.reduce((a, b) => (b.errors.length < a.errors.length ? b : a));
      const e = closest.errors[0];
      out.push({
        property: 'response-schema',
        status,
        detail: `${status} body breaks ${closest.schemaId}: ${e?.instancePath || '(root)'} ${e?.message ?? e?.keyword ?? ''}`,
      });
    }
  }
  if (probe.class === 'invalid' && status >= 200 && status < 300)
    out.push({
      property: 'invalid-input-accepted',
      status,
      detail: `${status} to a request the documents refuse${classLine(probe)}`,
    });
  if (probe.class === 'valid' && d.refusals.has(status))
    out.push({
      property: 'valid-input-refused',
      status,
      detail: `${status} to a request the documents accept${classLine(probe)}`,
    });
  return out;
}
