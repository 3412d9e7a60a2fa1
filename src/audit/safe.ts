// What audit writes of a finding: where and what kind, with the documented side, never a value the team's traffic
// carried. A received value is kept only where it cannot be a person's (a status, an error code, a media type, a
// figure or month of the arithmetic); every other one becomes its kind ("a string of 12 characters").
import type { CaseScrubber, Violation } from '../model/types.js';
import { describeViolation } from '../case/violation-text.js';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A value as its kind. */
export function kindShown(v: unknown): unknown {
  if (v === null || typeof v === 'boolean') return v;
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'string') return `a string of ${plural(v.length, 'character')}`;
  if (Array.isArray(v)) return `an array of ${plural(v.length, 'item')}`;
  if (v === undefined) return 'nothing';
  return 'an object';
}

const CODE = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w-]+=[\w.-]+)*$/;
const MONTH = /^\d{4}-\d{2}$/;

/** The received side, by the check that found it. */
function actualShown(v: Violation, scrubber: CaseScrubber): unknown {
  const a = v.actual;
  switch (v.check) {
    case 'statusCode':
    case 'statusCodeMirror':
      return typeof a === 'number' ? a : kindShown(a);
    case 'errorCode':
      return typeof a === 'string' && CODE.test(a) && !/\d{4}/.test(a) ? a : kindShown(a);
    case 'contentType':
      return typeof a === 'string' && MEDIA_TYPE.test(a) ? a : kindShown(a);
    case 'message':
      // A vendor's message may repeat what was sent: every personal value of the exchange out, then every digit.
      return typeof a === 'string' ? scrubber.clip(a, 160).replace(/\d/g, '#') : kindShown(a);
    case 'oracles':
      return typeof a === 'number' || (typeof a === 'string' && MONTH.test(a)) ? a : kindShown(a);
    default:
      return kindShown(a);
  }
}

/** The documented side: the schema's, the rule's or the arithmetic's, except where it is what was sent (an echo). */
function expectedShown(v: Violation): unknown {
  const e = v.expected;
  if (v.check === 'echoedField' || v.title === 'Results do not match their parse' || v.title === 'Event does not match its parse')
    return `the value sent (${String(kindShown(e))})`;
  if (v.check === 'oracles') return typeof e === 'number' || (typeof e === 'string' && MONTH.test(e)) ? e : kindShown(e);
  return e;
}

/** A violation with nothing of the team's traffic in it. */
export const safeViolation = (v: Violation, scrubber: CaseScrubber): Violation => {
  const { params, ...rest } = v;
  // Ajv's params name the schema's side (a missing property, an allowed value); an oracle's say what holds.
  const kept = params === undefined ? undefined : Object.fromEntries(Object.entries(params).filter(([k]) => SAFE_PARAMS.has(k)));
  return {
    ...rest,
    expected: expectedShown(v),
    actual: actualShown(v, scrubber),
    ...(kept !== undefined && Object.keys(kept).length > 0 ? { params: kept } : {}),
  };
};

const SAFE_PARAMS = new Set([
  'missingProperty',
  'additionalProperty',
  'allowedValues',
  'allowedValue',
  'type',
  'format',
  'pattern',
  'limit',
  'comparison',
  'holds',
  'month',
]);

/** One line of the safe violations, as the run's reason is. */
export const safeReason = (violations: Violation[], omitted: number): string =>
  `${violations.map(describeViolation).join('; ')}${omitted > 0 ? `; and ${omitted} more` : ''}`;

/** Why a record is not a pass: its violations, or the run's words (a vendor fault, an outage) with no value quoted. */
export const safeWhy = (j: { verdict: string; reason?: string }, violations: Violation[], omitted: number): string =>
  violations.length > 0 ? safeReason(violations, omitted) : (j.reason ?? j.verdict).replace(/"[^"]*"/g, '"…"');
