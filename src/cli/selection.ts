// Which rules a run selects: by operation, by rule id or glob (`--rule 'authToken.expiry.*'`), minus `--exclude` globs,
// and by strength (`--strength documented` skips the probes). A name that selects nothing is an error naming the closest.
import { existsSync } from 'node:fs';
import picomatch from 'picomatch';
import { VtsError } from '../base/errors.js';
import { recordingsDir } from '../base/paths.js';
import { suggestion } from '../base/suggestion.js';
import { isOperationId, OPERATION_IDS } from '../model/operations.js';
import { recordingPath } from '../recording/file.js';
import { allRules } from '../rules/index.js';
import { type Rule, STRENGTHS, type Strength } from '../model/types.js';

export interface Selection {
  operations: string[];
  /** Rule ids or globs over them; every rule when empty. */
  rules: string[];
  /** Globs over rule ids taken out of what the rest selects. */
  exclude: string[];
  strength?: string;
  /** Only the rules with no recording in the set (`npm run record -- --missing`). */
  missing?: boolean;
}

/** `--rule`, `--exclude` and `--strength` were not all left at "everything". */
export const narrowsRules = (s: Selection): boolean =>
  s.rules.length > 0 || s.exclude.length > 0 || s.strength !== undefined || s.missing === true;

// Kept here too: the commands import it from the selection, as before it moved down for the config.
export { suggestion };

const LIST = 'list the rules with `npm run conformance -- --list`';

/** One pattern: a glob when it has glob characters, else the exact id (dots in ids stay literal either way). */
function matcherOf(pattern: string, flag: string, ids: readonly string[]): (id: string) => boolean {
  const isGlob = picomatch.scan(pattern).isGlob;
  const glob = isGlob ? picomatch(pattern) : undefined;
  const match = (id: string) => (glob ? glob(id) : id === pattern);
  if (!ids.some(match))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${flag} "${pattern}" selects no rule${isGlob ? '' : suggestion(pattern, ids)}: ${LIST} (a glob like 'authToken.expiry.*' selects a family)`,
    );
  return match;
}

export function selectRules(s: Selection): Rule[] {
  for (const op of s.operations)
    if (!isOperationId(op))
      throw new VtsError(
        'VTS_ERR_USAGE',
        `unknown operation "${op}"${suggestion(op, OPERATION_IDS)}: use one of ${OPERATION_IDS.join(', ')}`,
      );
  if (s.strength !== undefined && !(STRENGTHS as readonly string[]).includes(s.strength))
    throw new VtsError('VTS_ERR_USAGE', `--strength must be one of ${STRENGTHS.join(', ')}, got "${s.strength}"`);
  const all = allRules();
  const ids = all.map((r) => r.id);
  const wanted = s.rules.map((p) => matcherOf(p, '--rule', ids));
  const unwanted = s.exclude.map((p) => matcherOf(p, '--exclude', ids));
  return all.filter(
    (r) =>
      (s.operations.length === 0 || s.operations.includes(r.operation)) &&
      (wanted.length === 0 || wanted.some((m) => m(r.id))) &&
      !unwanted.some((m) => m(r.id)) &&
      (s.strength === undefined || r.strength === (s.strength as Strength)) &&
      !(s.missing === true && existsSync(recordingPath(recordingsDir(), r.operation, r.id))),
  );
}
