// The audit rate's floor, a child process of `npm run bench`: the capture files read as `vts audit` reads them
// (readCaptureFile, gzip, lines, JSON, the exchange's shape) and nothing judged. It starts as bin/vts.mjs starts a
// command, from the compiled copy of src/ (bin/compiled.mjs), so the two differ by the judging alone.
import { compiledCopy } from '../bin/compiled.mjs';

const { main } = await compiledCopy();
const { readCaptureFile } = await import(new URL('../capture/read.js', main).href);
let read = 0;
for (const file of process.argv.slice(2)) for await (const _ of readCaptureFile(file)) read++;
console.log(`read: ${read} exchanges`);
