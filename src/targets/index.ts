// Picks the target by name (VTS_TARGET or --target; replay by default), and wraps it for --record.
import { VtsError } from '../errors.js';
import { OPERATIONS } from '../operations.js';
import type { Rule } from '../types.js';
import { liveTarget } from './live.js';
import { recording } from './record.js';
import { replayTarget } from './replay.js';
import { sandboxTarget } from './sandbox.js';
import { TARGET_NAMES, type Target, type TargetName } from './target.js';

export function targetName(value: string | undefined): TargetName {
  const name = value ?? process.env.VTS_TARGET ?? 'replay';
  if (!(TARGET_NAMES as readonly string[]).includes(name))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `unknown target "${name}": use one of ${TARGET_NAMES.join(', ')} (--target or VTS_TARGET)`,
    );
  return name as TargetName;
}

export async function openTarget(
  name: TargetName,
  rules: Rule[],
  options: { record: boolean; fullRun: boolean; written?: string[]; sandboxUrl?: string },
): Promise<Target> {
  if (options.record && name === 'replay')
    throw new VtsError('VTS_ERR_USAGE', '--record needs a target that answers: add --target sandbox (or --target live)');
  const target =
    name === 'replay'
      ? replayTarget({ reportUnused: options.fullRun })
      : name === 'sandbox'
        ? await sandboxTarget({ ...(options.sandboxUrl ? { url: options.sandboxUrl } : {}) })
        : liveTarget([...new Set(rules.map((r) => OPERATIONS[r.operation].host))], process.env.VTS_REGION);
  return options.record ? recording(target, options.written) : target;
}
