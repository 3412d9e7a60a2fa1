// compareSets over whole folders: the committed set against itself, rules on one side only, what is never drift, and
// the sets it refuses.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareSets } from '../../../src/drift/sets.js';
import type { RecordingFile } from '../../../src/recording/file.js';
import { answerOf, COMMITTED, committed, driftOf, removeTempDirs, setAt, tempDir, writeSet } from './pairs.js';

afterAll(removeTempDirs);

const response = (f: RecordingFile) => answerOf(f).response;

describe('compareSets', () => {
  it('finds no difference between the committed set and itself', () => {
    const report = compareSets(COMMITTED, COMMITTED);
    expect(report.differences).toEqual([]);
    expect(report.rulesCompared).toBeGreaterThan(150);
    expect(report).toMatchObject({ baseline: COMMITTED, candidate: COMMITTED });
  });

  it('reports a rule recorded only in the baseline as breaking rule-missing, only in the candidate as additive rule-added', () => {
    const [a, b] = [committed('emailBasic.email.missing'), committed('emailBasic.request.deliverable')];
    const [both, one] = [writeSet([a, b]), writeSet([a])];
    expect(compareSets(both, one).differences).toEqual([
      expect.objectContaining({
        class: 'breaking',
        kind: 'rule-missing',
        ruleId: 'emailBasic.request.deliverable',
        where: 'recording',
        detail: 'no recording in the candidate',
      }),
    ]);
    expect(compareSets(one, both).differences).toEqual([
      expect.objectContaining({ class: 'additive', kind: 'rule-added', ruleId: 'emailBasic.request.deliverable' }),
    ]);
    expect(compareSets(both, one).rulesCompared).toBe(1);
  });

  it('says "verdict pass → violation" on the breaking difference rather than adding one', () => {
    const [only] = driftOf('emailBasic.email.missing', (f) => setAt(response(f), '/message', 'Email is required'));
    expect(only?.detail).toMatch(/verdict pass → violation$/);
  });

  it('compares a recording whose rule no table names by the schemas alone, without a verdict', () => {
    const unnamed = (f: RecordingFile) => ({ ...f, ruleId: 'emailBasic.legacy.rule' });
    const base = unnamed(committed('emailBasic.email.missing'));
    const cand = structuredClone(base);
    setAt(answerOf(cand).response, '/message', 'Email is required');
    setAt(answerOf(cand).response, '/status', undefined);
    expect(compareSets(writeSet([base]), writeSet([cand])).differences).toEqual([
      expect.objectContaining({ class: 'breaking', kind: 'field-removed', pointer: '/status', source: '' }),
    ]);
  });
});

describe('never drift', () => {
  it.for([
    ['an identical pair', 'emailBasic.request.deliverable', () => {}],
    [
      'a personal-data stand-in changed, its format too',
      'secretaryOfStateSearch.request.found',
      (f: RecordingFile) => {
        setAt(response(f), '/result/EIN', '987654321');
        setAt(response(f), '/result/businessName', 'Yyyyy Yyy');
      },
    ],
    [
      'a changed value (a count, a name, a time)',
      'emailBasic.request.deliverable',
      (f: RecordingFile) => {
        setAt(response(f), '/result/emailTenure', 4);
        setAt(response(f), '/result/companyName', 'Another Registrar, Inc.');
        setAt(response(f), '/result/updateTime', '2025-01-02T03:04:05.000Z');
      },
    ],
    [
      'a shorter array',
      'emailBasic.request.breached',
      (f: RecordingFile) => setAt(response(f), '/result/breach/breaches', (list) => (list as unknown[]).slice(0, 1)),
    ],
    [
      'another key order',
      'emailBasic.request.deliverable',
      (f: RecordingFile) => {
        const body = response(f) as Record<string, unknown>;
        answerOf(f).response = Object.fromEntries(Object.entries(body).reverse());
      },
    ],
    [
      'other seed, test data and harness version',
      'emailBasic.request.deliverable',
      (f: RecordingFile) => {
        Object.assign(f, { seed: 7, harnessVersion: '9.9.9', data: { deliverableEmail: 'x@y.z' } });
      },
    ],
  ] as const)('%s', ([, ruleId, edit]) => {
    expect(driftOf(ruleId, edit)).toEqual([]);
  });
});

describe('a set it cannot read', () => {
  const code = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return { code: (err as { code?: string }).code, message: (err as Error).message };
    }
    return undefined;
  };

  it('refuses a missing folder, naming it and how to record one', () => {
    const missing = join(tempDir(), 'no-such-set');
    expect(code(() => compareSets(COMMITTED, missing))).toEqual({
      code: 'VTS_ERR_DRIFT_SET',
      message: expect.stringMatching(new RegExp(`${missing}.*npm run record -- --out`)),
    });
    expect(code(() => compareSets(missing, COMMITTED))?.message).toContain(missing);
  });

  it('refuses a file that is not a valid recording, naming the file', () => {
    const dir = writeSet([committed('emailBasic.email.missing')]);
    mkdirSync(join(dir, 'authToken'));
    writeFileSync(join(dir, 'authToken', 'authToken.request.valid.json'), '{"truncated":');
    expect(code(() => compareSets(COMMITTED, dir))).toEqual({
      code: 'VTS_ERR_DRIFT_SET',
      message: expect.stringContaining('authToken.request.valid.json'),
    });
  });

  it('refuses a file named after another rule', () => {
    const dir = writeSet([]);
    mkdirSync(join(dir, 'emailBasic'));
    writeFileSync(join(dir, 'emailBasic', 'emailBasic.other.json'), JSON.stringify(committed('emailBasic.email.missing')));
    expect(code(() => compareSets(dir, COMMITTED))).toEqual({
      code: 'VTS_ERR_DRIFT_SET',
      message: expect.stringContaining('holds the recording of emailBasic.email.missing'),
    });
  });

  it('refuses an empty folder', () => {
    const dir = tempDir();
    expect(code(() => compareSets(COMMITTED, dir))).toEqual({
      code: 'VTS_ERR_DRIFT_SET',
      message: expect.stringContaining('holds no recording'),
    });
  });
});
