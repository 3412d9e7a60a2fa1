// Redacting a whole recording before it is written: every step's requests and responses, the events, the test data.
import { type Interaction, type RecordingFile, recordedParts } from './file.js';
import { redactHeaders, redactResponseHeaders } from '../redaction/headers.js';
import { marked } from '../redaction/marks.js';
import { REDACTED } from '../redaction/placeholder.js';
import { markParts, type RedactOptions, scrubParts, secretTable } from '../redaction/redact.js';
import { createScrubber, merged, type Replacements } from '../redaction/scrubber.js';

const onlySecrets = (t: Replacements): Replacements => new Map([...t].filter(([, v]) => v === REDACTED));

/** Marks over one step's attempts: what its requests and its responses marked is learnt separately. */
function markStep(interactions: Interaction[], options: RedactOptions) {
  const requestFound: Replacements = new Map();
  const responseFound: Replacements = new Map();
  const marks = options.marks;
  const attempts = interactions.map((it) => {
    const parts = recordedParts(it);
    return {
      it,
      parts: parts && markParts(parts, marks, requestFound),
      request: parts || it.body === undefined ? undefined : marked({ side: 'request' }, it.body, marks, requestFound),
      response: marked({ side: 'response', status: it.status }, it.response, marks, responseFound),
    };
  });
  return { attempts, requestFound, responseFound };
}

// A step's request is scrubbed of the secrets and of what earlier steps' responses found (a flow sends those on), so the
// replay matcher, redacting a live request the same way, agrees. Responses, events and test data lose everything found
// and a secret's beginning that ends a text (an echo cut short); request headers only secrets (matchers see no marks).
export function redactRecording(file: RecordingFile, options: RedactOptions): RecordingFile {
  const steps = file.steps.map((step) => markStep(step.interactions, options));
  const eventsFound: Replacements = new Map();
  const events = file.events.map((e) => ({ e, body: marked({ side: 'event' }, e.body, options.marks, eventsFound) }));
  const requests = merged(secretTable(options.secrets), ...steps.map((s) => s.requestFound));
  const all = merged(requests, ...steps.map((s) => s.responseFound), eventsFound);
  const scrubAll = createScrubber(all);
  const scrubSecrets = createScrubber(onlySecrets(all));
  let earlier: Replacements = new Map();
  const redactedSteps = steps.map(({ attempts, responseFound }) => {
    const scrubRequest = createScrubber(merged(requests, earlier));
    earlier = merged(earlier, responseFound);
    const interactions = attempts.map(({ it, parts, request, response }) => {
      const body = parts ? { multipart: scrubParts(parts, scrubRequest) } : request?.finish(scrubRequest.value(request.value));
      return {
        ...it,
        reqheaders: redactHeaders(it.reqheaders, scrubSecrets.text),
        ...(body === undefined ? {} : { body }),
        response: response.finish(scrubAll.echoValue(response.value)),
        rawHeaders: redactResponseHeaders(it.rawHeaders, scrubAll.echo),
      };
    });
    return { interactions };
  });
  return {
    ...file,
    data: scrubAll.value(file.data),
    steps: redactedSteps,
    events: events.map(({ e, body }) => ({
      headers: redactResponseHeaders(e.headers, scrubAll.echo),
      body: body.finish(scrubAll.echoValue(body.value)),
    })),
  };
}
