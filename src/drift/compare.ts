// One rule's baseline recording against its candidate: every difference, classified (src/drift/types.ts KINDS).
import type { RecordingFile } from '../recording/file.js';
import type { Rule } from '../model/types.js';
import { judge, type Judgement } from '../case/verdict.js';
import type { SetContext } from './context.js';
import { eventDifferences } from './events.js';
import { exchangeOf } from './exchange.js';
import { classOf, type Found, toDifference } from './found.js';
import { stepDifferences } from './steps.js';
import type { Difference } from './types.js';

/** The verdict the recording earns; undefined when judging it failed (a recording too odd to judge has no verdict). */
function verdictOf(rule: Rule, file: RecordingFile): Judgement | undefined {
  try {
    return judge(rule, exchangeOf(file));
  } catch {
    return undefined;
  }
}

/** pass → violation: its own finding when nothing else breaks, else said on the first breaking one. */
function verdictRegression(rule: Rule, baseline: RecordingFile, candidate: RecordingFile, found: Found[]): Found[] {
  if (rule.strength === 'probe' || verdictOf(rule, baseline)?.verdict !== 'pass') return [];
  const now = verdictOf(rule, candidate);
  if (now?.verdict !== 'violation') return [];
  const breaking = found.find((f) => classOf(f.kind, f.undocumented) === 'breaking');
  if (breaking) {
    breaking.detail += '; verdict pass → violation';
    return [];
  }
  const [first] = now.violations;
  return [
    {
      kind: 'verdict-regressed',
      where: 'verdict',
      pointer: first?.pointer ?? '',
      before: 'pass',
      after: 'violation',
      detail: now.reason ?? 'the verdict went from pass to violation',
    },
  ];
}

const sameExchange = (a: RecordingFile, b: RecordingFile) =>
  JSON.stringify([a.steps, a.events]) === JSON.stringify([b.steps, b.events]);

/** The differences of one rule's recordings. `rule` undefined (no table names it): documented means the schemas alone,
 * and there is no verdict. Never throws on an odd body. */
export function compareRecordings(
  rule: Rule | undefined,
  baseline: RecordingFile,
  candidate: RecordingFile,
  context: SetContext,
): Difference[] {
  if (sameExchange(baseline, candidate)) return [];
  const found = [...stepDifferences(rule, baseline, candidate, context), ...eventDifferences(rule, baseline, candidate, context)];
  if (rule) found.push(...verdictRegression(rule, baseline, candidate, found));
  return found.map((f) => toDifference(f, baseline, rule));
}
