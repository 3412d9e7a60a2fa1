// reports/explore.json: the run as it was, written whole (no temporary file left beside it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeExploreReports } from '../../../../src/output/explore/index.js';
import { brokenRun, reportsFolder } from './runs.js';

describe('explore.json', () => {
  it('holds the run, and only the files of the reports are left in the folder', () => {
    const dir = reportsFolder();
    const run = brokenRun();
    writeExploreReports(run, dir);
    expect(JSON.parse(readFileSync(join(dir, 'explore.json'), 'utf8'))).toEqual(run);
    expect(readdirSync(dir).sort()).toEqual(['allure-results', 'explore.json', 'explore.sarif', 'junit.xml', 'summary.md']);
  });
});
