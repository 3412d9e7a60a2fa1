// Issue 51, item 12: `npx vitest run --project live` runs the live suites without the command's gate, which holds the
// coverage floor and writes the reports: its first line says so, and a run of the other projects does not.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { liveByHandNote } from '../../src/vitest-glue/live-by-hand.js';
import { runCommand } from './cli.js';

const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const list = (project: string) => runCommand(process.execPath, [VITEST, 'list', '--project', project, '--filesOnly'], {});

describe('a plain vitest run of the live project', () => {
  it('says on its first line that it holds no coverage floor and writes no reports', async () => {
    const run = await list('live');
    expect(run.code, run.output).toBe(0);
    expect(run.output.split('\n')[0]).toBe(liveByHandNote());
    expect(run.output.split('\n').filter((l) => l === liveByHandNote())).toHaveLength(1);
    expect(liveByHandNote()).toMatch(/live\.applicable\.json.*npm run conformance -- --target live/);
  });

  it('a run of the replay project says nothing of it', async () => {
    const run = await list('replay');
    expect(run.code, run.output).toBe(0);
    expect(run.output).not.toContain('holds no coverage floor');
  });
});
