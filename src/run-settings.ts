// What one run is, as the CLI (or a plain `vitest run --project <target>`) hands it to the test workers: environment variables.
import { VtsError } from './errors.js';
import { targetName, type TargetName } from './targets/name.js';

export interface RunSettings {
  target: TargetName;
  /** Data seed of a sandbox or live run; replay takes each case's seed from its recording. */
  seed: number;
  record: boolean;
  strict: boolean;
  /** Every rule of the selected operations runs, so a recording no rule used is worth a note. */
  reportUnused: boolean;
}

const flag = (name: string) => process.env[name] === '1';

export function runSettings(): RunSettings {
  const target = targetName(undefined);
  const seed = Number(process.env.VTS_SEED);
  if (!(Number.isInteger(seed) && seed > 0))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `VTS_SEED must be a positive integer, got "${process.env.VTS_SEED ?? ''}": vitest.config.ts draws one per run`,
    );
  return {
    target,
    seed,
    record: flag('VTS_RECORD'),
    strict: flag('VTS_STRICT'),
    reportUnused: flag('VTS_REPORT_UNUSED'),
  };
}
