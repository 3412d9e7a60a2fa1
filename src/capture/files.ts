// The capture files named on the command line: a file as given (whatever its name), a folder walked for the names
// captures have, in a stable order so a shard of a folder is the same files on every runner.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { VtsError } from '../base/errors.js';

/** The names read in a folder, each also gzipped. */
export const CAPTURE_EXTENSIONS = ['.har', '.json', '.ndjson', '.jsonl', '.log'];

const isCaptureName = (name: string): boolean => {
  const plain = name.toLowerCase().replace(/\.gz$/, '');
  return CAPTURE_EXTENSIONS.some((extension) => plain.endsWith(extension));
};

/** Code-unit order, the same under every locale. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function walk(folder: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    throw new VtsError(
      'VTS_ERR_USAGE',
      `capture folder ${folder} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): give a folder you can read`,
    );
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => byCodeUnits(a.name, b.name))) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else if (isCaptureName(entry.name) && (entry.isFile() || (entry.isSymbolicLink() && (await isFile(path))))) found.push(path);
  }
  return found;
}

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/** Every capture file the paths name, in order, each once. A path that does not exist is a usage error. */
export async function captureFiles(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const found = await stat(path).catch(() => undefined);
    if (!found)
      throw new VtsError(
        'VTS_ERR_USAGE',
        `capture ${path} does not exist: give a HAR, NDJSON or gateway log file, or a folder of them`,
      );
    files.push(...(found.isDirectory() ? await walk(path) : [path]));
  }
  return [...new Set(files)];
}
