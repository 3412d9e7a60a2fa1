// A previous run's folder is moved aside at once and removed while the run goes on (src/base/remove-later.ts).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isAside, removeLater } from '../../src/base/remove-later.js';

const folderOf = (parent: string, name: string, files: number) => {
  const dir = join(parent, name);
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < files; i++) writeFileSync(join(dir, `${i}-result.json`), '{}');
  return dir;
};

describe('removing a folder later', () => {
  it('moves it aside at once, then removes it, and what an earlier run left aside with it', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'vts-remove-'));
    folderOf(parent, '.removing-allure-results-1-1', 3); // a killed run's
    const dir = folderOf(parent, 'allure-results', 50);
    writeFileSync(join(parent, 'verdicts.json'), '{}');
    removeLater(dir);
    expect(existsSync(dir)).toBe(false);
    await vi.waitFor(() => expect(readdirSync(parent)).toEqual(['verdicts.json']));
  });

  it('does nothing for a folder that is not there, and tells the names set aside from the others', () => {
    const parent = mkdtempSync(join(tmpdir(), 'vts-remove-'));
    expect(() => removeLater(join(parent, 'allure-results'))).not.toThrow();
    expect(() => removeLater(join(parent, 'no', 'such', 'place'))).not.toThrow();
    expect(isAside('.removing-x-1-2')).toBe(true);
    expect(isAside('000001764150000-123')).toBe(false);
  });
});
