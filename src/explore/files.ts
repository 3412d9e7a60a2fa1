// The committed files a rule table sends, as exploration may send them in any file part: the 6 MB uploads (made from a
// recipe at test time, over a megabyte) are left to their rules, so the budget goes to breadth.
import { existsSync, statSync } from 'node:fs';
import type { Edit, Value } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import { isRef } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import { loadProfile, profilePath } from '../targets/profile.js';
import { inputPath } from '../uploads/files.js';

const LARGEST_FILE = 1_000_000;

/** The file a profile key names is a file of at most a megabyte (read from the sandbox's profile, whose keys every
 * target has, resolved as a case resolves it). */
export function isSmallFile(key: string): boolean {
  const path = loadProfile(profilePath('sandbox'), true).data[key];
  const full = path === undefined ? undefined : inputPath(path);
  return full !== undefined && existsSync(full) && statSync(full).size <= LARGEST_FILE;
}

const fileKeys = (edits: readonly Edit[]): string[] =>
  edits.flatMap((e) =>
    'parts' in e ? Object.values(e.parts).flatMap((v: Value) => (isRef(v) && v.$ === 'file' ? [v.key] : [])) : [],
  );

/** Every small file any rule of the operation sends, in the order the rules send them. */
export const documentedFiles = (operation: OperationId): string[] => [
  ...new Set(
    [...(tableOf(operation)?.baseline ?? []), ...(tableOf(operation)?.rules ?? []).flatMap((r) => r.request)]
      .flatMap((e) => fileKeys([e]))
      .filter(isSmallFile),
  ),
];
