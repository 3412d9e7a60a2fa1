// Reports carry responses' values (a violation's "actual"), so every secret and personal value a case saw is scrubbed from them.
import { lookup } from '../json-pointer.js';
import { requestMarks, responseMarks } from '../schemas/annotations.js';
import type { CaseResult } from '../types.js';

export const SCRUBBED = '<redacted>';

/** Credentials, plus every value the schemas mark secret or x-pii in the case's request and responses. */
export function sensitiveValues(result: CaseResult, credentials: string[]): string[] {
  const values = new Set(credentials.filter((c) => c.length > 0));
  const exchange = result.exchange;
  if (exchange === undefined) return [...values];
  const collect = (body: unknown, pointers: { pointer: string }[]) => {
    for (const { pointer } of pointers) {
      const { found, value } = lookup(body, pointer);
      if (found && (typeof value === 'string' || typeof value === 'number') && String(value).length > 0)
        values.add(String(value));
    }
  };
  for (const step of exchange.steps) {
    if (step.request.body?.kind === 'json')
      collect(step.request.body.value, requestMarks(result.rule.operation, step.request.body.value));
    for (const a of step.attempts)
      if (a.response?.json) collect(a.response.body, responseMarks(result.rule.operation, a.response.status, a.response.body));
  }
  return [...values];
}

/** Replaces every occurrence of each value (longest first, so a value containing another goes whole). */
export function scrub(text: string, values: Iterable<string>): string {
  const sorted = [...new Set(values)].filter((v) => v.length >= 3).sort((a, b) => b.length - a.length);
  return sorted.reduce((t, v) => t.split(v).join(SCRUBBED).split(JSON.stringify(v).slice(1, -1)).join(SCRUBBED), text);
}
