// The body fields a rule's request changes in its operation's baseline (sets, adds or drops): what a rule sends names
// what it tests as much as its title does. Built offline, with no target: nothing is sent.
import { isDeepStrictEqual } from 'node:util';
import { fakerFor } from '../../base/faker-for.js';
import type { CaseContext, Part, RequestSpec, Rule } from '../../model/types.js';
import { tableOf } from '../../rules/index.js';

// A profile key stands for its own value, and a file for its name: two keys give two different values.
const offline = (ruleId: string): CaseContext => ({
  seed: 1,
  faker: fakerFor(1, ruleId),
  credentials: { appId: 'app-id', appKey: 'app-key' },
  data: (key) => key,
  file: (key) => ({ filename: key, type: key, data: new TextEncoder().encode(key) }),
  flow: { webhookUrl: 'https://receiver.invalid/', statementUrl: (name) => `https://files.invalid/${name}` },
});

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Paths where two JSON values differ; array items are compared in place and their index dropped from the path. */
function jsonChanges(a: unknown, b: unknown, at: string[] = []): string[][] {
  if (isDeepStrictEqual(a, b)) return [];
  if (isObject(a) && isObject(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((k) => jsonChanges(a[k], b[k], [...at, k]));
  if (Array.isArray(a) && Array.isArray(b))
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => jsonChanges(a[i], b[i], at)).flat();
  return at.length === 0 ? [] : [at];
}

const partKey = (p: Part) => ('value' in p ? p.value : `${p.filename}|${p.type}|${p.data.length}`);
function partChanges(a: Part[], b: Part[]): string[][] {
  const names = [...new Set([...a, ...b].map((p) => p.name))];
  return names
    .filter(
      (name) => !isDeepStrictEqual(a.filter((p) => p.name === name).map(partKey), b.filter((p) => p.name === name).map(partKey)),
    )
    .map((name) => [name]);
}

function bodyChanges(base: RequestSpec, sent: RequestSpec): string[][] {
  const [a, b] = [base.body, sent.body];
  if (a?.kind === 'json' && b?.kind === 'json') return jsonChanges(a.value, b.value);
  if (a?.kind === 'multipart' && b?.kind === 'multipart') return partChanges(a.parts, b.parts);
  return [];
}

/** The body fields the rule's judged request changes; [] when it cannot be built without a flow (a later step). */
export function requestChanges(rule: Rule): string[][] {
  const table = tableOf(rule.sends ?? rule.operation);
  if (table === undefined) return [];
  try {
    const base = table.baseline(offline(rule.id));
    const ctx = offline(rule.id);
    return bodyChanges(base, rule.request(table.baseline(ctx), ctx, []));
  } catch {
    // A request made from an earlier step's answer (a flow) has none to read here: its title names what it tests.
    return [];
  }
}
