// fixtures/baseline/<target>.verdicts.json: the deviations a team accepts, each with its reason.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../base/atomic-write.js';
import { VtsError } from '../base/errors.js';
import { ROOT, shownPath } from '../base/paths.js';
import { validateAgainst } from '../schemas/registry.js';
import type { Fingerprint, FingerprintViolation } from './fingerprint.js';

/**
 * One accepted deviation. `status` and `violations` together are its fingerprint (with the verdict); an entry written
 * before fingerprints has neither and accepts the verdict alone, until npm run baseline:update pins it.
 */
export interface Accepted {
  verdict: 'violation' | 'vendor-fault' | 'infra';
  reason: string;
  status?: number | null;
  violations?: FingerprintViolation[];
}
export interface Baseline {
  target: string;
  accepted: Record<string, Accepted>;
}

/** The entry's fingerprint; undefined for an old entry that has none. */
export const acceptedFingerprint = (a: Accepted): Fingerprint | undefined =>
  a.violations === undefined ? undefined : { verdict: a.verdict, status: a.status ?? null, violations: a.violations };

export const baselinePath = (target: string): string =>
  join(process.env.VTS_BASELINE_DIR ?? join(ROOT, 'fixtures', 'baseline'), `${target}.verdicts.json`);

/** No file means nothing is accepted. */
export function loadBaseline(target: string): Baseline {
  const path = baselinePath(target);
  if (!existsSync(path)) return { target, accepted: {} };
  const shown = shownPath(path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${shown} is not valid JSON (${(err as Error).message}): fix it or rewrite it with npm run baseline:update`,
    );
  }
  const [first] = validateAgainst('harness/baseline.schema.json', parsed);
  if (first)
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${shown}: ${first.instancePath || '/'} ${first.message} (schemas/harness/baseline.schema.json)`,
    );
  return parsed as Baseline;
}

export function saveBaseline(baseline: Baseline): string {
  const path = baselinePath(baseline.target);
  const sorted = Object.fromEntries(Object.entries(baseline.accepted).sort(([a], [b]) => a.localeCompare(b)));
  const content = { $schema: '../../schemas/harness/baseline.schema.json', target: baseline.target, accepted: sorted };
  writeFileAtomic(path, `${JSON.stringify(content, null, 2)}\n`);
  return path;
}
