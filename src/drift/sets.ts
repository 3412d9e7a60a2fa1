// Two recording sets compared rule by rule: files paired by <operation>/<rule-id>.json, each pair classified.
import { existsSync, statSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { VtsError } from '../base/errors.js';
import { type RecordingFile, readRecording } from '../recording/file.js';
import { recordingFilesOf } from '../recording/promote.js';
import { allRules } from '../rules/index.js';
import { compareRecordings } from './compare.js';
import { setContext } from './context.js';
import { classOf } from './found.js';
import { ABSENT, type Difference, type DriftReport } from './types.js';
import { shownPath } from '../base/paths.js';

const shown = shownPath;
const recordHint = (dir: string) => `record one with \`npm run record -- --out ${dir}\``;

function setError(dir: string, problem: string): VtsError {
  return new VtsError('VTS_ERR_DRIFT_SET', `recording set ${dir} ${problem}`);
}

/** Every recording of a set, by `<operation>/<rule-id>.json`; throws VTS_ERR_DRIFT_SET for a missing or unreadable set. */
export function readSet(dir: string): Map<string, RecordingFile> {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw setError(dir, `does not exist: ${recordHint(dir)}, or name an existing folder`);
  const out = new Map<string, RecordingFile>();
  try {
    for (const relativePath of recordingFilesOf(dir)) {
      const path = join(dir, relativePath);
      const file = readRecording(path);
      if (`${file.ruleId}.json` !== basename(path))
        throw new Error(`${shown(path)} holds the recording of ${file.ruleId}: rename it ${file.ruleId}.json or re-record`);
      out.set(relativePath.split(sep).join('/'), file);
    }
  } catch (err) {
    throw setError(dir, `is unreadable: ${(err as Error).message}`);
  }
  if (out.size === 0) throw setError(dir, `holds no recording (<operation>/<rule-id>.json): ${recordHint(dir)}`);
  return out;
}

const order = (a: Difference, b: Difference) => (a.operation < b.operation ? -1 : a.operation > b.operation ? 1 : 0);

/** The baseline against the candidate, rule by rule. Throws VtsError VTS_ERR_DRIFT_SET when a set is missing or unreadable. */
export function compareSets(baselineDir: string, candidateDir: string): DriftReport {
  const [baseline, candidate] = [readSet(baselineDir), readSet(candidateDir)];
  const context = setContext([...baseline.values()], [...candidate.values()]);
  const rules = new Map(allRules().map((r) => [r.id, r]));
  const differences: Difference[] = [];
  let rulesCompared = 0;
  // A candidate re-recorded with --operation holds some operations only: the others were not re-recorded, not removed.
  const recorded = new Set([...candidate.values()].map((f) => f.operation));
  const skipped = new Set<string>();
  for (const key of [...new Set([...baseline.keys(), ...candidate.keys()])].sort()) {
    const [b, c] = [baseline.get(key), candidate.get(key)];
    if (b && !c && !recorded.has(b.operation)) {
      skipped.add(b.operation);
      continue;
    }
    const file = (b ?? c) as RecordingFile;
    const rule = rules.get(file.ruleId);
    if (b && c) {
      rulesCompared++;
      differences.push(...compareRecordings(rule, b, c, context));
      continue;
    }
    const kind = b ? 'rule-missing' : 'rule-added';
    differences.push({
      class: classOf(kind),
      kind,
      operation: file.operation,
      ruleId: file.ruleId,
      where: 'recording',
      pointer: '',
      before: b ? key : ABSENT,
      after: c ? key : ABSENT,
      source: rule?.source ?? '',
      detail: b ? 'no recording in the candidate' : 'a recording only in the candidate',
    });
  }
  return {
    baseline: baselineDir,
    candidate: candidateDir,
    rulesCompared,
    notRecorded: [...skipped].sort(),
    differences: differences.sort(order),
  };
}
