// vitest splits a run's suite files among shards, whole files each: more shards than files would leave one with none,
// which vitest reports only after the run has started and the reports were cleared. Said here, before anything starts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { VtsError } from '../base/errors.js';
import { ROOT } from '../base/paths.js';
import { isSuiteFile, SUITES_DIR } from '../vitest-glue/suite-projects.js';

/** How many suite files a run hands vitest: those given, or, when none is, every conformance suite. */
export const suiteFileCount = (files: readonly string[]): number =>
  files.length > 0 ? files.length : readdirSync(join(ROOT, SUITES_DIR)).filter(isSuiteFile).length;

/** Throws a usage error when shard k/n of these files would select none. */
export function checkShardCount([k, n]: [number, number], files: readonly string[]): void {
  const count = suiteFileCount(files);
  if (n <= count) return;
  throw new VtsError(
    'VTS_ERR_USAGE',
    `--shard ${k}/${n}: this run has ${count} suite file${count === 1 ? '' : 's'}, so n can be at most ` +
      `${count} (a shard runs whole files): give --shard k/n with 1 <= k <= n <= ${count}`,
  );
}
