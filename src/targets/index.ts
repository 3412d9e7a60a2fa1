// Opens the target a run names, and wraps it for --record.
import { VtsError } from '../base/errors.js';
import { operationsOf } from '../flow/case-flow.js';
import { OPERATIONS } from '../model/operations.js';
import { runRegion } from '../settings/run-settings.js';
import type { Rule } from '../model/types.js';
import { liveTarget } from './live.js';
import { recording } from './record.js';
import { replayTarget } from './replay.js';
import { sandboxTarget } from './sandbox.js';
import type { TargetName } from '../settings/target-name.js';
import type { Target } from '../case/target.js';

export async function openTarget(
  name: TargetName,
  rules: Rule[],
  options: { record: boolean; fullRun: boolean; written?: string[]; sandboxUrl?: string; reuseSeeds?: boolean },
): Promise<Target> {
  if (options.record && name === 'replay')
    throw new VtsError('VTS_ERR_USAGE', '--record needs a target that answers: add --target sandbox (or --target live)');
  const target =
    name === 'replay'
      ? replayTarget({ reportUnused: options.fullRun })
      : name === 'sandbox'
        ? await sandboxTarget({ ...(options.sandboxUrl ? { url: options.sandboxUrl } : {}) })
        : liveTarget([...new Set(rules.flatMap((r) => operationsOf(r).map((op) => OPERATIONS[op].host)))], runRegion());
  return options.record ? recording(target, options.written, { reuseSeeds: options.reuseSeeds ?? false }) : target;
}
