// The progress line of a long run: cases done, the rate, the time left, the failures so far; nothing before the interval.
import { describe, expect, it } from 'vitest';
import { Progress } from '../../src/output/progress.js';

describe('Progress', () => {
  it('prints one line per interval with the rate, the estimate and the failures', () => {
    let now = 0;
    const lines: string[] = [];
    const progress = new Progress({ total: 100, out: (l) => lines.push(l), everyMs: 10_000, now: () => now });
    for (let i = 1; i <= 20; i += 1) {
      now = i * 1000; // a case a second
      progress.caseDone(i === 5);
    }
    expect(lines).toEqual([
      'progress: 10/100 cases, 1.0 cases/s, about 1 min 30 s left, 1 failing so far',
      'progress: 20/100 cases, 1.0 cases/s, about 1 min 20 s left, 1 failing so far',
    ]);
  });

  it('prints nothing for a run shorter than the interval, and no estimate without a total', () => {
    let now = 0;
    const lines: string[] = [];
    const progress = new Progress({ out: (l) => lines.push(l), everyMs: 10_000, now: () => now });
    now = 9_000;
    progress.caseDone(false);
    expect(lines).toEqual([]);
    now = 12_000;
    progress.caseDone(false);
    expect(lines).toEqual(['progress: 2 cases, 0.2 cases/s']);
  });
});
