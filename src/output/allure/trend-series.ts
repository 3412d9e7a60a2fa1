// Which trend a run's Allure results join, decided by the run as it renders its reports and written beside the
// results: a complete run of the target's whole selection joins the target's trend; a narrowed one (--operation,
// --rule, --exclude, --strength, --testplan: a reproduce line too) a series of its own selection; an incomplete run, a
// shard (its merge joins) and results that do not say (a run that died, a drift) none. So a trend never zig-zags 50/1/50/11.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** Beside the results; not .json, which Allure's readers would try as a Cucumber report. */
export const SERIES_FILE = 'vts-series.txt';

export interface SeriesMark {
  /** The history file's name, less `.jsonl`: the target's, or the target's and the selection's; null: no trend. */
  series: string | null;
  /** The flags that narrowed the run, as typed; absent for the whole selection. */
  selection?: string;
  /** Why the run joins no trend. */
  why?: string;
}

/** The selection's flags, as a user types them; undefined when the run is of every rule. */
export function selectionFlags(s: {
  operations: string[];
  rules: string[];
  exclude: string[];
  strength?: string;
  missing?: boolean;
  testplan?: { file: string } | undefined;
}): string | undefined {
  const flags = [
    ...s.operations.map((o) => `--operation ${o}`),
    ...s.rules.map((r) => `--rule ${r}`),
    ...s.exclude.map((e) => `--exclude ${e}`),
    ...(s.strength === undefined ? [] : [`--strength ${s.strength}`]),
    ...(s.missing === true ? ['--missing'] : []),
    ...(s.testplan === undefined ? [] : [`--testplan ${s.testplan.file}`]),
  ];
  return flags.length > 0 ? flags.join(' ') : undefined;
}

/** `sandbox`, or `sandbox.operation-login`: a readable file name, cut and told apart by a hash when long. */
function seriesName(target: string, selection: string | undefined): string {
  if (selection === undefined) return target;
  const slug = selection
    .replace(/^--/, '')
    .replace(/ --/g, '.')
    .replace(/ /g, '-')
    .replace(/[^\w.-]/g, '_');
  const hash = createHash('sha256').update(selection).digest('hex').slice(0, 8);
  return `${target}.${slug.length > 60 ? `${slug.slice(0, 60)}-${hash}` : slug}`;
}

/** What a run that ended with these reasons to be incomplete (none: it ran to its end) joins. */
export function runSeries(
  run: { target: string; shard?: string; selection?: string },
  incomplete: readonly string[],
): SeriesMark {
  if (incomplete.length > 0) return { series: null, why: `an incomplete run (${incomplete[0]}) joins no trend` };
  if (run.shard !== undefined)
    return { series: null, why: `a shard (${run.shard}) joins no trend: the merge of its shards does` };
  return { series: seriesName(run.target, run.selection), ...(run.selection === undefined ? {} : { selection: run.selection }) };
}

export function markSeries(resultsDir: string, mark: SeriesMark): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, SERIES_FILE), `${JSON.stringify(mark)}\n`);
}

/** The results' mark; results without one (a run that died before its reports, a drift) join no trend. */
export function readSeries(resultsDir: string): SeriesMark {
  const file = join(resultsDir, SERIES_FILE);
  try {
    if (existsSync(file)) {
      const mark = JSON.parse(readFileSync(file, 'utf8')) as SeriesMark;
      if (mark.series === null || (typeof mark.series === 'string' && /^[\w.-]+$/.test(mark.series))) return mark;
    }
  } catch {
    // Unreadable: as if absent.
  }
  return { series: null, why: 'these results do not say they are a finished run (it died before its reports): no trend' };
}
