// A test plan in Allure's format (what Allure TestOps and the report's testplan plugin write), for `--testplan <file>`
// and ALLURE_TESTPLAN_PATH: the rules it names. allure-js-commons' parseTestPlan runs every test when the file is
// missing or malformed; here that is a usage error, since a re-run of the wrong cases must not pass for the one asked.
import { readFileSync } from 'node:fs';
import type { TestPlanV1, TestPlanV1Test } from 'allure-js-commons/sdk';
import { VtsError } from '../base/errors.js';
import { runLine } from '../base/run-line.js';
import { suggestion } from '../base/suggestion.js';
import { jsonSyntaxError } from '../checks/json-syntax.js';
import { validateAgainst } from '../validators/registry.js';

/** allure-vitest reads it in a setup file the suites do not load (their results are the gate's), so the commands do. */
export const TESTPLAN_ENV = 'ALLURE_TESTPLAN_PATH';

export interface PlanSource {
  file: string;
  /** Named by ALLURE_TESTPLAN_PATH rather than --testplan. */
  fromEnv?: boolean;
}

const FORMAT = '{"version":"1.0","tests":[{"id":"<rule id>"}]}';
/** The tests naming no rule that one message shows; the rest are counted. */
const SHOWN_TESTS = 5;

/** A case's fullName in our Allure results: `<project>:<suite file>#<operation> <rule id>: <title>`. */
const FULL_NAME = /#[A-Za-z]+ ([A-Za-z]+(?:\.[A-Za-z0-9-]+)+): /;

/** How a message names the plan: as the user gave it. */
export const planName = (s: PlanSource): string => (s.fromEnv ? `${TESTPLAN_ENV}=${s.file}` : `--testplan ${s.file}`);

/** The names a test gives a rule: its id, its selector, and the rule id in a selector that is a case's fullName. The
 * fullName's project, suite path and title change with where and by which version the report was made: not compared. */
export function entryNames(test: TestPlanV1Test): string[] {
  const inFullName = test.selector === undefined ? undefined : FULL_NAME.exec(test.selector)?.[1];
  return [test.id === undefined ? undefined : String(test.id), test.selector, inFullName].filter(
    (n): n is string => n !== undefined,
  );
}

const usage = (s: PlanSource, problem: string, fix: string) =>
  new VtsError('VTS_ERR_USAGE', `${planName(s)}${problem}: ${fix}${s.fromEnv ? ` (or unset ${TESTPLAN_ENV})` : ''}`);

/** The plan, held to schemas/harness/testplan.schema.json; a plan of no test selects nothing, and is refused. */
export function readTestPlan(s: PlanSource): TestPlanV1 {
  const write = `write it in Allure's test plan format, ${FORMAT}`;
  let text: string;
  try {
    // An editor may save a byte-order mark, which JSON.parse refuses.
    text = readFileSync(s.file, 'utf8').replace(/^\uFEFF/, '');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw usage(s, code === 'ENOENT' ? ': no such file' : ` cannot be read (${code})`, `give the path of a test plan, ${FORMAT}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const at = jsonSyntaxError(text);
    throw usage(s, ` is not JSON${at ? ` (unexpected ${at.found} at line ${at.line}, column ${at.column})` : ''}`, write);
  }
  const [first] = validateAgainst('harness/testplan.schema.json', parsed);
  if (first) {
    const must = first.keyword === 'const' ? `must be ${JSON.stringify(first.params.allowedValue)}` : first.message;
    throw usage(s, `: ${first.instancePath || '/'} ${must} (schemas/harness/testplan.schema.json)`, write);
  }
  const plan = parsed as TestPlanV1;
  if (plan.tests.length === 0)
    throw usage(s, ' lists no test, so it selects nothing', `put the cases to run in "tests", ${FORMAT}`);
  return plan;
}

/** The ids of the rules the plan names; a test that names none of `ids` is an error naming it and the closest rule. */
export function plannedRules(s: PlanSource, ids: readonly string[]): Set<string> {
  const known = new Set(ids);
  const planned = new Set<string>();
  const unknown: string[] = [];
  readTestPlan(s).tests.forEach((test, i) => {
    const names = entryNames(test);
    const rules = names.filter((n) => known.has(n));
    for (const id of rules) planned.add(id);
    if (rules.length === 0) unknown.push(`test ${i + 1} ${JSON.stringify(test)}${suggestion(names.at(-1) ?? '', ids)}`);
  });
  if (unknown.length > 0) {
    const more = unknown.length > SHOWN_TESTS ? `, and ${unknown.length - SHOWN_TESTS} more` : '';
    throw usage(
      s,
      `: ${unknown.length === 1 ? 'a test names' : `${unknown.length} tests name`} no rule: ${unknown.slice(0, SHOWN_TESTS).join('; ')}${more}`,
      `name each by its rule id (as "id" or "selector") or its case's fullName in the Allure results; ` +
        `${runLine('conformance', ['--list'])} lists the rules`,
    );
  }
  return planned;
}
