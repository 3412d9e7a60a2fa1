// Issue 35 item 3: `npm test` writes nothing into the user's reports/ (a later npm run report showed a self-test's run
// of one case in their trend). A command a self-test starts without a VTS_REPORTS_DIR writes into a folder of the test
// file's own (test/self/cli.ts), and vitest's JSON report, read for the closing line, lies under node_modules/.cache.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { runCli } from './cli.js';

const REPORTS = join(ROOT, 'reports');

/** Every file under the repository's reports/, with its time: what a run would add or rewrite. */
const snapshot = (dir = REPORTS): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((name) => join(dir, name))
        .map((path) => `${path} ${statSync(path).mtimeMs}`)
        .sort()
    : [];

describe("the self-tests leave the repository's reports/ alone", () => {
  it('a run a test starts without VTS_REPORTS_DIR writes its reports elsewhere', async () => {
    const before = snapshot();
    const run = await runCli(['conformance', '--rule', 'authToken.expiry.min']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).not.toMatch(/reports: reports\//);
    expect(snapshot()).toEqual(before);
  });

  it("npm test's JSON report, read for its closing line, is not written under reports/", () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['test:vitest']).toMatch(/--outputFile\.json=node_modules\/\.cache\//);
    expect(scripts['test:vitest']).not.toContain('reports/');
  });
});
