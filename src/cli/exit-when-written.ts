// A command's exit once what it wrote has left. stdout to a pipe is written asynchronously: a reader slow to empty it
// (a CI runner, a busy parent) leaves the rest in memory, and process.exit() drops it (a gate's last lines lost, its exit
// code kept). bin/supervise.mjs, which loads nothing of the harness, does the same.
export function exitWhenWritten(code: number): void {
  process.exitCode = code;
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}
