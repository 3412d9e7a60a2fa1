// The applicable set (fixtures/baseline/<target>.applicable.json): what a run is held to, how a dropped rule reads, and
// the floor a run of a part records (issue 50, item 5).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicablePath,
  holdCoverage,
  lackedOf,
  loadApplicable,
  recordFirstSet,
  recordFloor,
  saveApplicable,
  unrecorded,
} from '../../../src/gate/applicable.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vts-applicable-'));
  vi.stubEnv('VTS_BASELINE_DIR', dir);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const na = (ruleId: string, reason: string) => ({ ruleId, verdict: 'not-applicable', reason });
const ran = (ruleId: string, verdict = 'pass') => ({ ruleId, verdict });

describe('lackedOf', () => {
  it('names the profile key of a case without its test data', () => {
    expect(lackedOf('needs test data "faceSelfie": add it to live.json under "data"')).toBe('test data "faceSelfie"');
    expect(lackedOf('needs the file of test data "qrImage": x does not exist (fix the path …)')).toBe('test data "qrImage"');
  });

  it('names the setting otherwise, up to its fix', () => {
    expect(lackedOf('needs webhook events: set VTS_WEBHOOK_PUBLIC_URL to a public URL')).toBe('webhook events');
  });
});

describe('holdCoverage', () => {
  it('without a set: holds nothing, and the run may record the first one', () => {
    expect(holdCoverage('live', [na('a.b', 'needs test data "k"')])).toEqual({ causes: [], notes: [], firstSet: true });
  });

  it('a rule of the set not applicable: one cause per thing lacked, naming each rule', () => {
    saveApplicable({ target: 'live', rules: ['op.a', 'op.b', 'op.c', 'op.d'] });
    const { causes, firstSet } = holdCoverage('live', [
      na('op.a', 'needs test data "vpa": add it'),
      na('op.b', 'needs test data "vpa": add it'),
      na('op.c', 'needs webhook events: set VTS_WEBHOOK_PUBLIC_URL'),
      ran('op.d', 'violation'),
      na('op.other', 'needs test data "x": add it'),
    ]);
    expect(firstSet).toBe(false);
    expect(causes).toEqual([
      expect.stringMatching(/^2 rule\(s\) of .*live\.applicable\.json did not run, lacking test data "vpa": op\.a, op\.b: /),
      expect.stringMatching(/^1 rule\(s\) of .*did not run, lacking webhook events: op\.c: .*applicable:update -- --target live/),
    ]);
  });

  it('a rule the run did not select is not held (no entry: a selection narrows on purpose)', () => {
    saveApplicable({ target: 'live', rules: ['op.a', 'op.b'] });
    expect(holdCoverage('live', [ran('op.a')])).toMatchObject({ causes: [], notes: [], firstSet: false });
  });

  it('a rule that ran and the set lacks is a note, not a cause', () => {
    saveApplicable({ target: 'live', rules: ['op.a'] });
    const { causes, notes } = holdCoverage('live', [ran('op.a'), ran('op.new', 'spec-gap')]);
    expect(causes).toEqual([]);
    expect(notes).toEqual([expect.stringMatching(/^coverage: 1 rule\(s\) ran that .* does not hold yet/)]);
  });

  it('a set it cannot read is a cause naming the file, and no first set is written over it', () => {
    writeFileSync(applicablePath('live'), '{"target": "live", "rules": [1]}');
    const { causes, firstSet } = holdCoverage('live', []);
    expect(causes).toEqual([expect.stringMatching(/live\.applicable\.json: \/rules\/0 must be string/)]);
    expect(firstSet).toBe(false);
  });
});

it('recordFirstSet writes the judged rules sorted, one a line, and says so', () => {
  const line = recordFirstSet('sandbox', [ran('b.z'), na('b.y', 'needs test data "k"'), ran('a.x', 'harness-error')]);
  expect(line).toMatch(/^coverage: recorded the 2 rules this run judged in .*sandbox\.applicable\.json: commit it/);
  expect(readFileSync(applicablePath('sandbox'), 'utf8')).toBe(
    '{\n  "$schema": "../../schemas/harness/applicable.schema.json",\n  "target": "sandbox",\n  "rules": [\n    "a.x",\n    "b.z"\n  ]\n}\n',
  );
});

describe('the floor of a part (a team that runs --operation ×5, never the whole target)', () => {
  const KEY_GONE = 'needs test data "rcNumber": add it';

  it('unrecorded: every rule without a set, those outside `selected` in a set of parts, none in a whole set', () => {
    const entries = [ran('op.a'), na('op.b', KEY_GONE)];
    expect(unrecorded(entries, undefined)).toEqual(['op.a', 'op.b']);
    expect(unrecorded(entries, { target: 'live', rules: [], selected: ['op.b'] })).toEqual(['op.a']);
    expect(unrecorded(entries, { target: 'live', rules: ['op.z'] })).toEqual([]);
  });

  it('a first part records the rules it ran and which it selected, and says so', () => {
    const line = recordFloor('live', [ran('op.a'), na('op.b', KEY_GONE)], undefined, false);
    expect(line).toMatch(
      /^coverage: recorded the floor of 2 rule\(s\) this part judged first \(1 ran\) in .*live\.applicable\.json: commit it/,
    );
    expect(loadApplicable('live')).toEqual({
      $schema: '../../schemas/harness/applicable.schema.json',
      target: 'live',
      rules: ['op.a'],
      selected: ['op.a', 'op.b'],
    });
  });

  it('the same part again records nothing; another part adds its own rules only', () => {
    saveApplicable({ target: 'live', rules: ['op.a'], selected: ['op.a', 'op.b'] });
    expect(recordFloor('live', [ran('op.a'), ran('op.b')], loadApplicable('live'), false)).toBeUndefined();
    expect(recordFloor('live', [ran('op.c')], loadApplicable('live'), false)).toMatch(/floor of 1 rule\(s\) this part/);
    expect(loadApplicable('live')).toMatchObject({ rules: ['op.a', 'op.c'], selected: ['op.a', 'op.b', 'op.c'] });
  });

  it('a rule of the part that ran before is held; one not-applicable when recorded is not', () => {
    saveApplicable({ target: 'live', rules: ['op.a'], selected: ['op.a', 'op.b'] });
    const { causes } = holdCoverage('live', [na('op.a', KEY_GONE), na('op.b', KEY_GONE)]);
    expect(causes).toEqual([expect.stringMatching(/^1 rule\(s\) of .* did not run, lacking test data "rcNumber": op\.a: /)]);
  });

  it('a rule outside the recorded parts is recorded, not announced as coverage grown', () => {
    saveApplicable({ target: 'live', rules: ['op.a'], selected: ['op.a', 'op.b'] });
    expect(holdCoverage('live', [ran('op.a'), ran('op.c')]).notes).toEqual([]);
    expect(holdCoverage('live', [ran('op.b')]).notes).toEqual([expect.stringMatching(/^coverage: 1 rule\(s\) ran that/)]);
  });

  it('the whole target after parts completes the set: every rule held, `selected` gone', () => {
    saveApplicable({ target: 'live', rules: ['op.a'], selected: ['op.a', 'op.b'] });
    expect(recordFloor('live', [ran('op.a'), ran('op.b'), ran('op.c')], loadApplicable('live'), true)).toMatch(
      /floor of 1 rule\(s\) this whole run judged first \(1 ran\)/,
    );
    expect(loadApplicable('live')).toEqual({
      $schema: '../../schemas/harness/applicable.schema.json',
      target: 'live',
      rules: ['op.a', 'op.c'],
    });
  });

  it('a set a whole run recorded takes nothing from a part, nor from the whole again', () => {
    saveApplicable({ target: 'live', rules: ['op.a'] });
    expect(recordFloor('live', [ran('op.new')], loadApplicable('live'), false)).toBeUndefined();
    expect(recordFloor('live', [ran('op.a'), ran('op.new')], loadApplicable('live'), true)).toBeUndefined();
    expect(loadApplicable('live')?.rules).toEqual(['op.a']);
  });
});
