// `npm run fixtures:inputs [-- <dir>]`: regenerates fixtures/inputs/ (or <dir>), byte for byte the same every run.
import { resolve } from 'node:path';
import { generateInputs } from './generate.js';

const dir = resolve(process.argv[2] ?? 'fixtures/inputs');
const manifest = await generateInputs(dir);
const total = manifest.files.reduce((sum, f) => sum + f.size, 0);
console.log(`fixtures:inputs: ${manifest.files.length} files (${total} bytes) and manifest.json in ${dir}`);
