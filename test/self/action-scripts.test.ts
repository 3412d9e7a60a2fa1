// The scripts of action.yml and of the workflow `vts init` writes, run as GitHub runs them (`bash --noprofile --norc
// -eo pipefail`) with a stand-in `npx` that records its arguments and exits as told: the inputs become flags without
// a glob expanded, the gate's exit code is kept for the last step, and a failing `vts config --get` fails its step.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../src/base/paths.js';
import { WORKFLOW } from '../../src/cli/init/workflow.js';

interface Step {
  id?: string;
  name?: string;
  run?: string;
}
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { runs: { steps: Step[] } };
const workflow = parse(WORKFLOW) as { jobs: Record<string, { steps: Step[] }> };
const script = (steps: Step[], pick: (s: Step) => boolean) => steps.find(pick)?.run ?? 'exit 99 # no such step';

const scratch = mkdtempSync(join(tmpdir(), 'vts-action-scripts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// Files a glob such as emailBasic.* would match, were it expanded.
for (const file of ['emailBasic.x', 'a.probe-y']) writeFileSync(join(scratch, file), '');
// The stand-in: each call's arguments on one line (NUL-separated), its exit code from STUB_CODE (for `config`: STUB_CONFIG_CODE).
const NPX = join(scratch, 'npx');
writeFileSync(
  NPX,
  '#!/bin/bash\nprintf \'%s\\0\' "$@" >> "$STUB_CALLS"; echo >> "$STUB_CALLS"\n' +
    '[ "$3" = config ] && { echo "/abs/${*: -1}"; exit "${STUB_CONFIG_CODE:-0}"; }\nexit "${STUB_CODE:-0}"\n',
);
chmodSync(NPX, 0o755);

let runs = 0;
function runStep(text: string, env: Record<string, string>) {
  const id = ++runs;
  const file = join(scratch, `step-${id}.sh`);
  const calls = join(scratch, `calls-${id}`);
  const output = join(scratch, `output-${id}`);
  writeFileSync(file, text);
  writeFileSync(calls, '');
  writeFileSync(output, '');
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', file], {
    cwd: scratch,
    encoding: 'utf8',
    env: { PATH: `${scratch}:${process.env.PATH}`, STUB_CALLS: calls, GITHUB_OUTPUT: output, RUNNER_TEMP: scratch, ...env },
  });
  return {
    code: result.status,
    calls: readFileSync(calls, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\0').slice(0, -1)),
    output: readFileSync(output, 'utf8'),
  };
}

describe("action.yml's gate step", () => {
  const gate = script(action.runs.steps, (s) => s.id === 'gate');
  const inputs = {
    GATE_TARGET: 'replay',
    GATE_OPERATIONS: 'authToken  emailBasic',
    GATE_RULES: 'emailBasic.*',
    GATE_EXCLUDE: '*.probe-*',
    GATE_CONFIG: 'team config.json',
  };

  it('passes each input as its flags, a glob as written', () =>
    expect(runStep(gate, inputs).calls).toEqual([
      [
        '--no',
        'vts',
        'conformance',
        '--target',
        'replay',
        '--config',
        'team config.json',
        '--operation',
        'authToken',
        '--operation',
        'emailBasic',
        '--rule',
        'emailBasic.*',
        '--exclude',
        '*.probe-*',
      ],
    ]));

  it('passes no selection flag for an empty input, so the config file selects', () =>
    expect(runStep(gate, { ...inputs, GATE_OPERATIONS: '', GATE_RULES: '', GATE_EXCLUDE: '', GATE_CONFIG: '' }).calls).toEqual([
      ['--no', 'vts', 'conformance', '--target', 'replay'],
    ]));

  it.for([0, 1, 2])('keeps exit code %i for the last step, and goes on', (code) => {
    const run = runStep(gate, { ...inputs, STUB_CODE: String(code) });
    expect({ code: run.code, output: run.output }).toEqual({ code: 0, output: `code=${code}\n` });
    expect(
      runStep(
        script(action.runs.steps, (s) => s.name === "Decide by the gate's exit code"),
        { CODE: String(code) },
      ).code,
    ).toBe(code);
  });
});

describe('the folders step', () => {
  const steps = [
    ['action.yml', script(action.runs.steps, (s) => s.id === 'folders'), ['reports', 'history']],
    [
      'vts.yml',
      script(workflow.jobs.gate?.steps ?? [], (s) => s.id === 'folders'),
      ['reports', 'history', 'baseline', 'profile'],
    ],
  ] as const;

  it.for(steps)('of %s writes each folder vts config --get prints', ([, text, keys]) =>
    expect(runStep(text, { GATE_CONFIG: '' }).output).toBe(keys.map((k) => `${k}=/abs/folders.${k}\n`).join('')),
  );

  it.for(steps)('of %s fails when vts config --get fails', ([, text]) =>
    expect(runStep(text, { GATE_CONFIG: '', STUB_CONFIG_CODE: '2' }).code).toBe(2),
  );
});

describe("the init workflow's drift step", () => {
  const drift = script(workflow.jobs.drift?.steps ?? [], (s) => /vts drift/.test(s.run ?? ''));

  it.for([
    [0, 0, 2],
    [1, 0, 2],
    [2, 1, 1], // 1: the status of `[ 2 -eq 1 ]`; the step fails before drift runs
  ])('record exiting %i: the step exits %i after %i calls', ([record, code, calls]) => {
    // The stand-in exits STUB_CODE for every call: drift's own exit is then the record's, which the test does not need.
    const run = runStep(drift.replace('npx --no vts drift', 'STUB_CODE=0 npx --no vts drift'), { STUB_CODE: String(record) });
    expect({ code: run.code, calls: run.calls.length }).toEqual({ code, calls });
  });
});
