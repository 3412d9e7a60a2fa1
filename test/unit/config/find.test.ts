// Issue 37: vts.config.json is found as other tools find theirs, from the working directory up to the filesystem root.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findConfigFile } from '../../../src/config/find.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-config-find-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('findConfigFile', () => {
  const team = join(scratch, 'team');
  const deep = join(team, 'packages', 'api', 'src');
  mkdirSync(deep, { recursive: true });
  writeFileSync(join(team, 'vts.config.json'), '{}');

  it('finds the file of a folder above the working directory', () =>
    expect(findConfigFile(deep)).toBe(join(team, 'vts.config.json')));

  it('takes the nearest when two folders hold one', () => {
    const nested = join(team, 'packages', 'api');
    writeFileSync(join(nested, 'vts.config.json'), '{}');
    expect(findConfigFile(deep)).toBe(join(nested, 'vts.config.json'));
    rmSync(join(nested, 'vts.config.json'));
  });

  it('passes over a folder named vts.config.json', () => {
    const odd = join(team, 'odd');
    mkdirSync(join(odd, 'vts.config.json'), { recursive: true });
    expect(findConfigFile(odd)).toBe(join(team, 'vts.config.json'));
  });

  it('gives nothing when no folder up to the root holds one', () => {
    const lone = join(scratch, 'lone');
    mkdirSync(lone);
    // The scratch folder's parents (the temporary folder, the root) hold no config on a machine running the tests.
    expect(findConfigFile(lone)).toBeUndefined();
  });
});
