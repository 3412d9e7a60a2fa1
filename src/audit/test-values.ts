// The rules send some values by name from a target's test data (an unregistered mobile, a selfie with two faces, a
// statement of twelve months): a captured request that sends exactly such a value is read as the change that rule
// makes, as a run would have sent it. A value no profile holds is read by its kind alone (never guessed).
import { basename } from 'node:path';
import { sha256Of } from '../base/digest.js';
import { changesOf } from '../explore/documented.js';
import { type Field, fieldKey, fieldsOf } from '../explore/fields.js';
import { kindOf } from '../explore/kinds.js';
import type { OperationId } from '../model/operations.js';
import { symbolicRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import { readInput } from '../uploads/files.js';

/** A field's test values by what is sent: a text value, or a file's sha256. */
type ByValue = Map<string, string>;

export interface TestValues {
  /** The kind a text value sent in `field` is known as (`data:unregisteredMobile`), or undefined. */
  text(operation: OperationId, field: string, value: string): string | undefined;
  /** The kind a file sent in `field` is known as (`file:faceSelfieTwoFaces`), by its sha256 and name, or undefined. */
  file(operation: OperationId, field: string, sha256: string, filename: string): string | undefined;
  /** The credentials the team's calls carry, when known (the environment, else a profile's test pair). */
  credentials?: { appId: string; appKey: string };
}

const DATA = /^data:([^:]+)(?::(.*))?$/;

/** Every `data:` and `file:` kind an operation's rules give each field: the baseline's and each rule's changes'. */
function namedKinds(operation: OperationId): Map<string, Set<string>> {
  const byField = new Map<string, Set<string>>();
  const add = (field: string, kind: string) => {
    if (!kind.startsWith('data:') && !kind.startsWith('file:')) return;
    byField.set(field, (byField.get(field) ?? new Set()).add(kind));
  };
  const table = tableOf(operation);
  if (table === undefined) return byField;
  // Every single-request rule's changes: a refusal's, an acceptance's, and an account's state (no access, rate limited).
  for (const rule of table.rules.filter((r) => r.before === undefined && r.sends === undefined))
    for (const change of changesOf(operation, rule.request)) {
      const at = change.indexOf(' ');
      add(change.slice(0, at), change.slice(at + 1));
    }
  const base = symbolicRequest(table.baseline, []);
  const value = (f: Field) => {
    if (f.where === 'body' && base.body?.kind === 'json') return base.body.value[f.name];
    if ((f.where === 'part' || f.where === 'file') && base.body?.kind === 'multipart')
      return base.body.parts.find((p) => p.name === f.name)?.value;
    return f.where === 'header' ? base.headers[f.name] : undefined;
  };
  for (const f of fieldsOf(operation)) add(fieldKey(f), kindOf(f, value(f)));
  return byField;
}

/** The test values of `profiles` (each a profile's data: keys to values or file paths), read once per operation. */
export function testValues(profiles: Record<string, string>[], credentials?: TestValues['credentials']): TestValues {
  const texts = new Map<string, ByValue>();
  const files = new Map<string, ByValue>();
  const build = (operation: OperationId) => {
    for (const [field, kinds] of namedKinds(operation))
      for (const kind of kinds) {
        const key = `${operation} ${field}`;
        const data = DATA.exec(kind);
        for (const profile of profiles) {
          if (data !== null && profile[data[1] as string] !== undefined) {
            const raw = profile[data[1] as string] as string;
            const sent = data[2] === undefined ? raw : data[2].replace('%s', raw);
            texts.set(key, (texts.get(key) ?? new Map()).set(sent, kind));
          }
          const file = kind.startsWith('file:') ? profile[kind.slice(5)] : undefined;
          if (file !== undefined) {
            // A profile's file that cannot be read is not a test value here (doctor names it for the run).
            const sha = (() => {
              try {
                return sha256Of(readInput(file).data);
              } catch {
                return undefined;
              }
            })();
            // Two rules may send the same bytes under two names (GIF bytes named .png): the name tells them apart.
            if (sha !== undefined) {
              const byValue = files.get(key) ?? new Map<string, string>();
              byValue.set(`${sha} ${basename(file)}`, kind);
              if (!byValue.has(sha)) byValue.set(sha, kind);
              files.set(key, byValue);
            }
          }
        }
      }
  };
  const built = new Set<OperationId>();
  const ready = (operation: OperationId) => {
    if (!built.has(operation)) {
      built.add(operation);
      build(operation);
    }
  };
  return {
    text: (operation, field, value) => (ready(operation), texts.get(`${operation} ${field}`)?.get(value)),
    file: (operation, field, sha, filename) => {
      ready(operation);
      const byValue = files.get(`${operation} ${field}`);
      return byValue?.get(`${sha} ${filename}`) ?? byValue?.get(sha);
    },
    ...(credentials ? { credentials } : {}),
  };
}
