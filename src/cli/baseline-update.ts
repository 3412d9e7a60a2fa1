// `npm run baseline:update -- --target <t>`: accept the last run's gating deviations by fingerprint, keeping the reasons
// already written and the entries of rules the run did not judge (a partial run: --operation, --rule, a shard).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { type Accepted, acceptedFingerprint, loadBaseline, saveBaseline } from '../gate/baseline.js';
import { fingerprintDifference, fingerprintOf } from '../gate/fingerprint.js';
import { readVerdictsFile, shownPath } from '../gate/run-file.js';
import { reportsDir } from '../base/paths.js';
import type { VerdictEntry } from '../gate/case-record.js';
import { TARGET_NAMES, targetName } from '../model/target-name.js';
import { say } from './say.js';

export const BASELINE_USAGE = `Usage: npm run baseline:update -- --target <replay|sandbox|live> [verdicts.json]

Rewrites fixtures/baseline/<target>.verdicts.json from the last run (reports/verdicts.json by default): every
violation, vendor-fault and infra verdict becomes an accepted deviation, pinned by its fingerprint (the verdict, the
observed status, each violation's check and pointer); entries of rules that now pass are dropped; entries of rules the
run did not judge (not selected, not applicable, a harness error) are kept as they are. The reasons already written
are kept, new ones take the run's reason (edit them to say why the team accepts it).`;

const ACCEPTABLE = new Set(['violation', 'vendor-fault', 'infra']);
const FIX = 'run npm run conformance again to rewrite it';

/** The accepted entry for a case: its fingerprint, and the reason already written for the rule if there is one. */
function acceptedOf(c: VerdictEntry, old: Accepted | undefined): Accepted {
  const { verdict, status, violations } = fingerprintOf(c);
  return { verdict: verdict as Accepted['verdict'], reason: old?.reason ?? c.reason ?? c.verdict, status, violations };
}

const list = (label: string, ids: string[]): string[] => (ids.length > 0 ? [`  ${label}: ${ids.join(', ')}`] : []);

export async function baselineUpdateCommand(argv: string[], out: (line: string) => void): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { target: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help) return say(out, BASELINE_USAGE, 0);
    if (positionals.length > 1)
      return say(out, `error: give at most one verdicts.json, got ${positionals.length}: see --help`, 2);
    // The baseline rewritten is named, never inferred: a run left in reports/ by another target must not rewrite its file.
    if (values.target === undefined)
      return say(out, `error: name the baseline to rewrite: npm run baseline:update -- --target <${TARGET_NAMES.join('|')}>`, 2);
    const target = targetName(values.target);
    const file = positionals[0] ?? join(reportsDir(), 'verdicts.json');
    if (!existsSync(file)) return say(out, `error: ${shownPath(file)} does not exist: run npm run conformance first`, 2);
    const run = readVerdictsFile(file, FIX);
    if (run.target !== target)
      return say(out, `error: the last run was against ${run.target}, not ${target}: run it against ${target} first`, 2);
    if (!run.complete) return say(out, 'error: the last run is incomplete: run it to the end before accepting its verdicts', 2);
    const old = loadBaseline(target);
    const judged = new Map(run.cases.map((c) => [c.ruleId, c]));
    // A rule this run did not select, or ran without judging it, keeps its entry and its written reason.
    const kept = Object.keys(old.accepted).filter((id) => {
      const verdict = judged.get(id)?.verdict;
      return verdict === undefined || (verdict !== 'pass' && !ACCEPTABLE.has(verdict));
    });
    const accepted: Record<string, Accepted> = Object.fromEntries(kept.map((id) => [id, old.accepted[id] as Accepted]));
    const changed: string[] = [];
    const pinned: string[] = [];
    for (const c of run.cases.filter((e) => ACCEPTABLE.has(e.verdict))) {
      const before = old.accepted[c.ruleId];
      accepted[c.ruleId] = acceptedOf(c, before);
      const fingerprint = before && acceptedFingerprint(before);
      if (before && fingerprint === undefined) pinned.push(c.ruleId);
      const difference = fingerprint && fingerprintDifference(fingerprint, fingerprintOf(c));
      if (difference) changed.push(`${c.ruleId} (${difference})`);
    }
    const path = saveBaseline({ target, accepted });
    const dropped = Object.keys(old.accepted).filter((id) => judged.get(id)?.verdict === 'pass');
    for (const line of [
      `${shownPath(path)}: ${Object.keys(accepted).length} accepted deviation(s)`,
      ...list('dropped, now passing', dropped),
      ...list('kept, not judged by this run', kept),
      ...list('pinned by fingerprint (entries written before fingerprints)', pinned),
      ...list('changed since accepted: check that the reason still holds', changed),
    ])
      out(line);
    return 0;
  } catch (err) {
    if (err instanceof VtsError || err instanceof TypeError) return say(out, `error: ${(err as Error).message}`, 2);
    throw err;
  }
}
