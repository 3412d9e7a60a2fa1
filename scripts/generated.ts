// The committed files generated in memory, cheaply: what `npm run generate` writes after the recordings, and what
// test/unit/generated.test.ts holds the committed files to. Each entry names the command that writes it alone.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeFileAtomic } from '../src/base/atomic-write.js';
import { ROOT } from '../src/base/paths.js';
import { generateContract } from '../src/export/files.js';
import { CONFIG_PAGE, currentConfigPage, currentSchema, SCHEMA_FILE } from './config-schema.js';
import { currentReadme, README } from './docs/sandbox-readme.js';

export interface Generator {
  /** The command that writes these files alone. */
  command: string;
  /** Each file's text, by path under the repository. */
  files: () => Promise<Record<string, string>>;
}

const under = (path: string) => relative(ROOT, path);

export const GENERATORS: readonly Generator[] = [
  { command: 'npm run contract', files: generateContract },
  { command: 'npm run docs:sandbox', files: async () => ({ [under(README)]: await currentReadme() }) },
  {
    command: 'npm run config:schema',
    files: async () => ({ [under(SCHEMA_FILE)]: await currentSchema(), [under(CONFIG_PAGE)]: await currentConfigPage() }),
  },
];

const committed = (file: string, root: string): string | undefined => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

/** The files whose committed text differs from `files` (or that are missing), as `M <file>` or `A <file>`. */
export const staleOf = (files: Record<string, string>, root: string = ROOT): string[] =>
  Object.entries(files).flatMap(([file, text]) => {
    const was = committed(file, root);
    return was === text ? [] : [`${was === undefined ? 'A' : 'M'} ${file}`];
  });

/** Writes what differs; returns the lines of `staleOf`. */
export function writeStale(files: Record<string, string>, root: string = ROOT): string[] {
  const changed = staleOf(files, root);
  for (const line of changed) {
    const file = line.slice(2);
    writeFileAtomic(join(root, file), files[file] as string);
  }
  return changed;
}
