import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committed, INPUTS, manifest } from './committed.js';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('fixtures/inputs/manifest.json', () => {
  it('lists every committed file, and only those', () => {
    // statements/ has its own generator and manifest (scripts/statements/).
    const onDisk = readdirSync(INPUTS, { withFileTypes: true })
      .filter((d) => d.isFile() && d.name !== 'manifest.json')
      .map((d) => d.name);
    expect(manifest.files.map((f) => f.name).sort()).toEqual(onDisk.sort());
  });

  it.for(manifest.files)('$name: size and sha256 match the bytes', (file) => {
    const bytes = committed(file.name);
    expect({ size: bytes.length, sha256: sha256(bytes) }).toEqual({ size: file.size, sha256: file.sha256 });
  });

  it('keeps the committed inputs small (under 2 MB in all)', () => {
    expect(manifest.files.reduce((sum, f) => sum + f.size, 0)).toBeLessThan(2_000_000);
  });

  it('has a QR value for each of the four qrTypes and an invalid one', () => {
    const { values } = JSON.parse(committed('qr-values.json').toString('utf8')) as {
      values: { qrType: string | null; value: string }[];
    };
    const types = values.map((v) => v.qrType);
    expect(new Set(types)).toEqual(new Set(['Digital ID', 'Philsys Card', 'National ID Signed', 'ePhilId', null]));
    for (const v of values) expect(v.value).not.toBe('');
  });
});
