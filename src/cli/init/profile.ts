// The live profile `vts init` writes, made from the package's own example (fixtures/targets/live.example.json, one
// source): its placeholders kept, its words about where it lives and how paths read said for the team's folder.
import { dirname, join, relative, sep } from 'node:path';
import { PACKAGE_DIR } from './config.js';

export const PROFILE_EXAMPLE = 'fixtures/targets/live.example.json';
export const PROFILE_SCHEMA = 'schemas/harness/target-profile.schema.json';

/** What the example says for this repository, and what the team's copy says instead (each must occur in the example). */
export const REWORDS: readonly (readonly [string, string])[] = [
  [
    'Copy to fixtures/targets/live.json (git-ignored), or point VTS_TARGET_PROFILE at your copy, and fill in',
    'Written by npx vts init where folders.profile of vts.config.json points (git-ignored); fill in',
  ],
  ["vts.config.json (this repository's root here; a committed", 'vts.config.json (a committed'],
  ['npm run doctor', 'npx vts doctor'],
];

const reworded = (text: string) => REWORDS.reduce((t, [from, to]) => t.replaceAll(from, to), text);

function rewordAll(value: unknown): unknown {
  if (typeof value === 'string') return reworded(value);
  if (Array.isArray(value)) return value.map(rewordAll);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewordAll(v)]));
  return value;
}

/** The team's profile, written at `file` under the team's folder `home`, from the example's text. */
export function profileText(example: string, home: string, file: string): string {
  const schema = relative(dirname(join(home, file)), join(home, PACKAGE_DIR, PROFILE_SCHEMA))
    .split(sep)
    .join('/');
  const profile = { ...(rewordAll(JSON.parse(example)) as Record<string, unknown>), $schema: schema };
  return `${JSON.stringify(profile, null, 2)}\n`;
}
