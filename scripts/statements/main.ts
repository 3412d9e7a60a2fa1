// `npm run fixtures:statements [-- <dir>]`: regenerates fixtures/inputs/statements/ (or <dir>), byte for byte the same.
import { resolve } from 'node:path';
import { generateStatements } from './generate.js';

const dir = resolve(process.argv[2] ?? 'fixtures/inputs/statements');
const manifest = await generateStatements(dir);
const total = manifest.files.reduce((sum, f) => sum + f.size, 0);
console.log(`fixtures:statements: ${manifest.files.length} files (${total} bytes) and manifest.json in ${dir}`);
