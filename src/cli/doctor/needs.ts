// What a rule reads from the profile, found by building its requests with stand-ins (nothing is sent): requests are a
// pure function of seed, rule and data, so the rule tables stay the one place that says which key goes where.
import { RECORDED_STATEMENT_BASE, RECORDED_WEBHOOK_URL } from '../../flow/case-flow.js';
import { tableOf } from '../../rules/index.js';
import { requestsOf } from '../../rules/requests.js';
import { fakerFor } from '../../base/faker-for.js';
import type { CaseContext, RequestSpec, Rule } from '../../model/types.js';

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

// A stand-in no real value holds, so a header that carries one names its key.
const standIn = (key: string) => `⟦${key}⟧`;
const STAND_IN = /⟦(\w+)⟧/g;

const known = new WeakMap<Rule, RuleNeeds>();

export function needsOf(rule: Rule): RuleNeeds {
  let needs = known.get(rule);
  if (needs === undefined) known.set(rule, (needs = traced(rule)));
  return needs;
}

function traced(rule: Rule): RuleNeeds {
  const keys = new Set<string>();
  const files = new Set<string>();
  let statements = false;
  const ctx: CaseContext = {
    seed: 1,
    faker: fakerFor(1, rule.id),
    credentials: { appId: standIn('VTS_APP_ID'), appKey: standIn('VTS_APP_KEY') },
    flow: {
      webhookUrl: RECORDED_WEBHOOK_URL,
      statementUrl: (name) => {
        statements = true;
        return `${RECORDED_STATEMENT_BASE}/${name}`;
      },
    },
    data(key) {
      keys.add(key);
      return standIn(key);
    },
    file(key) {
      keys.add(key);
      files.add(key);
      return { filename: 'stand-in.bin', type: 'application/octet-stream', data: new Uint8Array() };
    },
  };
  const headers: Record<string, string> = {};
  const credentials: Record<string, string> = {};
  for (const request of built(rule, ctx))
    for (const [header, value] of Object.entries(request.headers))
      for (const [, key = ''] of value.matchAll(STAND_IN))
        if (key.startsWith('VTS_')) credentials[key] = header;
        else headers[key] = header;
  return { keys: [...keys], files: [...files], headers, credentials, statements };
}

/** The rule's requests; none when a step cannot be built without an answer (the keys it read before are kept). */
function built(rule: Rule, ctx: CaseContext): RequestSpec[] {
  const table = tableOf(rule.operation);
  try {
    return table === undefined ? [] : requestsOf(rule, table, ctx);
  } catch {
    return [];
  }
}
