// fixtures/baseline/<target>.applicable.json: the rules a target runs, so coverage cannot shrink unseen. A rule of the set
// that a run finds not-applicable (a profile key gone, a variable unset) makes the run incomplete, naming what it lacked;
// a rule the run did not select is not held (a selection, a shard, a reproduce line narrow on purpose). A team that runs
// only parts (--operation ×5 each night) records the floor of each part it names, `selected` saying which rules have one.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../base/atomic-write.js';
import { VtsError } from '../base/errors.js';
import { shownPath } from '../base/paths.js';
import { validateAgainst } from '../validators/registry.js';
import { baselinePath } from './baseline.js';
import type { VerdictEntry } from './case-record.js';
import { readJsonFile } from './run-file.js';

export interface ApplicableSet {
  target: string;
  /** Rule ids, sorted. */
  rules: string[];
  /** The rules whose floor runs of parts recorded, ran or not-applicable then, sorted; absent: a whole run recorded
   * every rule's. */
  selected?: string[];
}

type Judged = Pick<VerdictEntry, 'ruleId' | 'verdict' | 'reason'>;

const SCHEMA = 'harness/applicable.schema.json';
export const UPDATE = 'npm run applicable:update';

/** Beside the target's baseline (VTS_BASELINE_DIR moves both). */
export const applicablePath = (target: string): string => join(dirname(baselinePath(target)), `${target}.applicable.json`);

/** The target's set; undefined when it has none yet. */
export function loadApplicable(target: string): ApplicableSet | undefined {
  const path = applicablePath(target);
  if (!existsSync(path)) return undefined;
  const fix = `fix it, or delete it and rewrite it with ${UPDATE} -- --target ${target}`;
  const parsed = readJsonFile(path, fix);
  const [first] = validateAgainst(SCHEMA, parsed);
  if (first)
    throw new VtsError('VTS_ERR_USAGE', `${shownPath(path)}: ${first.instancePath || '/'} ${first.message} (schemas/${SCHEMA})`);
  return parsed as ApplicableSet;
}

export function saveApplicable(set: ApplicableSet): string {
  const path = applicablePath(set.target);
  const sorted = (ids: string[]) => [...new Set(ids)].sort();
  const content = {
    $schema: `../../schemas/${SCHEMA}`,
    target: set.target,
    rules: sorted(set.rules),
    ...(set.selected === undefined ? {} : { selected: sorted(set.selected) }),
  };
  writeFileAtomic(path, `${JSON.stringify(content, null, 2)}\n`);
  return path;
}

/** The rules a run judged: every verdict but not-applicable, sorted. */
export const ranRules = (entries: readonly Judged[]): string[] =>
  entries
    .filter((e) => e.verdict !== 'not-applicable')
    .map((e) => e.ruleId)
    .sort();

/** What a not-applicable case lacked, from its reason: `test data "faceSelfie"`, or the reason up to its fix. */
export function lackedOf(reason: string | undefined): string {
  const key = /test data "([^"]+)"/.exec(reason ?? '')?.[1];
  if (key !== undefined) return `test data "${key}"`;
  const first = (reason ?? '').split('\n')[0]?.split(':')[0]?.trim();
  return first ? first.replace(/^needs /, '') : 'something (its reason is empty)';
}

/** The set's rules this run found not-applicable, grouped by what they lacked: [lacked, rule ids][]. */
export function droppedOut(entries: readonly Judged[], set: ApplicableSet): [string, string[]][] {
  const held = new Set(set.rules);
  const byLack = new Map<string, string[]>();
  for (const e of entries)
    if (e.verdict === 'not-applicable' && held.has(e.ruleId)) {
      const lacked = lackedOf(e.reason);
      byLack.set(lacked, [...(byLack.get(lacked) ?? []), e.ruleId]);
    }
  return [...byLack].map(([lacked, ids]) => [lacked, ids.sort()]);
}

/** Why the run is incomplete for the rules that dropped out of the set, one line per thing lacked; [] when none did. */
export function droppedCauses(entries: readonly Judged[], set: ApplicableSet, verb = 'did not run'): string[] {
  const shown = shownPath(applicablePath(set.target));
  return droppedOut(entries, set).map(
    ([lacked, ids]) =>
      `${ids.length} rule(s) of ${shown} ${verb}, lacking ${lacked}: ${ids.join(', ')}: give the target ` +
      `that data again, or drop them on purpose with ${UPDATE} -- --target ${set.target} --drop <id|glob>`,
  );
}

/** The rules of this run the set records no floor for: every one without a set, those outside `selected` in a set of
 * parts, none in a whole run's set (a rule added since is coverage grown, `grownNote`). */
export function unrecorded(entries: readonly Judged[], set: ApplicableSet | undefined): string[] {
  if (set !== undefined && set.selected === undefined) return [];
  const recorded = new Set(set?.selected ?? []);
  return entries.map((e) => e.ruleId).filter((id) => !recorded.has(id));
}

/** A note (not gating) for rules that ran and the set does not hold yet: coverage grew. */
export function grownNote(entries: readonly Judged[], set: ApplicableSet): string[] {
  const held = new Set(set.rules);
  const fresh = new Set(unrecorded(entries, set));
  const added = ranRules(entries).filter((id) => !held.has(id) && !fresh.has(id));
  return added.length === 0
    ? []
    : [
        `coverage: ${added.length} rule(s) ran that ${shownPath(applicablePath(set.target))} does not hold yet: ${UPDATE} -- --target ${set.target} adds them`,
      ];
}

export interface CoverageHold {
  /** Why the run is incomplete: rules of the set that did not run, or a set that cannot be read. */
  causes: string[];
  notes: string[];
  /** The run may write the target's first set: it has none, and none that cannot be read. */
  firstSet: boolean;
  /** The set as read, for a run that records more of it. */
  set?: ApplicableSet;
}

/** The run's entries held to the target's set. */
export function holdCoverage(target: string, entries: readonly Judged[]): CoverageHold {
  let set: ApplicableSet | undefined;
  try {
    set = loadApplicable(target);
  } catch (err) {
    if (!(err instanceof VtsError)) throw err;
    return { causes: [err.message], notes: [], firstSet: false };
  }
  if (set === undefined) return { causes: [], notes: [], firstSet: true };
  return { causes: droppedCauses(entries, set), notes: grownNote(entries, set), firstSet: false, set };
}

/** Writes the target's first set from a complete run of its whole selection; the line that says so. */
export function recordFirstSet(target: string, entries: readonly Judged[]): string {
  const rules = ranRules(entries);
  const path = saveApplicable({ target, rules });
  return (
    `coverage: recorded the ${rules.length} rules this run judged in ${shownPath(path)}: commit it; a ` +
    `later run in which one of them is not-applicable is incomplete (exit 2)`
  );
}

/** A complete run records the floor of its rules that have none: a part (`whole` false) adds them to `selected`; the
 * whole selection completes a set of parts, which then holds every rule. The line that says so; none when nothing new. */
export function recordFloor(
  target: string,
  entries: readonly Judged[],
  set: ApplicableSet | undefined,
  whole: boolean,
): string | undefined {
  if (set === undefined && whole) return recordFirstSet(target, entries);
  const fresh = unrecorded(entries, set);
  if (fresh.length === 0 && !(whole && set?.selected !== undefined)) return undefined;
  const isFresh = new Set(fresh);
  const added = ranRules(entries).filter((id) => isFresh.has(id));
  const rules = [...(set?.rules ?? []), ...added];
  const path = saveApplicable({ target, rules, ...(whole ? {} : { selected: [...(set?.selected ?? []), ...fresh] }) });
  return (
    `coverage: recorded the floor of ${fresh.length} rule(s) ${whole ? 'this whole run' : 'this part'} judged first ` +
    `(${added.length} ran) in ${shownPath(path)}: commit it; a later run in which one of them is not-applicable is ` +
    `incomplete (exit 2)`
  );
}
