// What differs between a recorded request and the one sent, said as a path: the first place a replay mismatch starts.
import { partsOf } from './multipart.js';
import { type Interaction, recordedParts } from './file.js';
import { conforms, type RedactOptions, redactBody, redactParts, REDACTED } from '../redaction/index.js';
import type { SentRequest } from '../model/types.js';
import { escapeToken } from '../base/json-pointer.js';

export interface Difference {
  /** "headers/appkey", "body/expiry", "path"… */
  at: string;
  recorded: unknown;
  sent: unknown;
}

/** The first place two JSON values differ ("<redacted>" in the recording matching any present value), or undefined. */
export function firstDifference(recorded: unknown, sent: unknown, at = ''): Difference | undefined {
  if (conforms(recorded, sent)) return undefined;
  const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
  if (recorded === REDACTED || !isObject(recorded) || !isObject(sent) || Array.isArray(recorded) !== Array.isArray(sent))
    return { at, recorded, sent };
  const keys = [...new Set([...Object.keys(recorded), ...Object.keys(sent)])].sort();
  for (const key of keys) {
    const here = `${at}/${escapeToken(key)}`;
    if (!Object.hasOwn(recorded, key)) return { at: here, recorded: '(absent)', sent: sent[key] };
    if (!Object.hasOwn(sent, key)) return { at: here, recorded: recorded[key], sent: '(absent)' };
    const deeper = firstDifference(recorded[key], sent[key], here);
    if (deeper) return deeper;
  }
  return { at, recorded, sent };
}

/** The sent request, redacted as the recording was, against one recorded interaction. */
export function requestDifference(recorded: Interaction, request: SentRequest, options: RedactOptions): Difference | undefined {
  if (recorded.path !== request.path) return { at: 'path', recorded: recorded.path, sent: request.path };
  const sentHeaders = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headers = firstDifference(
    Object.fromEntries(
      Object.entries(recorded.reqheaders).filter(
        ([k]) => k !== 'content-type' || !/^multipart\//.test(recorded.reqheaders[k] ?? ''),
      ),
    ),
    Object.fromEntries(Object.entries(sentHeaders).filter(([k]) => k !== 'content-type' || request.body?.kind !== 'multipart')),
    'headers',
  );
  if (headers) return headers;
  const parts = recordedParts(recorded);
  const body = request.body;
  const sent =
    body === undefined
      ? undefined
      : body.kind === 'multipart'
        ? { multipart: redactParts(partsOf(body.parts), options) }
        : redactBody('request', undefined, body.kind === 'json' ? body.value : body.text, options);
  const difference = firstDifference(parts ? { multipart: parts } : recorded.body, sent, 'body');
  return difference && parts ? namingThePart(difference, parts) : difference;
}

/** "body/multipart/0/sha256" said as `body part 1 "selfie": sha256`: a form's parts are known by their names. */
function namingThePart(d: Difference, parts: { name: string }[]): Difference {
  const m = /^body\/multipart\/(\d+)(?:\/(.*))?$/.exec(d.at);
  if (!m) return d;
  const index = Number(m[1]);
  const name = parts[index]?.name ?? (d.sent as { name?: string } | undefined)?.name;
  return { ...d, at: `body part ${index + 1}${name === undefined ? '' : ` "${name}"`}${m[2] ? `: ${m[2]}` : ''}` };
}
