// Accepted deviations without a ticket: said by the doctor, never blocking. A ticket ties an acceptance to the decision
// that made it (baseline:update --ticket); an entry without one has no owner to ask when its rule passes again.
import { existsSync } from 'node:fs';
import { shownPath } from '../../base/paths.js';
import { VtsError } from '../../base/errors.js';
import { baselinePath, loadBaseline } from '../../gate/baseline.js';
import { TARGET_NAMES } from '../../settings/target-name.js';

/** One hint per target baseline holding entries without a ticket, naming them and the command that adds one. */
export function ticketHints(targets: readonly string[] = TARGET_NAMES): string[] {
  return targets.flatMap((target) => {
    const path = baselinePath(target);
    if (!existsSync(path)) return [];
    let accepted;
    try {
      ({ accepted } = loadBaseline(target));
    } catch (err) {
      // A broken baseline stops the run itself, with its own line: the doctor does not say it twice.
      if (err instanceof VtsError) return [];
      throw err;
    }
    const ids = Object.keys(accepted)
      .filter((id) => accepted[id]?.ticket === undefined)
      .sort();
    if (ids.length === 0) return [];
    return [
      `${shownPath(path)}: ${ids.length} deviation(s) accepted without a ticket: ${ids.join(', ')}: add one as you accept ` +
        `it again: npm run baseline:update -- --target ${target} --rule <id> --reason "<why>" --ticket <id|url>`,
    ];
  });
}
