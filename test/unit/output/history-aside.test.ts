// A run's unreported results are kept aside in the history folder, which a CI cache may mount on another file system.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepUnreported, unreportedRuns } from '../../../src/output/allure/history.js';
import { markSeries, type SeriesMark } from '../../../src/output/allure/trend-series.js';

const results = (parent: string, mark: SeriesMark = { series: 'replay' }) => {
  const dir = join(parent, 'allure-results');
  markSeries(dir, mark);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'r1-result.json'), '{"name":"a case"}');
  writeFileSync(join(dir, 'a1-attachment.json'), '{}');
  writeFileSync(join(dir, 'environment.properties'), 'target = replay\n');
  return dir;
};

// This machine's /dev/shm is a file system of its own (the CI runs here); elsewhere the case has no second one.
const other = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev ? '/dev/shm' : undefined;

describe('keeping unreported results aside', () => {
  it('moves them into the history folder', () => {
    const reports = mkdtempSync(join(tmpdir(), 'vts-history-'));
    const kept = keepUnreported(results(reports), join(reports, 'history'));
    expect(kept && readdirSync(kept).sort()).toEqual([
      'a1-attachment.json',
      'environment.properties',
      'r1-result.json',
      'vts-series.txt',
    ]);
    expect(existsSync(join(reports, 'allure-results'))).toBe(false);
  });

  it('leaves the results of a run that joins no trend (interrupted, a shard) to be cleared', () => {
    const reports = mkdtempSync(join(tmpdir(), 'vts-history-'));
    const dir = results(reports, { series: null, why: 'an incomplete run (interrupted (SIGINT)) joins no trend' });
    expect(keepUnreported(dir, join(reports, 'history'))).toBeUndefined();
    expect(unreportedRuns(join(reports, 'history'))).toEqual([]);
  });

  it.runIf(other)('copies them into a history folder on another file system, leaving no half-copied run', () => {
    const reports = mkdtempSync(join(tmpdir(), 'vts-history-'));
    const history = mkdtempSync(join(other ?? '', 'vts-history-'));
    const kept = keepUnreported(results(reports), history);
    expect(kept && readdirSync(kept).sort()).toEqual([
      'a1-attachment.json',
      'environment.properties',
      'r1-result.json',
      'vts-series.txt',
    ]);
    expect(unreportedRuns(history)).toEqual([kept]);
    expect(existsSync(join(reports, 'allure-results'))).toBe(false);
  });
});
