// The file parts of an upload operation's form, which its request schema leaves out (file parts are matched by name
// and content hash, not described): read from the rule records. The baseline holds every part the operation requires;
// the media types a file part accepts are those the documented success rules send in it (the sandbox profile's files).
import { declaredType } from '../uploads/files.js';
import type { Value } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import { tableOf } from '../rules/index.js';
import { symbolicRequestsOf } from '../rules/requests.js';
import { isRef, symbolicRequest, type SymbolicRequest } from '../rules/build.js';
import { loadProfile, profilePath } from '../targets/profile.js';

export interface FileField {
  name: string;
  required: boolean;
  /** Media types a documented success rule sends in this part, sorted. */
  types: string[];
}

let sandboxData: Record<string, string> | undefined;

function pathOf(key: string): string {
  const found = (sandboxData ??= loadProfile(profilePath('sandbox'), true).data)[key];
  if (found === undefined)
    throw new Error(`fixtures/targets/sandbox.json has no "${key}": the contract reads file names from it`);
  return found;
}

/** The parts of a form that name a file, with the profile key of each. */
const fileParts = (req: SymbolicRequest | undefined): { name: string; key: string }[] =>
  req?.body?.kind === 'multipart'
    ? req.body.parts.flatMap(({ name, value }: { name: string; value: Value }) =>
        isRef(value) && value.$ === 'file' ? [{ name, key: value.key }] : [],
      )
    : [];

/** The file parts of an operation's form, in the baseline's order (then any only other rules send); [] for no form. */
export function fileFieldsOf(operation: OperationId): FileField[] {
  const table = tableOf(operation);
  if (table === undefined) return [];
  const required = new Set(fileParts(symbolicRequest(table.baseline, [])).map((p) => p.name));
  const types = new Map<string, Set<string>>([...required].map((name) => [name, new Set<string>()]));
  for (const rule of table.rules) {
    const status = rule.expect?.status ?? 0;
    if (rule.strength !== 'documented' || status < 200 || status > 299 || (rule.before ?? []).length > 0) continue;
    for (const part of fileParts(symbolicRequestsOf(rule)[0]?.request))
      types.set(part.name, (types.get(part.name) ?? new Set()).add(declaredType(pathOf(part.key))));
  }
  return [...types].map(([name, seen]) => ({ name, required: required.has(name), types: [...seen].sort() }));
}
