// The git-ignored .env at the repository root: credentials and URLs for live runs. Every entry point reads it (the
// commands, vitest.config.ts, so `npx vitest run --project live` and an IDE see it too), from the root whatever the
// working directory. The environment wins over it; a blank variable counts as unset, as everywhere else.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { VtsError } from './errors.js';
import { ROOT } from './paths.js';

export const ENV_FILE = join(ROOT, '.env');

/** Puts the .env's variables into `env` where it has none (or a blank one); the names it set. */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, file = ENV_FILE): string[] {
  if (!existsSync(file)) return [];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new VtsError('VTS_ERR_USAGE', `.env cannot be read (${(error as NodeJS.ErrnoException).code}): fix or remove ${file}`);
  }
  const set = Object.entries(parseEnv(text)).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && (env[entry[0]] ?? '').trim() === '',
  );
  for (const [name, value] of set) env[name] = value;
  return set.map(([name]) => name);
}
