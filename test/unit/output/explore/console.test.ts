// The exploration's console section: the run in a line, a row per operation, findings by property then field with
// their reproduce lines, harness errors last, and a closing line that says whether the findings gate.
import { describe, expect, it } from 'vitest';
import { exploreConsole } from '../../../../src/output/explore/index.js';
import { brokenRun, finding, findingRun, quietRun } from './runs.js';

describe('the exploration console section', () => {
  it('heads with the target, seed, budget, requests sent (shrinking included), time and rate', () => {
    expect(exploreConsole(quietRun())[0]).toBe(
      'exploration: sandbox, seed 7, budget 40 an operation, 92 requests in 12.5 s (7.4 requests/s)',
    );
  });

  it('gives each operation a row: requests, coverage, random, shrink, fields, keywords, findings, statuses', () => {
    const lines = exploreConsole(findingRun());
    expect(lines[1]?.trim().split(/\s+/)).toEqual([
      'operation',
      'requests',
      'coverage',
      'random',
      'shrink',
      'fields',
      'keywords',
      'findings',
      'statuses',
    ]);
    expect(lines[2]?.trim().split(/\s+/)).toEqual([
      'authToken',
      '40',
      '12',
      '28',
      '6',
      '3',
      '4',
      '2',
      '200×2',
      '400×37',
      'none×1',
    ]);
    expect(lines[3]?.trim().split(/\s+/)).toEqual([
      'emailBasic',
      '40',
      '10',
      '30',
      '6',
      '3',
      '4',
      '2',
      '200×2',
      '400×37',
      'none×1',
    ]);
  });

  it('says a run without findings in its header, its table and the closing line, not gating', () => {
    const lines = exploreConsole(quietRun());
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('exploration: 0 findings (not gating: --gate-explore makes them gate)');
  });

  it('groups findings by property, in the order they are checked, then by field, each with its reproduce line', () => {
    const lines = exploreConsole(findingRun()).slice(4, -1);
    expect(lines).toEqual([
      'findings, by property and field (not gating):',
      'Server error: 3 findings',
      '  body:appId',
      '    authToken type: 500 to an appId that is an array',
      '      reproduce: npm run explore -- --target sandbox --seed 7 --operation authToken --probe authToken#5',
      '  body:email',
      '    emailBasic long: 500 to <img src=x> a | request',
      '      reproduce: npm run explore -- --target sandbox --seed 7 --operation emailBasic --probe emailBasic#3',
      '  body:expiry',
      '    authToken maximum+1: 500 to a request the documents do not refuse',
      '      reproduce: npm run explore -- --target sandbox --seed 7 --operation authToken --probe authToken#4',
      'Undocumented status: 1 finding',
      '  body:email',
      '    emailBasic unicode: status 299, which no document lists',
      '      reproduce: npm run explore -- --target sandbox --seed 7 --operation emailBasic --probe emailBasic#2',
    ]);
  });

  it('closes saying the findings gate under --gate-explore', () => {
    expect(exploreConsole(findingRun({ gates: true })).at(-1)).toBe('exploration: 4 findings (gating)');
    expect(exploreConsole(findingRun()).at(-1)).toBe('exploration: 4 findings (not gating: --gate-explore makes them gate)');
  });

  it('lists harness errors after the findings, and the closing line says they fail the run', () => {
    const lines = exploreConsole(brokenRun());
    expect(lines.slice(-3)).toEqual([
      'harness errors (1):',
      '  authToken authToken#9: no recording: fixtures/recordings/x.json <missing>',
      'exploration: 4 findings (not gating: --gate-explore makes them gate); 1 harness error: the run fails',
    ]);
  });

  it('details at most 20 findings, then counts the rest and names the file that has them', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      finding('response-schema', 'authToken', `body:f${String(i).padStart(2, '0')}`, 'type', 'x'.repeat(400), i),
    );
    const lines = exploreConsole(findingRun({ findings: many }));
    expect(lines.filter((l) => l.includes('reproduce:'))).toHaveLength(20);
    expect(lines).toContain('Response violates schema: 25 findings');
    expect(lines.at(-2)).toBe('… and 5 more: reports/explore.json');
    expect(Math.max(...lines.filter((l) => !l.includes('reproduce:')).map((l) => l.length))).toBeLessThanOrEqual(204);
  });

  it('tells a run that took no time without a rate', () => {
    expect(exploreConsole(quietRun({ durationMs: 0, operations: [] }))[0]).toBe(
      'exploration: sandbox, seed 7, budget 40 an operation, 0 requests in 0.0 s',
    );
  });
});
