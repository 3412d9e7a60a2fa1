// `${VAR}` and `${VAR:-fallback}` in the config's strings read the environment (the .env beside the file included), so
// a folder or a target can differ between a laptop and CI without a second file.
import { VtsError } from '../base/errors.js';

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

/** The string with every reference replaced; an unset (or blank) variable without a fallback is one line naming both. */
export function expandString(text: string, key: string, env: NodeJS.ProcessEnv, source: string): string {
  return text.replace(REFERENCE, (_, name: string, fallback: string | undefined) => {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') return value;
    if (fallback !== undefined) return fallback;
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${source}: "${key}" reads \${${name}}, which is not set: set ${name} (in the environment or the .env beside the file) or write \${${name}:-<default>}`,
    );
  });
}

/** Every string of a parsed file expanded; `key` is the dotted name of where it is (an array's items share it). */
export function expandValue(value: unknown, key: string, env: NodeJS.ProcessEnv, source: string): unknown {
  if (typeof value === 'string') return expandString(value, key, env, source);
  if (Array.isArray(value)) return value.map((v) => expandValue(v, key, env, source));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, expandValue(v, key === '' ? k : `${key}.${k}`, env, source)]),
    );
  return value;
}

export const hasReference = (text: string): boolean => new RegExp(REFERENCE.source).test(text);
