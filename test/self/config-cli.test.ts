// Issue 37, acceptance: through `node bin/vts.mjs`, as a workflow runs it: `vts config --get` prints a folder of this
// repository's vts.config.json alone, and a wrong key in a config file is one line naming the closest key, exit 2.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-config-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const configFile = (name: string, config: object) => {
  const file = join(scratch, name);
  writeFileSync(file, JSON.stringify(config));
  return file;
};

describe('vts config, run as a command', () => {
  it("--get prints the repository's reports folder alone, absolute", async () =>
    expect(await runCli(['config', '--get', 'folders.reports'], { VTS_REPORTS_DIR: undefined })).toEqual({
      code: 0,
      output: `${join(ROOT, 'reports')}\n`,
    }));

  it('a wrong key is one line naming the closest key, exit 2', async () => {
    const file = configFile('wrong.json', { concurency: 4 });
    const { code, output } = await runCli(['config', '--config', file]);
    expect(code).toBe(2);
    expect(output).toBe(`error VTS_ERR_USAGE: ${file}: unknown key "concurency" (did you mean "concurrency"?)\n`);
  });
});
