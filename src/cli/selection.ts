// Which rules a run selects: by operation, by rule id or glob (`--rule 'authToken.expiry.*'`), minus `--exclude` globs,
// by strength (`--strength documented` skips the probes), and by a test plan (`--testplan`), each narrowing the rest.
// A name that selects nothing is an error naming the closest.
import { existsSync } from 'node:fs';
import picomatch from 'picomatch';
import { VtsError } from '../base/errors.js';
import { recordingsDir } from '../base/paths.js';
import { suggestion } from '../base/suggestion.js';
import { isOperationId, OPERATION_IDS } from '../model/operations.js';
import { selectionFlags } from '../output/allure/trend-series.js';
import { recordingPath } from '../recording/file.js';
import { allRules } from '../rules/index.js';
import { type Rule, STRENGTHS, type Strength } from '../model/types.js';
import { type PlanSource, planName, plannedRules } from './testplan.js';

export interface Selection {
  operations: string[];
  /** Rule ids or globs over them; every rule when empty. */
  rules: string[];
  /** Globs over rule ids taken out of what the rest selects. */
  exclude: string[];
  strength?: string;
  /** Only the rules with no recording in the set (`npm run record -- --missing`). */
  missing?: boolean;
  /** Only the rules a test plan names (`--testplan`, or ALLURE_TESTPLAN_PATH). */
  testplan?: PlanSource;
}

/** `--rule`, `--exclude`, `--strength` and `--testplan` were not all left at "everything". */
export const narrowsRules = (s: Selection): boolean =>
  s.rules.length > 0 || s.exclude.length > 0 || s.strength !== undefined || s.missing === true || s.testplan !== undefined;

// Kept here too: the commands import it from the selection, as before it moved down for the config.
export { suggestion };

const LIST = 'list the rules with `npm run conformance -- --list`';

/** One pattern's test: a glob when it has glob characters, else the exact id (dots in ids stay literal either way). */
function patternMatch(pattern: string): (id: string) => boolean {
  const glob = picomatch.scan(pattern).isGlob ? picomatch(pattern) : undefined;
  return (id: string) => (glob ? glob(id) : id === pattern);
}

/** Why a pattern selects nothing, after `<who> "<pattern>"`; undefined when it selects a rule. */
export function noRuleProblem(pattern: string, ids: readonly string[]): string | undefined {
  if (ids.some(patternMatch(pattern))) return undefined;
  const isGlob = picomatch.scan(pattern).isGlob;
  return `selects no rule${isGlob ? '' : suggestion(pattern, ids)}: ${LIST} (a glob like 'authToken.expiry.*' selects a family)`;
}

function matcherOf(pattern: string, flag: string, ids: readonly string[]): (id: string) => boolean {
  const problem = noRuleProblem(pattern, ids);
  if (problem !== undefined) throw new VtsError('VTS_ERR_USAGE', `${flag} "${pattern}" ${problem}`);
  return patternMatch(pattern);
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
  const planned = s.testplan === undefined ? undefined : plannedRules(s.testplan, ids);
  const selected = all.filter(
    (r) =>
      (s.operations.length === 0 || s.operations.includes(r.operation)) &&
      (wanted.length === 0 || wanted.some((m) => m(r.id))) &&
      !unwanted.some((m) => m(r.id)) &&
      (s.strength === undefined || r.strength === (s.strength as Strength)) &&
      (planned === undefined || planned.has(r.id)) &&
      !(s.missing === true && existsSync(recordingPath(recordingsDir(), r.operation, r.id))),
  );
  if (s.testplan !== undefined && planned !== undefined && selected.length === 0 && s.missing !== true)
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${planName(s.testplan)} names ${planned.size} rule(s), none of them selected by ` +
        `${selectionFlags({ ...s, testplan: undefined })}: a plan with other selection flags runs the cases both select; ` +
        `drop those flags to run the whole plan`,
    );
  return selected;
}
