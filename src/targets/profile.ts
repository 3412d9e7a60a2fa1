// Test-data profiles (fixtures/targets/<target>.json): the values a target must supply for some rules.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ErrorObject } from 'ajv';
import { jsonSyntaxError } from '../checks/json-syntax.js';
import { VtsError } from '../base/errors.js';
import { homeDir, shownPath, targetsDir } from '../base/paths.js';
import { validateAgainst } from '../validators/registry.js';

export interface Profile {
  name: string;
  data: Record<string, string>;
}

/** A value of fixtures/targets/live.example.json nobody filled in: "<fill in: what goes here (the rules)>". */
export const isPlaceholder = (value: string): boolean => /^\s*<fill in\b/i.test(value);

const SCHEMA = 'schemas/harness/target-profile.schema.json';
const EXAMPLE = 'fixtures/targets/live.example.json';

/** What reading a profile found: its data (when it has the right shape) and every problem, each naming the fix. */
export interface ProfileReading {
  name: string;
  data?: Record<string, string>;
  problems: string[];
}

/** A profile as messages name it: relative to the team's folder (this repository) when it is inside, else its full path. */
const nameOf = (file: string): string => shownPath(resolve(file), homeDir());

export function readProfile(file: string): ProfileReading {
  const name = nameOf(file);
  let text: string;
  try {
    // An editor may save a byte-order mark, which JSON.parse refuses.
    text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    return { name, problems: [`${name} cannot be read (${(error as NodeJS.ErrnoException).code}): make it a readable file`] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const at = jsonSyntaxError(text);
    const where = at ? `: unexpected ${at.found} at line ${at.line}, column ${at.column}` : '';
    return { name, problems: [`${name} is not valid JSON${where}: fix it there (${EXAMPLE} shows the form)`] };
  }
  const shape = validateAgainst('harness/target-profile.schema.json', parsed).map(inWords);
  if (shape.length > 0)
    return { name, problems: [...new Set(shape)].map((s) => `${name}: ${s} (${SCHEMA}; ${EXAMPLE} shows the form)`) };
  const data = (parsed as { data: Record<string, string> }).data;
  const unfilled = Object.keys(data).filter((key) => isPlaceholder(data[key] as string));
  // The data comes back with the problem: the filled keys can still be checked (npm run doctor names every problem).
  if (unfilled.length > 0)
    return {
      name,
      data,
      problems: [
        `${name}: ${unfilled.length === 1 ? 'a key still holds' : `${unfilled.length} keys still hold`} the ` +
          `example's placeholder "<fill in: …>": ${unfilled.join(', ')}: put your account's value in each, or ` +
          `delete the keys your account cannot supply (their rules are then not-applicable)`,
      ],
    };
  return { name, data, problems: [] };
}

/** A shape error of the profile in words: the key and what it must be, not Ajv's record. */
function inWords(e: ErrorObject): string {
  const at = e.instancePath.split('/').slice(1).join('.');
  const where = at === '' ? 'the file' : `"${at}"`;
  switch (e.keyword) {
    case 'required':
      return `${where} has no "${String(e.params.missingProperty)}"`;
    case 'additionalProperties':
      return `${where} has the unknown key "${String(e.params.additionalProperty)}"${at === '' ? ': test data goes under "data"' : ''}`;
    case 'type':
      return `${where} must be ${e.params.type === 'object' ? 'an object' : `a ${String(e.params.type)}${e.params.type === 'string' ? ' (in quotes)' : ''}`}`;
    default:
      return `${where} ${e.message ?? 'is not allowed'}`;
  }
}

export function loadProfile(file: string, required: boolean): Profile {
  const name = nameOf(file);
  if (!existsSync(file)) {
    if (required) throw new VtsError('VTS_ERR_TARGET', `target profile ${name} is missing: restore it from git`);
    // Every rule that needs data then says where it goes, and how to start the file.
    return { name: `${name} (it does not exist: copy ${EXAMPLE} to it)`, data: {} };
  }
  const { data, problems } = readProfile(file);
  if (data === undefined || problems.length > 0) throw new VtsError('VTS_ERR_TARGET', problems.join('; '));
  return { name, data };
}

export const profilePath = (target: string): string => join(targetsDir(), `${target}.json`);

/** The live profile: VTS_TARGET_PROFILE, or fixtures/targets/live.json. */
export const liveProfilePath = (): string => process.env.VTS_TARGET_PROFILE?.trim() || join(targetsDir(), 'live.json');
