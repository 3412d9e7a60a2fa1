// fixtures/baseline/<target>.verdicts.json: the deviations a team accepts, each with its reason, who accepted it and when.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../base/atomic-write.js';
import { VtsError } from '../base/errors.js';
import { ROOT, shownPath } from '../base/paths.js';
import { validateAgainst } from '../validators/registry.js';
import type { Fingerprint, FingerprintViolation } from './fingerprint.js';

/** One accepted deviation; `status` and `violations` with the verdict are its fingerprint. Older entries may lack them
 * (then the verdict alone is accepted until baseline:update) or lack `acceptedBy`/`acceptedOn`. */
export interface Accepted {
  /** Why the team accepts it, as a person typed it (--reason): never the run's own text. */
  reason: string;
  /** The ticket that accepted it (--ticket): an id ("QA-123") or an http(s) URL. */
  ticket?: string;
  /** "Name <email>" from git config, else the login name. */
  acceptedBy?: string;
  /** YYYY-MM-DD (UTC). */
  acceptedOn?: string;
  verdict: 'violation' | 'vendor-fault' | 'infra';
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

/** The keys of an entry in the order a review reads them: why and its ticket, who, when, then what it accepts. */
const KEY_ORDER = ['reason', 'ticket', 'acceptedBy', 'acceptedOn', 'verdict', 'status', 'violations'] as const;

/** `{ "check": "message", "pointer": "/error" }`, as Prettier would write it, keys in a fixed order. */
const violationText = (v: FingerprintViolation): string =>
  `{ ${(['check', 'pointer', 'step'] as const)
    .filter((k) => v[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}: ${JSON.stringify(v[k])}`)
    .join(', ')} }`;

/** An entry, its keys in KEY_ORDER, each violation on one line: a diff shows one line per thing that changed. */
function entryText(id: string, a: Accepted): string {
  const lines = KEY_ORDER.filter((k) => a[k] !== undefined).map((k) => {
    if (k !== 'violations' || a.violations === undefined || a.violations.length === 0)
      return `      ${JSON.stringify(k)}: ${JSON.stringify(a[k])}`;
    const items = a.violations.map((v) => `        ${violationText(v)}`);
    return `      "violations": [\n${items.join(',\n')}\n      ]`;
  });
  return `    ${JSON.stringify(id)}: {\n${lines.join(',\n')}\n    }`;
}

/** One entry a rule, sorted by rule id, keys in a fixed order: the same baseline is always the same text. */
export function baselineText(baseline: Baseline): string {
  const ids = Object.keys(baseline.accepted).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const accepted =
    ids.length === 0 ? '{}' : `{\n${ids.map((id) => entryText(id, baseline.accepted[id] as Accepted)).join(',\n')}\n  }`;
  return `{\n  "$schema": "../../schemas/harness/baseline.schema.json",\n  "target": ${JSON.stringify(baseline.target)},\n  "accepted": ${accepted}\n}\n`;
}

export function saveBaseline(baseline: Baseline): string {
  const path = baselinePath(baseline.target);
  writeFileAtomic(path, baselineText(baseline));
  return path;
}
