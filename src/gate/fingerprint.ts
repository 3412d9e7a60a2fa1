// What a baseline entry accepts: not a rule's verdict alone but the deviation seen, so a different break on an accepted
// rule (its status turning from 400 to 200 after a wording difference was accepted) is new.

/** One violation as the fingerprint knows it: where it is and which check saw it, never the values. */
export interface FingerprintViolation {
  check: string;
  pointer: string;
  /** 1-based step of a flow, when the violation is not about the last (judged) one. */
  step?: number;
}

export interface Fingerprint {
  verdict: string;
  /** The HTTP status of the judged request; null when no response came back. */
  status: number | null;
  /** Sorted, each step + check + pointer once. */
  violations: FingerprintViolation[];
}

/** What a case gives the gate: a verdict entry of reports/verdicts.json has all of it. */
export interface Observed {
  verdict: string;
  status?: number | null | undefined;
  violations?: readonly FingerprintViolation[] | undefined;
}

const keyOf = (v: FingerprintViolation): string => `${v.step ?? 0}\u0000${v.check}\u0000${v.pointer}`;

export function fingerprintOf(observed: Observed): Fingerprint {
  const unique = new Map<string, FingerprintViolation>();
  for (const v of observed.violations ?? [])
    unique.set(keyOf(v), { check: v.check, pointer: v.pointer, ...(v.step === undefined ? {} : { step: v.step }) });
  const violations = [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  return { verdict: observed.verdict, status: observed.status ?? null, violations };
}

/** "statusCode (whole response)", "step 1: message at /error". */
export const place = (v: FingerprintViolation): string =>
  `${v.step === undefined ? '' : `step ${v.step}: `}${v.check}${v.pointer ? ` at ${v.pointer}` : ' (whole response)'}`;
const statusText = (s: number | null): string => (s === null ? 'no response' : String(s));

/** "violation, status 400: message at /error": what a deviation is, in words, without any value the vendor sent. */
export const fingerprintText = (f: Fingerprint): string =>
  `${f.verdict}, ${f.status === null ? 'no response' : `status ${f.status}`}${
    f.violations.length > 0 ? `: ${f.violations.map(place).join(', ')}` : ''
  }`;

/** What differs from the accepted fingerprint, in words; undefined when the case matches it. */
export function fingerprintDifference(accepted: Fingerprint, seen: Fingerprint): string | undefined {
  const acceptedKeys = new Set(accepted.violations.map(keyOf));
  const seenKeys = new Set(seen.violations.map(keyOf));
  const added = seen.violations.filter((v) => !acceptedKeys.has(keyOf(v)));
  const gone = accepted.violations.filter((v) => !seenKeys.has(keyOf(v)));
  const parts = [
    ...(seen.verdict === accepted.verdict ? [] : [`verdict ${seen.verdict}, accepted ${accepted.verdict}`]),
    ...(seen.status === accepted.status
      ? []
      : [`${seen.status === null ? 'no response' : `status ${seen.status}`}, accepted ${statusText(accepted.status)}`]),
    ...(added.length > 0 ? [`new: ${added.map(place).join(', ')}`] : []),
    ...(gone.length > 0 ? [`gone: ${gone.map(place).join(', ')}`] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : undefined;
}
