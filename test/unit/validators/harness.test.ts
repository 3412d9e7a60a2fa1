// The harness's own data files are held to schemas/harness/: the target profiles, the baselines and every recording.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, recordingsDir, targetsDir } from '../../../src/base/paths.js';
import { validateAgainst } from '../../../src/validators/registry.js';
import { allRules } from '../../../src/rules/index.js';

const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const files = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
};

const interaction = {
  scope: '{auth_url}',
  method: 'POST',
  path: '/v2/auth/token',
  reqheaders: { 'content-type': 'application/json' },
  body: { appId: '<redacted>', expiry: 86400 },
  status: 200,
  response: { status: 'success', statusCode: '200', result: { authToken: '<redacted>' } },
  rawHeaders: { 'content-type': 'application/json; charset=utf-8' },
};
/** A recording of one step with the given interactions. */
const withInteractions = (interactions: unknown[]) => ({
  harnessVersion: '0.1.0',
  ruleId: 'authToken.expiry.max',
  operation: 'authToken',
  target: 'sandbox',
  seed: 12345,
  data: { workflowId: 'wf_sandbox_kyc' },
  steps: [{ interactions }],
  events: [],
});
const recording = withInteractions([interaction]);
const form = {
  ...interaction,
  reqheaders: { 'content-type': 'multipart/form-data' },
  body: {
    multipart: [
      { name: 'x', value: 'y' },
      { name: 'f', filename: 'a.png', type: 'image/png', size: 67, sha256: 'ab'.repeat(32) },
    ],
  },
};

describe('harness/target-profile.schema.json', () => {
  it.for(files(targetsDir()))('fixtures/targets/%s conforms', (f) =>
    expect(validateAgainst('harness/target-profile.schema.json', json(join(targetsDir(), f)))).toEqual([]),
  );
  it('refuses a non-string value', () =>
    expect(validateAgainst('harness/target-profile.schema.json', { data: { seed: 1 } })).not.toEqual([]));
});

describe('harness/baseline.schema.json', () => {
  const baselines = join(ROOT, 'fixtures', 'baseline');
  it.for(files(baselines).filter((f) => f.endsWith('.verdicts.json')))('fixtures/baseline/%s conforms', (f) =>
    expect(validateAgainst('harness/baseline.schema.json', json(join(baselines, f)))).toEqual([]),
  );
  it('refuses an accepted entry without a reason', () =>
    expect(
      validateAgainst('harness/baseline.schema.json', {
        target: 'live',
        accepted: { 'login.expiry.max': { verdict: 'violation' } },
      }),
    ).not.toEqual([]));
  it('refuses accepting a harness error', () =>
    expect(
      validateAgainst('harness/baseline.schema.json', {
        target: 'live',
        accepted: { 'login.expiry.max': { verdict: 'harness-error', reason: 'r' } },
      }),
    ).not.toEqual([]));
});

describe('harness/applicable.schema.json', () => {
  const baselines = join(ROOT, 'fixtures', 'baseline');
  const ids = new Set(allRules().map((r) => r.id));
  it.for(files(baselines).filter((f) => f.endsWith('.applicable.json')))(
    'fixtures/baseline/%s conforms, sorted, naming rules the harness has',
    (f) => {
      const set = json(join(baselines, f)) as { rules: string[] };
      expect(validateAgainst('harness/applicable.schema.json', set)).toEqual([]);
      expect(set.rules).toEqual([...set.rules].sort());
      expect(set.rules.filter((id) => !ids.has(id))).toEqual([]);
    },
  );
});

describe('harness/recording.schema.json', () => {
  it('accepts the documented format, a JSON body, a raw body, no body, a form, two steps and an event', () => {
    expect(validateAgainst('harness/recording.schema.json', recording)).toEqual([]);
    const { body: _none, ...noBody } = interaction as Record<string, unknown>;
    for (const one of [{ ...interaction, body: '{"appId":' }, noBody, form])
      expect(validateAgainst('harness/recording.schema.json', withInteractions([one]))).toEqual([]);
    const flow = {
      ...recording,
      steps: [...recording.steps, ...recording.steps],
      events: [{ headers: {}, body: { type: 'X' } }],
    };
    expect(validateAgainst('harness/recording.schema.json', flow)).toEqual([]);
  });
  it('refuses no steps, no interactions, a host instead of a placeholder, a part without its hash', () => {
    const bad = (interactions: unknown[]) => validateAgainst('harness/recording.schema.json', withInteractions(interactions));
    expect(validateAgainst('harness/recording.schema.json', { ...recording, steps: [] })).not.toEqual([]);
    expect(bad([])).not.toEqual([]);
    expect(bad([{ ...interaction, scope: 'http://127.0.0.1:3000' }])).not.toEqual([]);
    expect(bad([{ ...form, body: { multipart: [{ name: 'f', filename: 'a.png', type: 'image/png', size: 67 }] } }])).not.toEqual(
      [],
    );
  });
  it.for(files(recordingsDir()))('fixtures/recordings/%s conforms', (f) =>
    expect(validateAgainst('harness/recording.schema.json', json(join(recordingsDir(), f)))).toEqual([]),
  );
});
