// What a setting does to the answer where the documents do not say ("Mapping of each flag to the response fields it adds
// or omits: not shown"): a flow that sends the same request twice, the second time with some text parts changed, notes
// which response fields the change added or removed: "returnEODBalances yes: adds result[].details.summary.monthly[].
// eodBalances; removes nothing". Field paths only, never values: nothing of the vendor's data reaches the note.
import type { Part, StepExchange } from '../model/types.js';
import type { Observer } from './check.js';

/** Most paths a note lists per side; the rest are counted. */
const LISTED = 12;
/** In place of a key that holds a value the request sent. */
const HIDDEN = '(hidden)';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every field path of a JSON value, array items merged under `[]`: `result[].details.transactions`. */
export function fieldPaths(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) if (isObj(item) || Array.isArray(item)) fieldPaths(item, `${prefix}[]`, into);
  } else if (isObj(value))
    for (const [key, v] of Object.entries(value)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      into.add(path);
      fieldPaths(v, path, into);
    }
  return into;
}

/** The field holding a path: `a[].b.c` → `a[].b`, `a[].b[].c` → `a[].b`; a top-level field has none. */
const parentOf = (path: string): string | undefined => {
  const parent = path.slice(0, Math.max(0, path.lastIndexOf('.'))).replace(/(\[\])+$/, '');
  return parent === '' ? undefined : parent;
};

/** The paths of `now` not in `then`, each only where its parent was there (its own fields are implied). */
export function added(then: Set<string>, now: Set<string>): string[] {
  return [...now].filter((p) => !then.has(p) && (parentOf(p) === undefined || then.has(parentOf(p) as string))).sort();
}

const listed = (paths: string[]): string =>
  paths.length === 0
    ? 'nothing'
    : `${paths.slice(0, LISTED).join(', ')}${paths.length > LISTED ? ` and ${paths.length - LISTED} more` : ''}`;

/** A setting's value as the note writes it: a flag, a code or a number; any other text (a password) is not. */
const shown = (value: string): string => (/^(yes|no|[a-z]{2,3}|\d{1,13}(\.\d+)?)$/i.test(value) ? value : 'changed');

const textParts = (step: StepExchange): Map<string, string> | undefined =>
  step.request.body?.kind === 'multipart'
    ? new Map(step.request.body.parts.flatMap((p: Part) => ('data' in p ? [] : [[p.name, p.value] as const])))
    : undefined;

const answered = (step: StepExchange): unknown => {
  const response = step.attempts.at(-1)?.response;
  return response?.status === 200 && response.json ? response.body : undefined;
};

/** The judged form against the latest earlier 200 of the same address: the parts it changed, the fields that moved. */
export const settingFieldsNote: Observer = ({ request, exchange, response }) => {
  if (response.status !== 200 || !response.json) return [];
  const judged = exchange.steps.findIndex((s) => s.request === request);
  const earlier = exchange.steps
    .slice(0, judged < 0 ? exchange.steps.length - 1 : judged)
    .reverse()
    .find((s) => s.request.path === request.path && s.request.host === request.host && answered(s) !== undefined);
  const now = textParts({ request, attempts: [] });
  const then = earlier === undefined ? undefined : textParts(earlier);
  if (earlier === undefined || now === undefined || then === undefined) return [];
  const changed = [
    ...[...now].filter(([name, value]) => then.get(name) !== value).map(([name, value]) => `${name} ${shown(value)}`),
    ...[...then.keys()].filter((name) => !now.has(name)).map((name) => `${name} left out`),
  ];
  if (changed.length === 0) return [];
  // A key is the vendor's text: one holding a value the request sent (a credential, a password) is not written out.
  const sentValues = [...Object.values(request.headers), ...now.values(), ...then.values()].filter((v) => v.length >= 4);
  const hide = (key: string) => (sentValues.some((v) => key.includes(v)) ? HIDDEN : key);
  const safe = (paths: Set<string>) => new Set([...paths].map((p) => p.split('.').map(hide).join('.')));
  const before = safe(fieldPaths(answered(earlier)));
  const after = safe(fieldPaths(response.body));
  return [`${changed.join(', ')}: adds ${listed(added(before, after))}; removes ${listed(added(after, before))}`];
};
