// The file parts of an upload operation's form, which its request schema leaves out (file parts are matched by name
// and content hash, not described): read from the rule table. The baseline request (the valid one) holds every part
// the operation requires; the media types a file part accepts are those the documented success rules send in it.
// The requests are built, never sent: file parts name their file (from the sandbox's test data) without reading it.
import { basename } from 'node:path';
import { fakerFor } from '../base/faker-for.js';
import { declaredType } from '../inputs/files.js';
import type { OperationId } from '../model/operations.js';
import type { CaseContext, Part, RequestSpec } from '../model/types.js';
import { tableOf } from '../rules/index.js';
import { loadProfile, profilePath } from '../targets/profile.js';

export interface FileField {
  name: string;
  required: boolean;
  /** Media types a documented success rule sends in this part, sorted. */
  types: string[];
}

/** A context that builds requests from the sandbox's test data; a file is its name and declared type, no bytes. */
let sandboxData: Record<string, string> | undefined;

function buildingContext(ruleId: string): CaseContext {
  const data = (sandboxData ??= loadProfile(profilePath('sandbox'), true).data);
  const value = (key: string): string => {
    const found = data[key];
    if (found === undefined)
      throw new Error(`fixtures/targets/sandbox.json has no "${key}": the contract reads file names from it`);
    return found;
  };
  return {
    seed: 1,
    faker: fakerFor(1, ruleId),
    credentials: { appId: 'appId', appKey: 'appKey' },
    data: value,
    file: (key) => ({ filename: basename(value(key)), type: declaredType(value(key)), data: new Uint8Array() }),
    flow: { webhookUrl: undefined, statementUrl: (name) => name },
  };
}

const fileParts = (req: RequestSpec): Extract<Part, { filename: string }>[] =>
  req.body?.kind === 'multipart' ? req.body.parts.filter((p): p is Extract<Part, { filename: string }> => 'filename' in p) : [];

/** The file parts of an operation's form, in the baseline's order (then any only other rules send); [] for no form. */
export function fileFieldsOf(operation: OperationId): FileField[] {
  const table = tableOf(operation);
  if (table === undefined) return [];
  const baseline = table.baseline(buildingContext(`${operation}.baseline`));
  const required = new Set(fileParts(baseline).map((p) => p.name));
  const types = new Map<string, Set<string>>([...required].map((name) => [name, new Set<string>()]));
  for (const rule of table.rules) {
    const status = rule.expect?.status ?? 0;
    if (rule.strength !== 'documented' || status < 200 || status > 299 || (rule.before ?? []).length > 0) continue;
    const ctx = buildingContext(rule.id);
    for (const part of fileParts(rule.request(table.baseline(ctx), ctx, [])))
      types.set(part.name, (types.get(part.name) ?? new Set()).add(part.type));
  }
  return [...types].map(([name, seen]) => ({ name, required: required.has(name), types: [...seen].sort() }));
}
