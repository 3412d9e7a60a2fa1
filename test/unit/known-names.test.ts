// Issue 35 item 6: a VTS_* variable or a profile key the harness does not know is named with the closest known one. The
// known variables are every one the code reads or sets (so this list cannot go stale), and a misspelling is told from
// a name like none the harness knows.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { ERROR_CODES } from '../../src/base/errors.js';
import * as CLIENT_CODES from '../../src/transport/client-codes.js';
import { KNOWN_VARIABLES, READ_WHERE_USED } from '../../src/cli/doctor/known-names.js';
import { nearestKnown, unknownNames } from '../../src/cli/doctor/unknown-names.js';

// The tests are left out: they set misspelt names on purpose (every name they set for a run is one the code reads).
const SOURCES = ['src', 'bin', 'scripts', 'sandbox', 'suites', 'bench', 'vitest.config.ts', 'package.json', '.env.example'];
/** VTS_ names that are no variable: error codes, the client's attempt codes, and a constant bin/compiled.mjs defines. */
const NOT_VARIABLES = new Set([...Object.keys(ERROR_CODES), ...Object.values(CLIENT_CODES), 'VTS_COMPILED_ROOT']);
const THIS_LIST = join('src', 'cli', 'doctor', 'known-names.ts');

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((entry) => filesUnder(join(path, entry)));
}
/** Each VTS_ name, with the files that use it. */
const used = new Map<string, string[]>();
for (const file of SOURCES.flatMap(filesUnder).filter((f) => /\.(m?[jt]s|json|example)$/.test(f)))
  for (const [name] of readFileSync(join(ROOT, file), 'utf8').matchAll(/\bVTS_[A-Z0-9_]*[A-Z0-9]/g))
    used.set(name, [...new Set([...(used.get(name) ?? []), relative(ROOT, join(ROOT, file))])]);

const scratch = mkdtempSync(join(tmpdir(), 'vts-known-names-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('the known variables', () => {
  it('hold every VTS_ variable the code, the scripts and the configs use', () => {
    const unknown = [...used].filter(([name]) => !NOT_VARIABLES.has(name) && !KNOWN_VARIABLES.includes(name));
    expect(Object.fromEntries(unknown)).toEqual({});
  });

  it('list no variable that nothing uses any more', () => {
    const dead = Object.keys(READ_WHERE_USED).filter((name) => (used.get(name) ?? []).every((f) => f === THIS_LIST));
    expect(dead).toEqual([]);
  });
});

describe('nearestKnown', () => {
  it.for([
    ['VTS_RATE_PER_MINUTE', 'VTS_RATE_PER_MIN'],
    ['VTS_APPID', 'VTS_APP_ID'],
    ['VTS_RATE', 'VTS_RATE_PER_MIN'],
    ['VTS_DEADLINE', 'VTS_DEADLINE_S'],
    ['vts_region', 'VTS_REGION'],
    ['VTS_SANDBOX_FAULT', 'VTS_SANDBOX_FAULTS'],
  ])('%s is a misspelling of %s', ([name = '', meant]) =>
    expect(nearestKnown(name, KNOWN_VARIABLES)).toEqual({ nearest: meant, misspelt: true }),
  );
  it('a name like no known one is not a misspelling, and still gets the nearest', () =>
    expect(nearestKnown('VTS_TELEMETRY_ENDPOINT', KNOWN_VARIABLES).misspelt).toBe(false));
});

describe('unknownNames', () => {
  const envFile = join(scratch, '.env');
  writeFileSync(envFile, 'VTS_RATE_PER_MINUTE=30\nVTS_APP_ID=x\n');

  it('names each unknown variable once, where it was set, and nothing the harness knows or sets itself', () => {
    const env = {
      VTS_RATE_PER_MINUTE: '30',
      VTS_APPID: 'id',
      VTS_TELEMETRY_ENDPOINT: 'https://t.example',
      VTS_APP_ID: 'id',
      VTS_SEED: '7',
      VTS_HARNESS_BUNDLE: '/x',
      VTS_SUPERVISOR: '1',
      PATH: '/bin',
    };
    expect(unknownNames({ profile: false, env, envFile })).toEqual({
      misspelt: [
        'VTS_APPID (in the environment) is not a setting this harness reads: did you mean VTS_APP_ID? rename it, or remove it',
        'VTS_RATE_PER_MINUTE (in .env) is not a setting this harness reads: did you mean VTS_RATE_PER_MIN? rename it, or remove it',
      ],
      unknown: [
        expect.stringMatching(
          /^VTS_TELEMETRY_ENDPOINT \(in the environment\) is not a setting this harness reads \(the nearest is VTS_\w+\): it is ignored$/,
        ),
      ],
    });
  });

  it('with the profile, names its unknown keys with the nearest key a rule reads', () => {
    const profile = join(scratch, 'profile.json');
    writeFileSync(profile, JSON.stringify({ data: { deliverableEmal: 'a@b.example', workflowId: 'wf', myNotes: 'n' } }));
    vi.stubEnv('VTS_TARGET_PROFILE', profile);
    const found = unknownNames({ profile: true, env: {}, envFile });
    expect(found.misspelt).toEqual([
      expect.stringMatching(/: no rule reads "deliverableEmal": did you mean "deliverableEmail"\? rename the key, or delete it$/),
    ]);
    expect(found.unknown).toEqual([
      expect.stringMatching(/: no rule reads "myNotes" \(the nearest key is "\w+"\): it is ignored$/),
    ]);
  });
});
