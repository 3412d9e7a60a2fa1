// Test-data profiles (fixtures/targets/<target>.json): the values a target must supply for some rules.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { VtsError } from '../errors.js';
import { ROOT, targetsDir } from '../paths.js';
import { validateAgainst } from '../schemas/registry.js';

export interface Profile {
  name: string;
  data: Record<string, string>;
}

export function loadProfile(file: string, required: boolean): Profile {
  const name = relative(ROOT, file) || file;
  if (!existsSync(file)) {
    if (required) throw new VtsError('VTS_ERR_TARGET', `target profile ${name} is missing: restore it from git`);
    // Every rule that needs data then says where it goes, and how to start the file.
    return { name: `${name} (it does not exist: copy fixtures/targets/live.example.json to it)`, data: {} };
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const errors = validateAgainst('harness/target-profile.schema.json', parsed);
  if (errors.length > 0)
    throw new VtsError(
      'VTS_ERR_TARGET',
      `${name} does not match schemas/harness/target-profile.schema.json: ${JSON.stringify(errors)}`,
    );
  return { name, data: (parsed as { data: Record<string, string> }).data };
}

export const profilePath = (target: string): string => join(targetsDir(), `${target}.json`);
