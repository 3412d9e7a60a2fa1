// The target names, and the one that a run asks for (--target, else VTS_TARGET, else replay): nothing heavier is loaded
// to check a flag.
import { VtsError } from '../base/errors.js';

export const TARGET_NAMES = ['replay', 'sandbox', 'live'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

export function targetName(value: string | undefined): TargetName {
  const name = value ?? process.env.VTS_TARGET ?? 'replay';
  if (!(TARGET_NAMES as readonly string[]).includes(name))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `unknown target "${name}": use one of ${TARGET_NAMES.join(', ')} (--target or VTS_TARGET)`,
    );
  return name as TargetName;
}
