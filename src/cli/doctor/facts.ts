// The statements of the live profile that have no facts: a run judges their analyses on their own arithmetic only
// (docs/statement-facts.md), so the doctor names each before the run, with where the facts file goes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { inputPath } from '../../uploads/files.js';
import { factsOfFile } from '../../uploads/statement-facts.js';
import type { Rule } from '../../model/types.js';
import { holdsFacts } from '../../oracles/index.js';
import { isPlaceholder, liveProfilePath, readProfile } from '../../targets/profile.js';
import type { Findings } from './findings.js';
import { needsOf } from './needs.js';

/** Rules named per statement; the rest are counted. */
const SHOWN_RULES = 3;

/** The profile keys uploaded as a statement whose analysis (a 200) the facts oracles hold, with the rules that do. */
function statementKeys(rules: Rule[]): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const rule of rules.filter((r) => holdsFacts(r.operation) && r.expect?.status === 200))
    for (const key of needsOf(rule).files) keys.set(key, [...(keys.get(key) ?? []), rule.id]);
  return keys;
}

export function factsFindings(rules: Rule[], found: Findings): void {
  const file = liveProfilePath();
  const keys = statementKeys(rules);
  if (keys.size === 0 || !existsSync(file)) return;
  const { name, data } = readProfile(file);
  for (const [key, ids] of keys) {
    const value = data?.[key];
    if (value === undefined || isPlaceholder(value)) continue;
    const path = inputPath(value);
    // A missing or unreadable file is the profile check's problem.
    if (!existsSync(path) || !statSync(path).isFile()) continue;
    try {
      if (factsOfFile(path, readFileSync(path)) !== undefined) continue;
    } catch (err) {
      found.problems.push(`${name}: "${key}": ${(err as Error).message}`);
      continue;
    }
    const shown = ids.length > SHOWN_RULES ? [...ids.slice(0, SHOWN_RULES), `${ids.length - SHOWN_RULES} more`] : ids;
    found.hints.push(
      `"${key}" names ${value}, which has no facts file: ${ids.length} ` +
        `${ids.length === 1 ? 'rule judges' : 'rules judge'} it on its own arithmetic only ` +
        `(${shown.join(', ')}): put ${basename(value)}.facts.json beside it (docs/statement-facts.md), or ` +
        `name a committed statement of fixtures/inputs/statements/`,
    );
  }
}
