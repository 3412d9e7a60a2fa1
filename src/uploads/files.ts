// The files a rule uploads: read from the path a target's profile names. A file of the manifest's `sized` list (the
// face match size limits, not committed) is built from its recipe and held to its recorded SHA-256.
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, isAbsolute, join, relative } from 'node:path';
import { writeFileAtomic } from '../base/atomic-write.js';
import { knownSha256, sha256Of } from '../base/digest.js';
import { cacheDir, homeDir, ROOT } from '../base/paths.js';
import { paddedJpeg } from './sized.js';
import { factsOfFile, type KnownStatement } from './statement-facts.js';

export const INPUTS_DIR = join(ROOT, 'fixtures', 'inputs');

export interface InputFile {
  /** The name sent as the part's filename: the file's base name. */
  filename: string;
  /** The media type a client declares from the extension (a GIF named .png is declared image/png). */
  type: string;
  data: Uint8Array;
  /** A statement's facts (its sidecar, or the committed manifest's entry): what every analysis of it is held to. */
  facts?: KnownStatement;
}

const TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  gif: 'image/gif',
};

export const declaredType = (filename: string): string =>
  TYPES[/\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

interface SizedRecipe {
  name: string;
  from: string;
  size: number;
  sha256: string;
}

let recipes: Map<string, SizedRecipe> | undefined;
function recipeOf(name: string): SizedRecipe | undefined {
  recipes ??= new Map(
    ((JSON.parse(readFileSync(join(INPUTS_DIR, 'manifest.json'), 'utf8')) as { sized?: SizedRecipe[] }).sized ?? []).map((r) => [
      r.name,
      r,
    ]),
  );
  return recipes.get(name);
}

// A sized file is 6 MB: built once per process, not once per case, and kept built under node_modules/.cache, named by
// the hash the manifest holds it to (written only once it was seen to have it).
const built = new Map<string, Uint8Array>();

function buildSized(recipe: SizedRecipe): Uint8Array {
  const cached = built.get(recipe.name);
  if (cached) return cached;
  const kept = join(cacheDir(), 'sized', `${recipe.sha256}${extname(recipe.name)}`);
  let bytes: Uint8Array | undefined;
  try {
    bytes = readFileSync(kept);
    if (bytes.byteLength !== recipe.size) bytes = undefined;
  } catch {
    // Not built yet.
  }
  if (bytes !== undefined) knownSha256(bytes, recipe.sha256);
  else {
    bytes = paddedJpeg(readFileSync(join(INPUTS_DIR, recipe.from)), recipe.size);
    // Kept by the bytes: the report's view of each case that sends them has the hash at once.
    const sha256 = sha256Of(bytes);
    if (sha256 !== recipe.sha256)
      throw new Error(
        `${recipe.name} built from ${recipe.from} has sha256 ${sha256}, the manifest says ${recipe.sha256}: run npm run fixtures:inputs`,
      );
    try {
      writeFileAtomic(kept, bytes);
    } catch {
      // A read-only node_modules: built again next time.
    }
  }
  built.set(recipe.name, bytes);
  return bytes;
}

/** Whether a profile value names a file that can be read (or built): a missing one makes its rule not applicable. */
export function inputProblem(path: string): string | undefined {
  const full = inputPath(path);
  if (existsSync(full)) return undefined;
  if (isSized(full)) return undefined;
  return `${path} does not exist`;
}

const isSized = (full: string): boolean =>
  relative(INPUTS_DIR, full) === basename(full) && recipeOf(basename(full)) !== undefined;

/** The file a profile value names: an absolute path as it is; a relative one in the team's folder (vts.config.json's),
 * else its statements folder, else the package's `fixtures/inputs/...`, else the team's (to name). */
export function inputPath(path: string): string {
  if (isAbsolute(path)) return path;
  const team = join(homeDir(), path);
  if (existsSync(team)) return team;
  // The team's statements folder (folders.statements), where its own statements and their facts files lie.
  const statements = process.env.VTS_STATEMENTS_DIR?.trim();
  if (statements && existsSync(join(statements, path))) return join(statements, path);
  const own = join(ROOT, path);
  return existsSync(own) || isSized(own) ? own : team;
}

/** The file at `path` (absolute, or relative: inputPath()), or the sized file of that name under fixtures/inputs/. */
export function readInput(path: string): InputFile {
  const full = inputPath(path);
  const filename = basename(full);
  const recipe = relative(INPUTS_DIR, full) === filename && !existsSync(full) ? recipeOf(filename) : undefined;
  const data = recipe ? buildSized(recipe) : readFileSync(full);
  const type = declaredType(filename);
  // Only a statement has facts: a 6 MB image is not hashed again for none.
  const facts = type === 'application/pdf' ? factsOfFile(full, data) : undefined;
  return { filename, type, data, ...(facts ? { facts } : {}) };
}
