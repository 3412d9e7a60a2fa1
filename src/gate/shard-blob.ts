// A shard's blob report (vitest's own format: flatted JSON of [version, files, errors, …]), checked before the merge
// hands it to vitest: a truncated, foreign or other-version blob, or a case entry the gate could not read, is one line
// naming the file, where vitest would throw a stack trace or the gate would crash half-way through the reports.
import { VtsError } from '../base/errors.js';
import { caseEntryProblem, readJsonFile, shownPath } from './run-file.js';

/** Undoes flatted (every object and string once in a table, string values as indexes into it), walking a list rather
 * than recursing so a deep task tree cannot overflow the stack. */
function unflatten(table: unknown[]): unknown {
  const root = table[0];
  if (root === null || typeof root !== 'object') return root;
  const seen = new Set<object>([root]);
  const todo: object[] = [root];
  for (let node = todo.pop(); node !== undefined; node = todo.pop()) {
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const ref = record[key];
      if (typeof ref !== 'string') continue;
      const value = table[Number(ref)];
      record[key] = value;
      if (value !== null && typeof value === 'object' && !seen.has(value)) {
        seen.add(value);
        todo.push(value);
      }
    }
  }
  return root;
}

interface Task {
  type?: unknown;
  name?: unknown;
  tasks?: unknown;
  meta?: { vts?: unknown };
}

/** Every test under the files, by their `tasks`. */
function testsOf(files: unknown[]): Task[] {
  const tests: Task[] = [];
  const todo = [...files];
  const seen = new Set<unknown>();
  for (let node = todo.pop(); node !== undefined; node = todo.pop()) {
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const task = node as Task;
    if (task.type === 'test') tests.push(task);
    if (Array.isArray(task.tasks)) todo.push(...task.tasks);
  }
  return tests;
}

/** Throws a one-line VtsError unless `path` is a blob report this checkout's vitest (`vitestVersion`) can merge. */
export function checkShardBlob(path: string, vitestVersion: string, fix: string): void {
  const shown = shownPath(path);
  const data = readJsonFile(path, fix);
  const report = Array.isArray(data) ? unflatten(data) : undefined;
  if (!Array.isArray(report) || typeof report[0] !== 'string' || !Array.isArray(report[1]))
    throw new VtsError('VTS_ERR_USAGE', `${shown} is not a vitest blob report: ${fix}`);
  if (report[0] !== vitestVersion)
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${shown} was written by vitest ${report[0]}, this checkout runs ${vitestVersion}: ${fix}`,
    );
  for (const test of testsOf(report[1])) {
    if (test.meta?.vts === undefined) continue;
    const problem = caseEntryProblem(test.meta.vts);
    if (problem !== undefined) throw new VtsError('VTS_ERR_USAGE', `${shown}: test "${String(test.name)}": ${problem}: ${fix}`);
  }
}
