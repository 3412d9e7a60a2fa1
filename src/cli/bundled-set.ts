// A team that has recorded nothing yet still has a gate: the replay reads the recordings bundled with the package, and
// the baseline that goes with them, and says so on its first line. Only where the folder is the config's (or its
// default): a VTS_RECORDINGS_DIR given by hand that holds nothing stays an error naming it.
import { join, resolve } from 'node:path';
import { ROOT, recordingsDir, shownPath } from '../base/paths.js';
import { runLine } from '../base/run-line.js';
import { setByConfig } from '../base/set-by-config.js';
import { HARNESS_VERSION } from '../base/version.js';
import { missingSetProblem } from '../recording/set-leftovers.js';

const BUNDLED = join(ROOT, 'fixtures', 'recordings');
const BUNDLED_BASELINE = join(ROOT, 'fixtures', 'baseline');

/** Points the run at the bundled set when the team's holds none: the line that says so, or undefined. */
export function useBundledWhenEmpty(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const team = recordingsDir();
  if (!setByConfig('VTS_RECORDINGS_DIR', env) || resolve(team) === resolve(BUNDLED) || missingSetProblem(team) === undefined)
    return undefined;
  env.VTS_RECORDINGS_DIR = BUNDLED;
  env.VTS_BASELINE_DIR = BUNDLED_BASELINE;
  return (
    `replay: ${shownPath(team)} holds no recording yet: replaying the recordings bundled with ` +
    `vts-conformance ${HARNESS_VERSION}, with their baseline (record your own: ` +
    `${runLine('record', ['--target', 'live'])})`
  );
}
