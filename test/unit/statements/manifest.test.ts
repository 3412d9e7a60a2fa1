import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../../scripts/upload-files/manifest.js';
import { MONTHS_ALONE } from '../../../scripts/statements/plans.js';
import { committed, manifest, STATEMENTS } from './committed.js';

// The files the contract names (issue 10), each with its kind.
const CONTRACT = {
  'statement-1-month.pdf': 'text',
  'statement-3-months.pdf': 'text',
  'statement-12-months.pdf': 'text',
  'statement-50-pages.pdf': 'text',
  'statement-leap-february.pdf': 'text',
  'statement-year-first.pdf': 'text',
  'statement-encrypted.pdf': 'text-encrypted',
  'statement-scanned.pdf': 'image-only',
  'not-a-pdf.pdf': 'not-a-pdf',
  // One calendar month each, for the asynchronous flow's month-coverage rules.
  ...Object.fromEntries(MONTHS_ALONE.map((month) => [`month-${month}.pdf`, 'text'])),
};

describe('fixtures/inputs/statements/manifest.json', () => {
  it("lists the contract's files with their kinds, and only the files on disk", () => {
    expect(Object.fromEntries(manifest.files.map((f) => [f.name, f.kind]))).toEqual(CONTRACT);
    const onDisk = readdirSync(STATEMENTS).filter((n) => n !== 'manifest.json');
    expect(onDisk.sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it.for(manifest.files)('$name: size and sha256 match the bytes', (file) => {
    const bytes = committed(file.name);
    expect({ size: bytes.length, sha256: sha256(bytes) }).toEqual({ size: file.size, sha256: file.sha256 });
  });

  it('gives the password of the encrypted statement only', () => {
    expect(manifest.files.filter((f) => f.password).map((f) => [f.name, f.password])).toEqual([
      ['statement-encrypted.pdf', 'sbx-statement-2026'],
    ]);
  });

  it('keeps the committed statements small (under 400 kB in all)', () => {
    expect(manifest.files.reduce((sum, f) => sum + f.size, 0)).toBeLessThan(400_000);
  });
});
