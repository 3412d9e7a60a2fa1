// Which of a run's deviations `baseline:update` accepts: `--rule <id|glob>` (repeatable) or `--all`. A glob and --all
// take only what the baseline does not accept as it stands; an exact id also re-accepts an accepted one (a new reason).
import picomatch from 'picomatch';
import { VtsError } from '../base/errors.js';
import type { Deviation } from '../gate/acceptance.js';
import { suggestion } from './selection.js';

const usage = (message: string): VtsError => new VtsError('VTS_ERR_USAGE', message);
const open = (deviations: readonly Deviation[]) => deviations.filter((d) => d.state !== 'accepted');

/** One --rule: its deviations, or an error naming why it selects none. */
function selectOne(pattern: string, deviations: readonly Deviation[], verdicts: ReadonlyMap<string, string>): Deviation[] {
  if (picomatch.scan(pattern).isGlob) {
    const glob = picomatch(pattern);
    const chosen = open(deviations).filter((d) => glob(d.ruleId));
    if (chosen.length === 0)
      throw usage(
        `--rule "${pattern}" selects no deviation of this run the baseline does not already accept: run without --rule to list them`,
      );
    return chosen;
  }
  const exact = deviations.filter((d) => d.ruleId === pattern);
  if (exact.length > 0) return exact;
  const verdict = verdicts.get(pattern);
  if (verdict === 'pass') throw usage(`${pattern} passes in this run: nothing to accept`);
  if (verdict !== undefined) throw usage(`${pattern} is ${verdict} in this run: nothing to accept`);
  throw usage(
    `--rule "${pattern}" is no deviation of this run${suggestion(
      pattern,
      deviations.map((d) => d.ruleId),
    )}: run without --rule to list them`,
  );
}

/** The deviations to accept, each once, sorted; undefined when neither --rule nor --all was given. */
export function selectDeviations(
  rules: readonly string[],
  all: boolean,
  deviations: readonly Deviation[],
  verdicts: ReadonlyMap<string, string>,
): Deviation[] | undefined {
  if (all && rules.length > 0) throw usage('give --rule or --all, not both: --all accepts every deviation it lists');
  if (all) return open(deviations);
  if (rules.length === 0) return undefined;
  const chosen = new Set(rules.flatMap((p) => selectOne(p, deviations, verdicts)));
  return deviations.filter((d) => chosen.has(d));
}
