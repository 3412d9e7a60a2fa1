// Issue 37: reading vts.config.json. A wrong key or value is one line naming the key, what it must be and the closest
// known name; ${VAR} reads the environment; every path resolves against the file's folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VtsError } from '../../../src/base/errors.js';
import { readConfig } from '../../../src/config/read.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-config-read-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
/** A config file of its own folder holding `text`. */
function configFile(text: string): string {
  const dir = join(scratch, `team-${++n}`);
  mkdirSync(dir);
  const file = join(dir, 'vts.config.json');
  writeFileSync(file, text);
  return file;
}
const problemOf = (text: string, env: NodeJS.ProcessEnv = {}): string => {
  try {
    readConfig(configFile(text), env);
  } catch (err) {
    expect(err).toBeInstanceOf(VtsError);
    expect((err as VtsError).code).toBe('VTS_ERR_USAGE');
    return (err as VtsError).message.replace(/^.*vts\.config\.json: /, 'vts.config.json: ');
  }
  throw new Error('no problem found');
};

describe('readConfig: one line per wrong file', () => {
  it.for<[string, string]>([
    ['{ "concurency": 4 }', 'vts.config.json: unknown key "concurency" (did you mean "concurrency"?)'],
    ['{ "folders": { "reprots": "out" } }', 'vts.config.json: "folders.reprots" is not a key (did you mean "folders.reports"?)'],
    ['{ "concurrency": "many" }', 'vts.config.json: "concurrency" must be an integer >= 1, got "many"'],
    ['{ "concurrency": 0 }', 'vts.config.json: "concurrency" must be an integer >= 1, got 0'],
    ['{ "target": "staging" }', 'vts.config.json: "target" must be one of replay, sandbox, live, got "staging"'],
    [
      '{ "operations": ["authToken", "emailBasik"] }',
      'vts.config.json: "operations" names "emailBasik" (did you mean "emailBasic"?)',
    ],
    ['{ "rate": "fast" }', 'vts.config.json: "rate" must be an integer >= 0 or "N/min", got "fast"'],
    ['{ "deadline": 0 }', 'vts.config.json: "deadline" must be a positive number of seconds, got 0'],
    ['{ "folders": "out" }', 'vts.config.json: "folders" must be an object of folders ({ "reports": "vts-reports" }), got "out"'],
    ['{ "$schema": 7 }', 'vts.config.json: "$schema" must be string, got 7'],
    ['["target"]', 'vts.config.json: must hold one JSON object ({ "target": "replay", … })'],
  ])('%s → %s', ([text, line]) => expect(problemOf(text)).toBe(line));

  it('says the first of several problems and counts the rest, on the same line', () =>
    expect(problemOf('{ "concurency": 4, "target": "staging", "region": "mars" }')).toBe(
      'vts.config.json: unknown key "concurency" (did you mean "concurrency"?) (and 2 more: "target" must be one of replay, sandbox, live, got "staging"; "region" must be one of ind, usa, zaf, irl, sgp, got "mars")',
    ));

  it('gives a JSON syntax error its line and column', () =>
    expect(problemOf('{\n  "target": "live",\n  "rate": 5\n  "region": "ind"\n}')).toMatch(
      /^vts\.config\.json: is not valid JSON at line 4, column 3 \(.+\): fix the file$/,
    ));

  it('tolerates a byte-order mark (an editor on Windows writes one)', () =>
    expect(readConfig(configFile('\uFEFF{ "target": "sandbox" }'), {}).values).toEqual({ target: 'sandbox' }));

  it('takes the keys of the design, the $schema line included', () => {
    const file = configFile(
      JSON.stringify({
        $schema: './node_modules/vts-conformance/vts.config.schema.json',
        target: 'replay',
        operations: ['authToken', 'emailBasic'],
        rules: ['emailBasic.*'],
        exclude: ['*.probe-*'],
        region: 'ind',
        concurrency: 4,
        rate: '60/min',
        connectTimeout: 10,
        headersTimeout: 30,
        bodyTimeout: 30,
        deadline: 60,
        eventTimeout: 60,
        retryAfterCap: 30,
        maxBodyMb: 10,
        unreachableAfter: 3,
        folders: { recordings: 'vts/recordings', history: 'vts-reports/history' },
      }),
    );
    expect(readConfig(file, {}).values).toMatchObject({ rate: '60/min', operations: ['authToken', 'emailBasic'] });
  });
});

describe('readConfig: ${VAR} and paths', () => {
  it('resolves every path against the file’s folder, an absolute one kept', () => {
    const file = configFile('{ "folders": { "reports": "out/reports", "profile": "/etc/vts/live.json" } }');
    const config = readConfig(file, {});
    expect(config.home).toBe(join(file, '..'));
    expect(config.values).toEqual({
      'folders.reports': join(file, '..', 'out', 'reports'),
      'folders.profile': '/etc/vts/live.json',
    });
  });

  it('reads ${VAR} from the environment and ${VAR:-fallback} where it is unset or blank', () => {
    const file = configFile(
      '{ "target": "${TARGET:-replay}", "region": "${REGION:-ind}", "folders": { "reports": "${OUT}/reports" } }',
    );
    expect(readConfig(file, { TARGET: 'live', REGION: ' ', OUT: 'ci' }).values).toEqual({
      target: 'live',
      region: 'ind',
      'folders.reports': join(file, '..', 'ci', 'reports'),
    });
  });

  it('makes a number key written as one reference the variable’s number', () =>
    expect(readConfig(configFile('{ "concurrency": "${WORKERS:-4}", "deadline": "${D}" }'), { D: '2.5' }).values).toEqual({
      concurrency: 4,
      deadline: 2.5,
    }));

  it('names the key and the variable when a variable without fallback is unset', () =>
    expect(problemOf('{ "folders": { "reports": "${VTS_OUT}/reports" } }')).toBe(
      'vts.config.json: "folders.reports" reads ${VTS_OUT}, which is not set: set VTS_OUT (in the environment or the .env beside the file) or write ${VTS_OUT:-<default>}',
    ));

  it('checks the expanded value: a variable holding a wrong target is that key’s problem', () =>
    expect(problemOf('{ "target": "${T}" }', { T: 'prod' })).toBe(
      'vts.config.json: "target" must be one of replay, sandbox, live, got "prod"',
    ));
});
