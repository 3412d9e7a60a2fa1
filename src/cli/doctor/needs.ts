// What a rule reads from the profile, read off its records (nothing is built or sent): the rule tables stay the one
// place that says which key goes where.
import type { Ref, Value } from '../../model/edits.js';
import type { Rule } from '../../model/types.js';
import { isRef } from '../../rules/build.js';
import { symbolicRequestsOf } from '../../rules/requests.js';

export interface RuleNeeds {
  /** Every profile key the rule's requests read, files included. */
  keys: string[];
  /** The keys read as files (a path to upload). */
  files: string[];
  /** The keys sent as a header value, with the header (`noAccessAppId` → `appid`). */
  headers: Record<string, string>;
  /** The credentials' variables sent as a header, with the header. */
  credentials: Record<string, string>;
  /** Whether a request names a statement URL (live: needs VTS_STATEMENT_BASE_URL). */
  statements: boolean;
}

const CREDENTIAL_VARIABLES = { appId: 'VTS_APP_ID', appKey: 'VTS_APP_KEY' } as const;

/** Every reference in a value, in the order written. */
const refsIn = (v: Value): Ref[] =>
  isRef(v)
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(refsIn)
      : v !== null && typeof v === 'object'
        ? Object.values(v).flatMap(refsIn)
        : [];

const known = new WeakMap<Rule, RuleNeeds>();

export function needsOf(rule: Rule): RuleNeeds {
  let needs = known.get(rule);
  if (needs === undefined) known.set(rule, (needs = read(rule)));
  return needs;
}

function read(rule: Rule): RuleNeeds {
  // The flow's steps up to the judged one: what a case must be able to build before anything is judged.
  const steps = symbolicRequestsOf(rule).slice(0, (rule.before ?? []).length + 1);
  const requests = steps.map((s) => s.request);
  // A baseline's values are resolved even where a step's edits replace them: a case needs their keys too.
  const everything = steps.flatMap((s) => refsIn([...s.baseline, ...s.edits] as unknown as Value));
  const keys = new Set<string>();
  const files = new Set<string>();
  for (const ref of everything) {
    if (ref.$ === 'data' || ref.$ === 'file') keys.add(ref.key);
    if (ref.$ === 'file') files.add(ref.key);
  }
  const headers: Record<string, string> = {};
  const credentials: Record<string, string> = {};
  for (const request of requests)
    for (const [header, value] of Object.entries(request.headers))
      for (const ref of refsIn(value))
        if (ref.$ === 'data') headers[ref.key] = header;
        else if (ref.$ === 'credential') credentials[CREDENTIAL_VARIABLES[ref.name]] = header;
  return {
    keys: [...keys],
    files: [...files],
    headers,
    credentials,
    statements: everything.some((ref) => ref.$ === 'statementUrl'),
  };
}
