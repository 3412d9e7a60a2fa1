// Issue 19, item 2: a profile a person can fill in. The example holds explanations, never a value a run would send: the
// loader refuses its placeholders, every key named at once; a malformed or misshapen profile is named with the file and,
// in words, where and what.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contextFor } from '../../src/case/context.js';
import { VtsError } from '../../src/base/errors.js';
import { targetsDir } from '../../src/base/paths.js';
import { RULE_TABLES } from '../../src/rules/index.js';
import { requestsOf } from '../../src/rules/requests.js';
import { loadProfile } from '../../src/targets/profile.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-profile-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const EXAMPLE = join(targetsDir(), 'live.example.json');
const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as {
  data: Record<string, string>;
  sandboxOnly?: Record<string, string>;
};

/** Every profile key some rule reads: its requests built with a profile that has every key (nothing is sent). */
function keysRulesRead(): Set<string> {
  const read = new Set<string>();
  const data = new Proxy({} as Record<string, string>, {
    get: (_, key) => {
      read.add(String(key));
      return 'fixtures/inputs/selfie-a.jpg';
    },
  });
  for (const table of Object.values(RULE_TABLES))
    for (const rule of table.rules) {
      const { ctx } = contextFor({ seed: 1, credentials: { appId: 'a', appKey: 'k' }, data, profileName: 'p' }, rule.id);
      requestsOf(rule, table, ctx);
    }
  return read;
}

/** What loading the profile text throws, as one line. */
function refusal(name: string, text: string): string {
  const file = join(scratch, name);
  writeFileSync(file, text);
  try {
    loadProfile(file, false);
  } catch (err) {
    return err instanceof VtsError ? `${err.code}: ${err.message}` : `not a VtsError: ${String(err)}`;
  }
  return 'loaded';
}

describe('fixtures/targets/live.example.json', () => {
  it('holds no value a run would send: every value of "data" is a placeholder', () => {
    const sent = Object.entries(example.data).filter(([, v]) => !/^<fill in: .+>$/s.test(v));
    expect(sent).toEqual([]);
  });

  it('explains every key a rule reads: in "data", or in "sandboxOnly" (a live account usually has none)', () => {
    const explained = new Set([...Object.keys(example.data), ...Object.keys(example.sandboxOnly ?? {})]);
    expect([...keysRulesRead()].filter((k) => !explained.has(k))).toEqual([]);
    // A sandbox-only key is left out of "data": its rules are not-applicable, naming it, until a value is moved there.
    expect(Object.keys(example.sandboxOnly ?? {}).filter((k) => k in example.data)).toEqual([]);
    expect(Object.keys(example.sandboxOnly ?? {})).toEqual(expect.arrayContaining(['nonWhitelistedCaller', 'serverErrorAppId']));
  });

  it('copied unedited, is refused by the loader, naming every unfilled key at once', () => {
    const said = refusal('copied.json', readFileSync(EXAMPLE, 'utf8'));
    expect(said).toMatch(/^VTS_ERR_TARGET: .*copied\.json: \d+ keys still hold the example's placeholder/);
    expect(Object.keys(example.data).filter((k) => !new RegExp(`[ ,]${k}[,:]`).test(said))).toEqual([]);
  });

  it('partly filled, is refused naming only the keys left', () => {
    const data = { ...example.data, workflowId: 'wf_kyc', rcNumber: '1498537' };
    const left = Object.keys(data).filter((k) => k !== 'workflowId' && k !== 'rcNumber');
    const said = refusal('partly.json', JSON.stringify({ data }));
    expect(said).toContain(`${left.length} keys still hold`);
    expect(said).not.toMatch(/[ ,](workflowId|rcNumber)[,:]/);
  });
});

describe('a profile that cannot be read as one', () => {
  it('malformed JSON: the file and where it breaks, no SyntaxError', () => {
    const said = refusal('malformed.json', '{\n  "data": {\n    "rcNumber": "1",\n  }\n}\n');
    expect(said).toMatch(
      /^VTS_ERR_TARGET: .*malformed\.json is not valid JSON: unexpected '}' at line 4, column 3: fix it there/,
    );
    expect(said).not.toContain('SyntaxError');
  });

  it('the wrong shape: each bad key in words, not an Ajv array', () => {
    const said = refusal('shape.json', JSON.stringify({ data: { rcNumber: 1498537, unknownRc: null }, workflowId: 'wf' }));
    expect(said).toContain('shape.json: the file has the unknown key "workflowId": test data goes under "data"');
    expect(said).toContain('shape.json: "data.rcNumber" must be a string (in quotes)');
    expect(said).toContain('shape.json: "data.unknownRc" must be a string (in quotes)');
    expect(said).not.toMatch(/instancePath|"keyword"/);
  });

  it('no "data": named', () => {
    expect(refusal('empty.json', '{}')).toMatch(/empty\.json: the file has no "data"/);
  });

  it('saved with a byte-order mark: loaded', () => {
    expect(refusal('bom.json', `\uFEFF${JSON.stringify({ data: { rcNumber: '1' } })}`)).toBe('loaded');
  });
});
