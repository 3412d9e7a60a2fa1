import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../../../scripts/upload-files/manifest.js';

export const INPUTS = join(import.meta.dirname, '../../../fixtures/inputs');
export const manifest = JSON.parse(readFileSync(join(INPUTS, 'manifest.json'), 'utf8')) as Manifest;
export const committed = (name: string): Buffer => readFileSync(join(INPUTS, name));
