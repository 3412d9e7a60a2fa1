// A command as the reader types it where they stand: `npx vts <command> …` in a team's repository (the installed
// package), `npm run <command> -- …` in this one.
import { PACKAGED } from './paths.js';

/** An argument as a POSIX shell reads it back: quoted when it holds anything but plain characters (a glob, a space). */
const quoted = (arg: string): string => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

export function runLine(command: string, args: readonly string[] = []): string {
  const given = args.map(quoted);
  if (PACKAGED) return ['npx vts', command, ...given].join(' ');
  return [`npm run ${command}`, ...(given.length > 0 ? ['--', ...given] : [])].join(' ');
}

/** The flags that repeat a selection: `--operation a --rule 'b.*'`. */
export const selectionArgs = (s: { operations?: string[]; rules?: string[]; exclude?: string[] }): string[] => [
  ...(s.operations ?? []).flatMap((o) => ['--operation', o]),
  ...(s.rules ?? []).flatMap((r) => ['--rule', r]),
  ...(s.exclude ?? []).flatMap((e) => ['--exclude', e]),
];
