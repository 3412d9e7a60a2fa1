// Issue 19, item 3: how the root's .env is read (src/base/env-file.ts): the environment wins, a blank variable counts as unset
// (as everywhere else), and an unreadable .env is one line naming it, not a stack.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV_FILE, loadEnvFile } from '../../src/base/env-file.js';
import { ROOT } from '../../src/base/paths.js';
import { VtsError } from '../../src/base/errors.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-env-file-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('loadEnvFile', () => {
  it('is the .env at the repository root', () => expect(ENV_FILE).toBe(join(ROOT, '.env')));

  it('fills what the environment lacks or leaves blank, and nothing else', () => {
    const file = join(scratch, '.env');
    writeFileSync(file, 'A=from-file\nB=from-file\nC="quoted # not a comment"\n# D=commented\nE=from-file\n');
    const env: NodeJS.ProcessEnv = { A: 'from-env', B: '  ' };
    expect(loadEnvFile(env, file).sort()).toEqual(['B', 'C', 'E']);
    expect(env).toEqual({ A: 'from-env', B: 'from-file', C: 'quoted # not a comment', E: 'from-file' });
  });

  it('without a .env: nothing', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(env, join(scratch, 'none', '.env'))).toEqual([]);
    expect(env).toEqual({});
  });

  it('an unreadable .env: a usage error naming it', () => {
    const dir = join(scratch, 'dir.env');
    mkdirSync(dir);
    expect(() => loadEnvFile({}, dir)).toThrow(VtsError);
    expect(() => loadEnvFile({}, dir)).toThrow(/\.env cannot be read \(EISDIR\): fix or remove .*dir\.env/);
  });
});
