// Where the team's config file is: the first vts.config.json from the working directory up to the filesystem root, as
// other tools find theirs.
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const CONFIG_FILE = 'vts.config.json';

export function findConfigFile(cwd: string): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const file = join(dir, CONFIG_FILE);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
    if (dirname(dir) === dir) return undefined;
  }
}
