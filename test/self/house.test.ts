// The house check (`npm run house`, in `npm test`; rules in .dependency-cruiser.mjs) fails on what it is there to stop:
// a cycle, an arrow that points up a layer, a file in no layer, the sandbox importing the harness. Each on a small tree of its own, so the real
// tree is never edited; a tree without them passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-house-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A tree of the given files (path → what it imports), checked with the repository's rules. */
function house(name: string, files: Readonly<Record<string, readonly string[]>>): { status: number | null; output: string } {
  const root = join(scratch, name);
  writeFileSync(
    join((mkdirSync(root, { recursive: true }), root), 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'nodenext' } }),
  );
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(
      join(root, file),
      `${imports.map((i, n) => `import * as m${n} from '${i}';\nvoid m${n};\n`).join('')}export const here = 1;\n`,
    );
  }
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      'src',
      'sandbox',
      '--config',
      join(ROOT, '.dependency-cruiser.mjs'),
      '--output-type',
      'err',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const CLEAN = {
  'src/checks/oracles.ts': ['../oracles/index.js'],
  'src/oracles/index.ts': ['../model/types.js'],
  'src/model/types.ts': [],
  'sandbox/server.ts': ['./faults.js'],
  'sandbox/faults.ts': [],
};

describe('npm run house', () => {
  it('passes a tree whose arrows point down', () => {
    const run = house('clean', CLEAN);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('no dependency violations found');
  });

  it.for([
    ['a cycle', 'no-circular', { 'src/flow/a.ts': ['./b.js'], 'src/flow/b.ts': ['./a.js'] }],
    ['an oracle importing a check', 'down-from-oracles', { 'src/oracles/sum.ts': ['../checks/oracles.js'] }],
    [
      'redaction importing a recording',
      'redaction-below-recording',
      { 'src/redaction/x.ts': ['../recording/file.js'], 'src/recording/file.ts': [] },
    ],
    [
      'the gate reading a report',
      'down-from-gate',
      { 'src/gate/decide.ts': ['../output/summary-md.js'], 'src/output/summary-md.ts': [] },
    ],
    ['the case calling up into a command', 'down-from-case', { 'src/case/run-case.ts': ['../cli/say.js'], 'src/cli/say.ts': [] }],
    [
      'the transport importing a target',
      'down-from-transport',
      { 'src/transport/client.ts': ['../targets/live.js'], 'src/targets/live.ts': [] },
    ],
    ['a file of src/ in no layer', 'no-loose-file', { 'src/helpers.ts': ['./model/types.js'] }],
    ['the sandbox importing the harness', 'sandbox-independent', { 'sandbox/server.ts': ['../src/model/types.js'] }],
  ] as const)('fails on %s, naming the rule', ([name, rule, files]) => {
    const run = house(rule, { ...CLEAN, ...files });
    expect(run.status, run.output).not.toBe(0);
    expect(run.output).toContain(`error ${rule}:`);
    expect(run.output, `${name}`).not.toContain('no dependency violations found');
  });
});
