// npm test's closing lines (scripts/test-summary.mjs): the ten costliest files, costliest first, the run's wall time,
// and last the line CI reads.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript module, without types
import { summaryLines } from '../../scripts/test-summary.mjs';

const lines = summaryLines as (report: object, now: number) => string[];
const file = (name: string, ms: number) => ({ name: join(process.cwd(), name), startTime: 1000, endTime: 1000 + ms });

describe('test-summary', () => {
  it('lists the ten costliest files, costliest first, and ends with the line CI reads', () => {
    const testResults = Array.from({ length: 12 }, (_, i) => file(`test/unit/f${i}.test.ts`, (i + 1) * 1000));
    const out = lines({ testResults, startTime: 0, numPassedTests: 40, numFailedTests: 1, numRuntimeErrorTestSuites: 1 }, 90_000);
    expect(out).toEqual([
      "the 10 costliest test files (their tests' wall time):",
      ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `  ${`${n}.0 s`.padStart(8)}  test/unit/f${n - 1}.test.ts`),
      'vitest: 90.0 s from its start to this line',
      '40 passed, 2 failed',
    ]);
  });
});
