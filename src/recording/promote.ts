// `npm run record:promote -- <dir>`: a reviewed candidate set becomes the committed one. Its files replace the same
// rules' files, the others stay. Atomic: the new set is built beside the old one and swapped in with two renames; if
// anything fails before the swap the old set is untouched, and a failed swap is undone.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { VtsError } from '../errors.js';
import { readRecording } from './file.js';

export interface Promoted {
  replaced: number;
  added: number;
  unchanged: number;
}

/** Every `<operation>/<rule-id>.json` of a set, relative to it. */
export function recordingFilesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .flatMap((op) =>
      readdirSync(join(dir, op.name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(op.name, f)),
    )
    .sort();
}

export function promoteRecordings(candidate: string, target: string, rename: typeof renameSync = renameSync): Promoted {
  const files = recordingFilesOf(candidate);
  if (files.length === 0)
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${relative(process.cwd(), candidate) || candidate} holds no recording: record one with npm run record -- --out <dir>`,
    );
  // Every candidate file must read as a recording before anything is touched (readRecording names the bad one).
  for (const f of files) readRecording(join(candidate, f));
  const staging = join(dirname(target), `.${basename(target)}-promote-${process.pid}`);
  const backup = join(dirname(target), `.${basename(target)}-old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const counts: Promoted = { replaced: 0, added: 0, unchanged: 0 };
  try {
    if (existsSync(target)) cpSync(target, staging, { recursive: true });
    for (const f of files) {
      const into = join(staging, f);
      const bytes = readFileSync(join(candidate, f));
      if (!existsSync(into)) counts.added += 1;
      else if (readFileSync(into).equals(bytes)) counts.unchanged += 1;
      else counts.replaced += 1;
      cpSync(join(candidate, f), into);
    }
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  const hadTarget = existsSync(target);
  if (hadTarget) rename(target, backup);
  try {
    rename(staging, target);
  } catch (err) {
    if (hadTarget) rename(backup, target);
    rmSync(staging, { recursive: true, force: true });
    throw new VtsError('VTS_ERR_PROMOTE', `promoting failed, the old set is back in place: ${(err as Error).message}`);
  }
  rmSync(backup, { recursive: true, force: true });
  return counts;
}
