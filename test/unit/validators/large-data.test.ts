// Data over ALL_ERRORS_UP_TO_VALUES (src/validators/registry.ts): conforms or not as a whole, its errors those of its
// first values, each as the whole's errors name it; smaller data keeps every error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordingsDir } from '../../../src/base/paths.js';
import type { RecordingFile } from '../../../src/recording/file.js';
import { innermost } from '../../../src/validators/innermost.js';
import {
  ALL_ERRORS_UP_TO_VALUES,
  ERRORS_OF_FIRST_VALUES,
  validateAgainst,
  validatorsForTest,
} from '../../../src/validators/registry.js';

const ID = 'cacBasic/200.schema.json';
const recording = JSON.parse(
  readFileSync(join(recordingsDir(), 'cacBasic', 'cacBasic.rc.by-number.json'), 'utf8'),
) as RecordingFile;
const answer = recording.steps[0]?.interactions[0]?.response as { result: { data: Record<string, unknown>[] } };
const company = answer.result.data[0] as Record<string, unknown>;
const withoutState = Object.fromEntries(Object.entries(company).filter(([k]) => k !== 'state'));
/** The recorded answer with `items` companies, as `bad(i)` makes the i-th. */
const answerWith = (items: number, bad: (i: number) => boolean) => ({
  ...answer,
  result: { ...answer.result, data: Array.from({ length: items }, (_, i) => (bad(i) ? withoutState : company)) },
});
/** Every error, as a validator with allErrors gives them. */
function allErrors(data: unknown) {
  const { compiled } = validatorsForTest(ID);
  return compiled?.(data) ? [] : innermost(compiled?.errors ?? []);
}
// A company is 21 values, one without its state 20: this many make data over the bound; WITHIN keep it under.
const LARGE = Math.ceil(ALL_ERRORS_UP_TO_VALUES / 20) + 1;
const WITHIN = Math.floor((ALL_ERRORS_UP_TO_VALUES - 100) / 20);

describe('validateAgainst, data over ALL_ERRORS_UP_TO_VALUES', () => {
  it('gives the errors of its first values: the start of what every error collected would give', () => {
    const data = answerWith(LARGE, () => true);
    const errors = validateAgainst(ID, data);
    const every = allErrors(data);
    expect(every).toHaveLength(LARGE);
    expect(errors.length).toBeGreaterThanOrEqual(20);
    expect(errors.length).toBeLessThanOrEqual(ERRORS_OF_FIRST_VALUES / 20);
    expect(errors).toEqual(every.slice(0, errors.length));
  });

  it('conforms when the whole does; gives the error that failed the whole when its first values hold none', () => {
    expect(
      validateAgainst(
        ID,
        answerWith(LARGE, () => false),
      ),
    ).toEqual([]);
    const errors = validateAgainst(
      ID,
      answerWith(LARGE, (i) => i === LARGE - 1),
    );
    expect(errors).toEqual(allErrors(answerWith(LARGE, (i) => i === LARGE - 1)));
    expect(errors).toMatchObject([{ instancePath: `/result/data/${LARGE - 1}`, keyword: 'required' }]);
  });
});

describe('validateAgainst, data within ALL_ERRORS_UP_TO_VALUES', () => {
  it('gives every error', () => {
    const data = answerWith(WITHIN, () => true);
    expect(validateAgainst(ID, data)).toEqual(allErrors(data));
    expect(validateAgainst(ID, data)).toHaveLength(WITHIN);
  });
});
