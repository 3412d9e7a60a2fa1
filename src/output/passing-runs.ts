// <history>/passing/<series>.jsonl: per complete run of a series, its date and the accepted deviations' rules that
// passed, the last RUNS kept. Allure's history is written only by `npm run report` and keys cases by hash, not rule:
// this is the one source that says an accepted rule has passed night after night.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../base/atomic-write.js';

/** This run and the 6 complete runs before it: a week of nights. */
export const RUNS = 7;

interface PassingRun {
  date: string;
  passed: string[];
}

// A folder of its own: beside them, a name ending in .jsonl would read as one more of the report's trend series.
export const passingFile = (historyDir: string, series: string): string => join(historyDir, 'passing', `${series}.jsonl`);

/** The file's runs, oldest first; a damaged line is left out (it breaks a streak, never makes one). */
function readRuns(file: string): PassingRun[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const run = JSON.parse(line) as PassingRun;
        return typeof run.date === 'string' && Array.isArray(run.passed) ? [run] : [];
      } catch {
        return [];
      }
    });
}

/** Adds this run, keeps the last RUNS, and returns the rules that passed in each of them (none until there are RUNS). */
export function recordPassing(file: string, date: string, passed: readonly string[]): string[] {
  const runs = [...readRuns(file), { date, passed: [...passed].sort() }].slice(-RUNS);
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, runs.map((r) => `${JSON.stringify(r)}\n`).join(''));
  if (runs.length < RUNS) return [];
  return runs[RUNS - 1]!.passed.filter((id) => runs.every((r) => r.passed.includes(id)));
}
