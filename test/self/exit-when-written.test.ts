// A command that writes much and exits while its reader is slow (a CI runner under load) keeps every line: a gate's
// closing lines were lost so, its exit code kept (applicable-set.test.ts saw "exit 2" and no "incomplete run:" line).
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';

const LINES = 3000;
const CHILD = `
import { exitWhenWritten } from './src/cli/exit-when-written.ts';
for (let i = 0; i < ${LINES}; i++) console.log(\`line \${i} \${'x'.repeat(100)}\`);
exitWhenWritten(2);
`;

it('keeps every line written before the exit when the reader is slow, and the exit code', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  // A reader that takes a pause after each chunk, as a loaded machine's does.
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), 20);
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect({ code, lines: out.split('\n').length - 1 }).toEqual({ code: 2, lines: LINES });
});
