// Not a test of the suite (no project includes *.fixture.ts): test/self/hung-test.test.ts runs it with a short
// testTimeout, as a self-test that waits on a command that never ends.
import { it } from 'vitest';
import { runCommand } from '../cli.js';

const NEVER_ENDS = "require('node:fs').writeFileSync(process.env.PID_FILE, String(process.pid)); setInterval(() => {}, 1000)";

it('waits for a command that never ends', () => runCommand(process.execPath, ['-e', NEVER_ENDS]));
