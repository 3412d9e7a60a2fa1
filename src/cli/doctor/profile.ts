// The live profile as a run will read it: its shape and placeholders (the loader's own problems), then what the selected
// rules take from it: the files they upload, readable, and the values they send as headers, sendable. (A key no rule
// reads is named by unknown-names.ts.)
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { PACKAGED, shownPath } from '../../base/paths.js';
import { runLine } from '../../base/run-line.js';
import { setByConfig } from '../../base/set-by-config.js';
import { inputPath, inputProblem } from '../../uploads/files.js';
import { isPlaceholder, liveProfilePath, readProfile } from '../../targets/profile.js';
import type { Rule } from '../../model/types.js';
import { PROFILE_SECRET } from '../init/secrets.js';
import { GUIDE, type Findings } from './findings.js';
import { headerValueProblem } from './header-value.js';
import { needsOf, type RuleNeeds } from './needs.js';

const EXAMPLE = 'fixtures/targets/live.example.json';

export function profileFindings(rules: Rule[], found: Findings): void {
  const file = liveProfilePath();
  const needy = rules.filter((r) => needsOf(r).keys.length > 0);
  if (!existsSync(file)) {
    if (process.env.VTS_TARGET_PROFILE?.trim() && !setByConfig('VTS_TARGET_PROFILE'))
      found.problems.push(
        `VTS_TARGET_PROFILE=${JSON.stringify(process.env.VTS_TARGET_PROFILE)} names no file: fix the path, or unset it to use fixtures/targets/live.json`,
      );
    else if (needy.length > 0)
      found.hints.push(
        `${shownPath(file)} does not exist: the ${needy.length} rules that need test data are not-applicable; ` +
          // In GitHub Actions the profile is a repository secret, written to the file by the job.
          (process.env.GITHUB_ACTIONS === 'true'
            ? `write it from the secret ${PROFILE_SECRET} before the run, as the workflow ${runLine('init')} writes does (${GUIDE})`
            : `${PACKAGED ? `${runLine('init')} writes it from the example` : `copy ${EXAMPLE} to it`} and fill it in (${GUIDE})`),
      );
    return;
  }
  const { name, data: read, problems } = readProfile(file);
  found.problems.push(...problems);
  if (read === undefined) return;
  // A key left as the example's placeholder is named above, once: its value is no path and no header.
  const data = Object.fromEntries(Object.entries(read).filter(([, value]) => !isPlaceholder(value)));
  for (const [key, ruleIds] of byKey(rules, (n) => n.files)) {
    const problem = key in data ? fileProblem(data[key] as string) : undefined;
    if (problem)
      found.problems.push(
        `${name}: "${key}" ${problem} (${ruleIds.join(', ')}): fix the path (absolute, or relative to the folder of vts.config.json), or delete the key`,
      );
  }
  for (const [key, ruleIds] of byKey(rules, (n) => Object.keys(n.headers))) {
    const problem = key in data ? headerValueProblem(data[key] as string) : undefined;
    const header = rules.map((r) => needsOf(r).headers[key]).find(Boolean);
    if (problem)
      found.problems.push(
        `${name}: "${key}" is sent as the ${header} header (${ruleIds.join(', ')}) and ${problem}: fix the value`,
      );
  }
}

/** The keys the rules take one way (files, headers), each with the ids of the rules that do, in the rules' order. */
function byKey(rules: Rule[], keysOf: (n: RuleNeeds) => string[]): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const rule of rules) for (const key of keysOf(needsOf(rule))) keys.set(key, [...(keys.get(key) ?? []), rule.id]);
  // A key many rules share is named with the first few of them.
  for (const [key, ids] of keys) if (ids.length > 3) keys.set(key, [...ids.slice(0, 3), `${ids.length - 3} more`]);
  return keys;
}

/** Why the file a profile value names cannot be uploaded, or undefined. */
function fileProblem(path: string): string | undefined {
  const missing = inputProblem(path);
  if (missing) return `names ${missing.replace(/ does not exist$/, ', which does not exist')}`;
  const full = inputPath(path);
  // A sized input is built at run time: it need not exist yet.
  if (!existsSync(full)) return undefined;
  if (!statSync(full).isFile()) return `names ${path}, which is not a file`;
  try {
    accessSync(full, constants.R_OK);
    return undefined;
  } catch {
    return `names ${path}, which cannot be read (permissions)`;
  }
}
