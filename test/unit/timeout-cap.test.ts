// Issue 52, item 6: a self-test that hangs ends with vitest's own message within TIMEOUT_CAP_MS, not at CI's limit.
// Every timeout a file under test/ gives a test, a suite or a hook is read off its text (TypeScript's parser): a number,
// a constant of the file, an object's `timeout`, TIMEOUT_CAP_MS or `capped(…)`; anything else cannot be held to the cap
// and is named.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { COMMON_SETTINGS } from '../../src/vitest-glue/suite-projects.js';
import { TIMEOUT_CAP_MS } from '../setup/timeout-cap.js';

const TESTS = new Set(['it', 'test', 'describe', 'suite']);
const HOOKS = new Set(['beforeAll', 'afterAll', 'beforeEach', 'afterEach']);
/** Calls that make a test function rather than run one: `it.for(rows)`'s argument is the rows. */
const FACTORIES = new Set(['for', 'each', 'skipIf', 'runIf', 'extend']);

/** The name a callee starts from: `it` in `it.for(rows)(…)`, `describe` in `describe.skip(…)`. */
function rootOf(callee: ts.Expression): string | undefined {
  let e = callee;
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) ? e.text : undefined;
}

/** Each explicit timeout of a file, at file:line: its milliseconds, or undefined when the text does not say. */
function timeoutsOf(path: string): { at: string; ms: number | undefined }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  for (const s of source.statements)
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
  // An object without `timeout` is no timeout (null); capped(…) is within the cap by its making.
  const read = (e: ts.Expression, depth = 0): number | null | undefined => {
    if (depth > 8) return undefined;
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
      return read(e.expression, depth + 1);
    if (ts.isNumericLiteral(e)) return Number(e.text);
    if (ts.isIdentifier(e) && e.text === 'TIMEOUT_CAP_MS') return TIMEOUT_CAP_MS;
    if (ts.isIdentifier(e)) {
      const init = consts.get(e.text);
      return init === undefined ? undefined : read(init, depth + 1);
    }
    if (ts.isObjectLiteralExpression(e)) {
      const prop = e.properties.find((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'timeout');
      if (prop === undefined) return null;
      return ts.isPropertyAssignment(prop) ? read(prop.initializer, depth + 1) : undefined;
    }
    if (ts.isPropertyAccessExpression(e) && e.name.text === 'timeout') {
      const object = read(e.expression, depth + 1);
      return object === null ? undefined : object;
    }
    if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'capped') return TIMEOUT_CAP_MS;
    if (ts.isBinaryExpression(e)) {
      const [a, b] = [read(e.left, depth + 1), read(e.right, depth + 1)];
      if (typeof a !== 'number' || typeof b !== 'number') return undefined;
      const op = e.operatorToken.kind;
      return op === ts.SyntaxKind.AsteriskToken ? a * b : op === ts.SyntaxKind.PlusToken ? a + b : undefined;
    }
    return undefined;
  };
  const found: { at: string; ms: number | undefined }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const root = rootOf(node.expression);
      const factory = ts.isPropertyAccessExpression(node.expression) && FACTORIES.has(node.expression.name.text);
      const args =
        root && HOOKS.has(root) ? node.arguments.slice(1, 2) : root && TESTS.has(root) && !factory ? node.arguments.slice(1) : [];
      for (const arg of args) {
        if (ts.isArrowFunction(arg) || ts.isFunctionExpression(arg)) continue;
        const ms = read(arg);
        const line = source.getLineAndCharacterOfPosition(arg.getStart()).line + 1;
        if (ms !== null) found.push({ at: `${relative(ROOT, path)}:${line}`, ms });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

describe(`the timeouts of the harness's own tests, at most ${TIMEOUT_CAP_MS} ms`, () => {
  const all = filesUnder(join(ROOT, 'test')).flatMap(timeoutsOf);

  it('hold every test, suite and hook a file gives a timeout to: lower it, or wrap a derived one in capped()', () => {
    expect(all.filter((t) => t.ms === undefined || t.ms > TIMEOUT_CAP_MS)).toEqual([]);
    // The reading itself: the files do give timeouts, of both forms.
    expect(all.length).toBeGreaterThan(50);
  });

  it('hold the defaults every project of vitest.config.ts starts from', () => {
    expect(COMMON_SETTINGS.testTimeout).toBeLessThanOrEqual(TIMEOUT_CAP_MS);
    expect(COMMON_SETTINGS.hookTimeout).toBeLessThanOrEqual(TIMEOUT_CAP_MS);
  });
});
