// `npm run record:promote -- <dir>`: a reviewed candidate set becomes the committed one. Its files replace the same
// rules' files, the others stay. Atomic: the new set is built beside the old one and swapped in, with two renames (a
// folder) or one (a link's); if anything fails before the swap the old set is untouched, and a failed swap is undone.
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { VtsError } from '../base/errors.js';
import { readRecording } from './file.js';
import { shownPath } from '../base/paths.js';
import { leftoversOf, recoverSet, stemOf } from './set-leftovers.js';
import { swapFolder, swapLink } from './set-swap.js';

export interface Promoted {
  replaced: number;
  added: number;
  unchanged: number;
  /** Copies an interrupted promote left beside the set, removed. */
  cleared: string[];
  /** The old set an interrupted swap had moved aside, put back before this promote. */
  restored?: string;
}

const shown = shownPath;

/** Every `<operation>/<rule-id>.json` of a set, relative to it. A link is refused: promoted it would commit a link out
 * of the repository; compared it would read a file not in the set. */
export function recordingFilesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const entries = (folder: string) =>
    readdirSync(folder, { withFileTypes: true }).filter((e) => {
      if (e.isSymbolicLink())
        throw new VtsError(
          'VTS_ERR_USAGE',
          `${shown(join(folder, e.name))} is a symbolic link: a recording set holds files only; copy the file itself (cp -L) or remove the link`,
        );
      return !e.name.startsWith('.');
    });
  return entries(dir)
    .filter((op) => op.isDirectory())
    .flatMap((op) =>
      entries(join(dir, op.name))
        .filter((f) => f.name.endsWith('.json'))
        .map((f) => join(op.name, f.name)),
    )
    .sort();
}

export function promoteRecordings(candidate: string, target: string, rename: typeof renameSync = renameSync): Promoted {
  if (!existsSync(candidate))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${shown(candidate)} does not exist: give the folder npm run record -- --out <dir> wrote (a path from here)`,
    );
  const files = recordingFilesOf(candidate);
  if (files.length === 0)
    throw new VtsError('VTS_ERR_USAGE', `${shown(candidate)} holds no recording: record one with npm run record -- --out <dir>`);
  // Every candidate file must read as a recording before anything is touched (readRecording names the bad one).
  for (const f of files) readRecording(join(candidate, f));
  const recovered = recoverSet(target);
  const busy = leftoversOf(target).find((l) => l.running);
  if (busy)
    throw new VtsError(
      'VTS_ERR_PROMOTE',
      `another promote (pid ${busy.pid}) is under way on ${shown(target)}: run this one when it has ended (if none is running, remove ${shown(busy.path)})`,
    );
  for (const l of recovered.leftovers) rmSync(l.path, { recursive: true, force: true });
  // The committed set is held to the same rule: a link already in it would be copied on as a link.
  recordingFilesOf(target);
  const linked = lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  if (linked && !existsSync(target))
    throw new VtsError(
      'VTS_ERR_PROMOTE',
      `${shown(target)} is a link to ${readlinkSync(target)}, which does not exist: point it at the recordings folder`,
    );
  // A linked set is built beside the folder it links to: the link then moves in one rename, the folder stays put.
  const live = linked ? realpathSync(target) : target;
  // Hidden, beside the set, and git-ignored (.gitignore): a promote killed here leaves nothing to commit by mistake.
  const staging = join(dirname(live), `.${linked ? stemOf(live) : basename(live)}-promote-${process.pid}`);
  const counts: Promoted = {
    replaced: 0,
    added: 0,
    unchanged: 0,
    cleared: recovered.leftovers.map((l) => basename(l.path)),
    ...(recovered.restored ? { restored: basename(recovered.restored.path) } : {}),
  };
  try {
    if (existsSync(live)) cpSync(live, staging, { recursive: true });
    for (const f of files) {
      const into = join(staging, f);
      const bytes = readFileSync(join(candidate, f));
      if (!existsSync(into)) counts.added += 1;
      else if (readFileSync(into).equals(bytes)) counts.unchanged += 1;
      else counts.replaced += 1;
      mkdirSync(dirname(into), { recursive: true });
      copyFileSync(join(candidate, f), into);
    }
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  (linked ? swapLink : swapFolder)(target, staging, rename);
  return counts;
}
