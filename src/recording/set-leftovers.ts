// What a promote killed before its end leaves beside a recording set (src/recording/promote.ts): its staging copy
// `.<name>-promote-<pid>`, the old set moved aside `.<name>-old-<pid>`, the new link `.<name>-link-<pid>`. Every command
// that reads the set looks first: a set a killed promote moved aside goes back, the rest is named with what to do.
import { existsSync, lstatSync, readdirSync, realpathSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { VtsError } from '../base/errors.js';
import { shownPath } from '../base/paths.js';

export const LEFTOVER_KINDS = ['promote', 'old', 'link'] as const;

export interface Leftover {
  path: string;
  kind: (typeof LEFTOVER_KINDS)[number];
  pid: number;
  /** Its promote is still running (or its pid was reused): never touched. */
  running: boolean;
}

/** A set a promote swapped in behind a link: `<stem>.<UTC time>`, beside the folder it replaced. */
const SWAPPED = /\.\d{8}T\d{9}Z$/;
export const stemOf = (folder: string): string => basename(folder).replace(SWAPPED, '');

const alive = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const isLink = (path: string): boolean => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

/** Where a promote of `set` builds: beside it, and beside the folder it links to (named by that folder's stem). */
function places(set: string): { dir: string; name: string }[] {
  const own = { dir: dirname(set), name: basename(set) };
  if (!isLink(set) || !existsSync(set)) return [own];
  const real = realpathSync(set);
  const linked = { dir: dirname(real), name: stemOf(real) };
  return linked.dir === own.dir && linked.name === own.name ? [own] : [own, linked];
}

export function leftoversOf(set: string): Leftover[] {
  return places(set).flatMap(({ dir, name }) => {
    if (!existsSync(dir)) return [];
    const pattern = new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(${LEFTOVER_KINDS.join('|')})-(\\d+)$`);
    return readdirSync(dir).flatMap((entry) => {
      const [, kind, pid] = pattern.exec(entry) ?? [];
      if (kind === undefined) return [];
      return [{ path: join(dir, entry), kind: kind as Leftover['kind'], pid: Number(pid), running: alive(Number(pid)) }];
    });
  });
}

export interface SetRecovery {
  /** The old set a promote killed between its two renames had moved aside, now back in its place. */
  restored?: Leftover;
  /** What killed promotes left that is still there (their processes gone). */
  leftovers: Leftover[];
}

/** A missing set with exactly one killed promote's old set beside it is put back; when which one is not clear (several,
 * or a promote still running), nothing is renamed and the error says what to do. */
export function recoverSet(set: string): SetRecovery {
  const found = leftoversOf(set);
  const dead = found.filter((l) => !l.running);
  if (existsSync(set) || isLink(set)) return { leftovers: dead };
  const aside = found.filter((l) => l.kind === 'old');
  const swapping = aside.find((l) => l.running);
  if (swapping)
    throw new VtsError(
      'VTS_ERR_SET_ASIDE',
      `${shownPath(set)} is missing while a promote (pid ${swapping.pid}) swaps it in: run again when it ` +
        `has ended (if no promote is running: mv ${shownPath(swapping.path)} ${shownPath(set)})`,
    );
  if (aside.length > 1)
    throw new VtsError(
      'VTS_ERR_SET_ASIDE',
      `${shownPath(set)} is missing: killed promotes moved sets aside as ` +
        `${aside.map((l) => basename(l.path)).join(', ')}; move back the one to keep (mv ` +
        `${shownPath((aside[0] as Leftover).path)} ${shownPath(set)}) and remove the others`,
    );
  const [restored] = aside;
  if (restored === undefined) return { leftovers: dead };
  renameSync(restored.path, set);
  return { restored, leftovers: dead.filter((l) => l !== restored) };
}

export const restoredLine = (set: string, restored: Leftover): string =>
  `${shownPath(set)} was missing: a promote killed between its two renames (pid ${restored.pid}) had moved it aside as ${basename(restored.path)}; it is back`;

/** For a command that reads the set: the set back if a killed promote left it aside, and a line for each thing said. */
export function checkSet(set: string): string[] {
  const { restored, leftovers } = recoverSet(set);
  if (leftovers.length === 0) return restored ? [restoredLine(set, restored)] : [];
  const names = leftovers.map((l) => basename(l.path)).join(', ');
  const stands = existsSync(set) ? 'the set in place stands: ' : '';
  return [
    ...(restored ? [restoredLine(set, restored)] : []),
    `beside ${shownPath(set)}, left by a killed npm run record:promote (git-ignored): ${names}; ` +
      `${stands}remove them (rm -r ${leftovers.map((l) => shownPath(l.path)).join(' ')}) or let the next ` +
      `npm run record:promote clear them`,
  ];
}

/** Why a replay cannot read the set, in one line with the fix; undefined when it can. Without it every case would be a
 * harness error of its own under a summary that blames the cases. */
export function missingSetProblem(set: string): string | undefined {
  const given = process.env.VTS_RECORDINGS_DIR;
  const named = given === undefined ? shownPath(set) : `VTS_RECORDINGS_DIR=${given}`;
  const fix = 'record them with npm run record (or set VTS_RECORDINGS_DIR to a folder of recordings)';
  const missing = given === undefined ? `${named} does not exist` : `${named} names no folder`;
  if (!existsSync(set)) return `${missing}: a replay answers from recordings: ${fix}`;
  if (!statSync(set).isDirectory()) return `${named} is not a folder: a replay answers from recordings: ${fix}`;
  const operations = readdirSync(set, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.'));
  return operations.length === 0 ? `${named} holds no recording: a replay answers from recordings: ${fix}` : undefined;
}
