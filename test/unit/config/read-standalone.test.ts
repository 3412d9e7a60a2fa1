// A command loads the config's validator as Ajv's standalone code kept under node_modules/.cache (written by the first
// read that compiled it): the same verdict and the same problem line as the compiled validator, for right and wrong files.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cacheDir } from '../../../src/base/paths.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-config-standalone-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const FILES = [
  '{ "concurrency": 4, "folders": { "reports": "out" } }',
  '{ "concurrency": "many" }',
  '{ "folders": { "reprots": "out" } }',
  '{ "rate": "fast", "deadline": 0 }',
  '["target"]',
];

/** What a fresh module graph's readConfig says of each file: the folders it took, or its problem line. */
async function verdicts(): Promise<string[]> {
  vi.resetModules();
  const { readConfig } = await import('../../../src/config/read.js');
  return FILES.map((text, i) => {
    const file = join(scratch, `${i}.json`);
    writeFileSync(file, text);
    try {
      return JSON.stringify(readConfig(file, {}).values['concurrency'] ?? null);
    } catch (err) {
      return (err as Error).message.replace(/^.*\.json: /, '');
    }
  });
}

const cached = () => readdirSync(cacheDir()).filter((name) => name.startsWith('config-validator-'));

describe("the config's validator", () => {
  it('is kept as standalone code by the first read, and the code kept judges every file as the compiled one did', async () => {
    for (const name of cached()) rmSync(join(cacheDir(), name));
    const compiled = await verdicts();
    expect(cached()).toHaveLength(1);
    expect(existsSync(join(cacheDir(), cached()[0] as string))).toBe(true);
    expect(await verdicts()).toEqual(compiled);
    expect(compiled).toEqual([
      '4',
      expect.stringContaining('"concurrency"'),
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
  });
});
