// A finding's request and answer as reports show them: through the case's scrubber (no credential, no personal value),
// files by name, type and size, long texts clipped.
import type { CaseScrubber, StepExchange } from '../model/types.js';

const CLIP = 1_200;

export function requestExcerpt(step: StepExchange, scrub: CaseScrubber): string {
  const { request } = step;
  const headers = Object.entries(request.headers).map(([k, v]) => `${k}: ${scrub.clip(v, 120)}`);
  const body =
    request.body === undefined
      ? ''
      : request.body.kind === 'multipart'
        ? request.body.parts
            .map((p) =>
              'data' in p
                ? `--${p.name}: file ${JSON.stringify(p.filename)} (${p.type}, ${p.data.length} bytes)`
                : `--${p.name}: ${scrub.clip(JSON.stringify(p.value), 200)}`,
            )
            .join('\n')
        : request.body.kind === 'json'
          ? scrub.clipValue(request.body.value, CLIP)
          : scrub.clip(request.body.text, CLIP);
  return [`POST ${request.path}`, ...headers, '', body].join('\n');
}

export function responseExcerpt(step: StepExchange, scrub: CaseScrubber): string {
  const last = step.attempts.at(-1);
  if (last?.response === undefined) return `no answer: ${last?.error?.code ?? 'unknown'} ${last?.error?.message ?? ''}`;
  const { status, headers, body } = last.response;
  const text = typeof body === 'string' ? scrub.clip(body, CLIP) : scrub.clipValue(body, CLIP);
  return [`${status}`, `content-type: ${headers['content-type'] ?? '(none)'}`, '', text].join('\n');
}
