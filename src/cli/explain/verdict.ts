// Part 6 of `vts explain`: the rule's verdict in the last run's reports/verdicts.json (VTS_REPORTS_DIR or the
// config's folders.reports), with its reason or violations as the console gave them.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { VtsError } from '../../base/errors.js';
import { reportsDir, shownPath } from '../../base/paths.js';
import type { VerdictEntry } from '../../gate/case-record.js';
import { readVerdictsFile } from '../../gate/run-file.js';
import type { Rule } from '../../model/types.js';
import { failureDetail } from '../../output/console-lines.js';

export interface ShownVerdict {
  file: string;
  /** The run's target and seed, when the file was read. */
  run?: { target: string; seed: number };
  entry?: VerdictEntry;
  problem?: string;
}

export function shownVerdict(rule: Rule): ShownVerdict {
  const path = join(reportsDir(), 'verdicts.json');
  const file = shownPath(path);
  if (!existsSync(path)) return { file };
  try {
    const run = readVerdictsFile(path, 'run npm run conformance again to write a new one');
    const entry = run.cases.find((c) => c.ruleId === rule.id);
    return { file, run: { target: run.target, seed: run.seed }, ...(entry === undefined ? {} : { entry }) };
  } catch (err) {
    if (!(err instanceof VtsError)) throw err;
    return { file, problem: err.message };
  }
}

export function verdictLines(shown: ShownVerdict): string[] {
  if (shown.problem !== undefined) return [`  ${shown.problem}`];
  if (shown.run === undefined) return [`  no run yet (${shown.file} does not exist: npm run conformance writes it)`];
  const { entry, run } = shown;
  if (entry === undefined) return [`  the last run (${run.target}, seed ${run.seed}, ${shown.file}) did not run this rule`];
  const note = entry.note === undefined ? '' : ` (${entry.note})`;
  return [
    `  ${entry.verdict}, outcome ${entry.outcome}${note}: ${entry.target}, seed ${entry.seed} (${shown.file})`,
    ...(entry.observed === undefined ? [] : [`    observed ${entry.observed}`]),
    ...failureDetail(entry, dirname(shown.file)).map((l) => `  ${l}`),
    `    reproduce: ${entry.reproduce}`,
  ];
}
