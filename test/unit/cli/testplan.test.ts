// Issue 50 item 4: a test plan in Allure's format names the rules a run re-runs; a plan the harness cannot read, or a
// test in it that names no rule, is a usage error naming the fix, never a run of something else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VtsError } from '../../../src/base/errors.js';
import { parseRunArgs } from '../../../src/cli/args.js';
import { narrowsRules, selectRules } from '../../../src/cli/selection.js';
import { type PlanSource, plannedRules } from '../../../src/cli/testplan.js';
import { selectionFlags } from '../../../src/output/allure/trend-series.js';
import { allRules } from '../../../src/rules/index.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-testplan-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let files = 0;
/** A plan file holding `content` (JSON unless a string is given); its source as --testplan names it. */
const plan = (content: unknown): PlanSource => {
  const file = join(scratch, `plan-${files++}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return { file };
};
const v1 = (...tests: unknown[]) => plan({ version: '1.0', tests });
const IDS = allRules().map((r) => r.id);
const planned = (s: PlanSource) => [...plannedRules(s, IDS)].sort();

/** The usage error's message (and that it is one), or a failure naming what came instead. */
function refusal(s: PlanSource): string {
  try {
    plannedRules(s, IDS);
  } catch (err) {
    expect(err).toBeInstanceOf(VtsError);
    expect((err as VtsError).code).toBe('VTS_ERR_USAGE');
    return (err as VtsError).message;
  }
  throw new Error(`${s.file} was read as a plan`);
}

describe('a test names a rule', () => {
  it('by its rule id, as "id" or as "selector"', () =>
    expect(planned(v1({ id: 'authToken.expiry.min' }, { selector: 'login.appKey.missing' }))).toEqual([
      'authToken.expiry.min',
      'login.appKey.missing',
    ]));

  it("by its case's fullName in the Allure results, read for the rule id: another project, path or title still names it", () =>
    expect(
      planned(
        v1(
          // As this repository's results hold it (allure-vitest: <package name>:<suite file>#<describe> <test name>).
          {
            selector:
              'vts-conformance:suites/authToken.conformance.ts#authToken authToken.workflowId.missing: a missing workflowId is rejected',
          },
          // As a team's installed package writes it, under an older title; Allure TestOps adds its own numeric id.
          {
            id: 4812,
            selector:
              'team-app:node_modules/vts-conformance/dist/suites/login.conformance.js#login login.appKey.missing: old: title',
          },
        ),
      ),
    ).toEqual(['authToken.workflowId.missing', 'login.appKey.missing']));
});

describe('a plan that cannot be run is refused, naming the fix', () => {
  it('a missing file, or a folder', () => {
    expect(refusal({ file: join(scratch, 'none.json') })).toBe(
      `--testplan ${join(scratch, 'none.json')}: no such file: give the path of a test plan, {"version":"1.0","tests":[{"id":"<rule id>"}]}`,
    );
    mkdirSync(join(scratch, 'a-folder'));
    expect(refusal({ file: join(scratch, 'a-folder') })).toMatch(
      /a-folder cannot be read \(EISDIR\): give the path of a test plan/,
    );
  });

  it('not JSON: where it stops being JSON', () =>
    expect(refusal(plan('{"version": "1.0",\n  tests: []}'))).toMatch(
      /is not JSON \(unexpected 't' at line 2, column 3\): write it in Allure's test plan format, \{"version":"1\.0"/,
    ));

  it('the wrong shape: the place and what it must be', () => {
    expect(refusal(plan({ version: '2.0', tests: [] }))).toMatch(
      /: \/version must be "1\.0" \(schemas\/harness\/testplan\.schema\.json\)/,
    );
    expect(refusal(plan({ version: '1.0' }))).toMatch(/: \/ must have required property 'tests'/);
    expect(refusal(plan({ version: '1.0', tests: ['authToken.expiry.min'] }))).toMatch(/: \/tests\/0 must be object/);
  });

  it('a plan of no test selects nothing (Allure would run everything)', () =>
    expect(refusal(v1())).toMatch(/ lists no test, so it selects nothing: put the cases to run in "tests"/));

  it('a test that names no rule: each said, with the closest rule and how to list the rules', () => {
    const message = refusal(v1({ id: 'authToken.expiry.min' }, { id: 'authToken.expiry.mni' }, { name: 'no id' }));
    expect(message).toContain(
      '2 tests name no rule: test 2 {"id":"authToken.expiry.mni"} (did you mean "authToken.expiry.min"?); test 3 {"name":"no id"}',
    );
    expect(message).toMatch(
      /: name each by its rule id \(as "id" or "selector"\) or its case's fullName in the Allure results; npm run conformance -- --list lists the rules$/,
    );
  });

  it('shows five such tests and counts the rest', () =>
    expect(refusal(v1(...Array.from({ length: 7 }, (_, i) => ({ id: `nothing.${i}` }))))).toContain(
      'test 5 {"id":"nothing.4"}, and 2 more: name each',
    ));

  it('named by ALLURE_TESTPLAN_PATH, the message names the variable and the way out', () => {
    const { file } = v1();
    expect(refusal({ file, fromEnv: true })).toMatch(
      new RegExp(`^ALLURE_TESTPLAN_PATH=${file} lists no test.*\\(or unset ALLURE_TESTPLAN_PATH\\)$`),
    );
  });
});

describe('--testplan among the selection flags', () => {
  const three = v1({ id: 'authToken.expiry.min' }, { id: 'emailBasic.email.missing' }, { id: 'login.appKey.missing' });

  it('the flag, else ALLURE_TESTPLAN_PATH (blank is unset); an empty flag is an error', () => {
    expect(parseRunArgs(['--testplan', 'a.json'], { ALLURE_TESTPLAN_PATH: 'b.json' }).testplan).toEqual({ file: 'a.json' });
    expect(parseRunArgs([], { ALLURE_TESTPLAN_PATH: 'b.json' }).testplan).toEqual({ file: 'b.json', fromEnv: true });
    expect(parseRunArgs([], { ALLURE_TESTPLAN_PATH: ' ' }).testplan).toBeUndefined();
    expect(() => parseRunArgs(['--testplan', ''], {})).toThrow('--testplan needs a file');
  });

  it('selects exactly the rules the plan names, narrows the run, and says so in its selection', () => {
    const args = parseRunArgs(['--testplan', three.file], {});
    expect(selectRules(args).map((r) => r.id)).toEqual([
      'authToken.expiry.min',
      'login.appKey.missing',
      'emailBasic.email.missing',
    ]);
    expect(narrowsRules(args)).toBe(true);
    expect(selectionFlags(args)).toBe(`--testplan ${three.file}`);
  });

  it('with --operation, runs the cases both select; none in common is an error naming both', () => {
    expect(selectRules(parseRunArgs(['--testplan', three.file, '--operation', 'login'], {})).map((r) => r.id)).toEqual([
      'login.appKey.missing',
    ]);
    expect(() => selectRules(parseRunArgs(['--testplan', three.file, '--operation', 'cacBasic'], {}))).toThrow(
      `--testplan ${three.file} names 3 rule(s), none of them selected by --operation cacBasic: a plan with other selection flags runs the cases both select; drop those flags to run the whole plan`,
    );
  });
});
