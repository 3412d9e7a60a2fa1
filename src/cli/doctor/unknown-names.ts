// A VTS_* variable (environment or .env) or a live profile key that the harness does not know is named, with the
// closest known name, by the doctor and at the start of a run. One that looks like a misspelling of a known name stops
// a run (a nightly whose misspelt rate variable would silently drop the rate limit); one like no known name is only warned of,
// so a variable of a newer harness version, or of another tool, set in a shared CI store stops nothing.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { distance } from 'fastest-levenshtein';
import { ENV_FILE } from '../../base/env-file.js';
import { FLOW_PROFILE_KEYS } from '../../explore/flow/model.js';
import { allRules } from '../../rules/index.js';
import { liveProfilePath, readProfile } from '../../targets/profile.js';
import { KNOWN_VARIABLES } from './known-names.js';
import { needsOf } from './needs.js';

/** Misspellings stop a run; the other unknown names are warned of. Each is one line, naming the fix. */
export interface UnknownNames {
  misspelt: string[];
  unknown: string[];
}

/** The known name an unknown one is nearest to, and whether it is near enough to be a misspelling of it. */
export function nearestKnown(name: string, known: readonly string[]): { nearest: string; misspelt: boolean } {
  const upper = name.toUpperCase();
  const edits = (k: string) => distance(upper, k.toUpperCase());
  const closest = known.reduce((best, k) => (edits(k) < edits(best) ? k : best));
  if (edits(closest) <= Math.min(3, Math.ceil(name.length / 4))) return { nearest: closest, misspelt: true };
  // A word left off or added (VTS_RATE_PER_MIN without _PER_MIN) is a misspelling however many letters it is.
  const extended = known.filter((k) => k.toUpperCase().startsWith(`${upper}_`) || upper.startsWith(`${k.toUpperCase()}_`));
  const nearest = extended.reduce((best, k) => (edits(k) < edits(best) ? k : best), extended[0] ?? closest);
  return { nearest, misspelt: extended.length > 0 };
}

/** The names of the .env file's variables; none when it is missing or unreadable (loading it says so). */
function envFileNames(file: string): Set<string> {
  try {
    return new Set(existsSync(file) ? Object.keys(parseEnv(readFileSync(file, 'utf8'))) : []);
  } catch {
    return new Set();
  }
}

/** The unknown VTS_* variables of `env` (or the .env), and with `profile` the unknown keys of the live profile's "data".
 * A profile that cannot be read is left to the preflight, which names why. */
export function unknownNames(
  options: { profile: boolean; env?: NodeJS.ProcessEnv; envFile?: string } = { profile: false },
): UnknownNames {
  const found: UnknownNames = { misspelt: [], unknown: [] };
  const inFile = envFileNames(options.envFile ?? ENV_FILE);
  for (const name of Object.keys(options.env ?? process.env).sort()) {
    if (!/^VTS_/i.test(name) || KNOWN_VARIABLES.includes(name)) continue;
    const { nearest, misspelt } = nearestKnown(name, KNOWN_VARIABLES);
    const where = inFile.has(name) ? 'in .env' : 'in the environment';
    if (misspelt)
      found.misspelt.push(
        `${name} (${where}) is not a setting this harness reads: did you mean ${nearest}? rename it, or remove it`,
      );
    else found.unknown.push(`${name} (${where}) is not a setting this harness reads (the nearest is ${nearest}): it is ignored`);
  }
  if (options.profile) profileKeys(found);
  return found;
}

function profileKeys(found: UnknownNames): void {
  const file = liveProfilePath();
  if (!existsSync(file)) return;
  const { name, data } = readProfile(file);
  if (data === undefined) return;
  const known = [...new Set([...allRules().flatMap((r) => needsOf(r).keys), ...FLOW_PROFILE_KEYS])].sort();
  for (const key of Object.keys(data).filter((k) => !known.includes(k))) {
    const { nearest, misspelt } = nearestKnown(key, known);
    if (misspelt) found.misspelt.push(`${name}: no rule reads "${key}": did you mean "${nearest}"? rename the key, or delete it`);
    else found.unknown.push(`${name}: no rule reads "${key}" (the nearest key is "${nearest}"): it is ignored`);
  }
}

/** At a run's start: a `warning:` line per unknown name, the misspellings as errors. Returns 2 when there is a
 * misspelling (the run stops before anything is sent). */
export function sayUnknownNames(out: (line: string) => void, options: { profile: boolean }): 2 | undefined {
  const { misspelt, unknown } = unknownNames(options);
  for (const line of unknown) out(`warning: ${line}`);
  for (const line of misspelt) out(`error VTS_ERR_USAGE: ${line}`);
  return misspelt.length > 0 ? 2 : undefined;
}
