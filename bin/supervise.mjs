// conformance, record and merge run in a child of this process: a run that dies in its own process (V8 out of memory,
// a native crash, SIGKILL) cannot report itself, and would end with V8's dump, exit 134 and IN-PROGRESS left behind.
// This parent then says that the run crashed and why, renders the cases that finished as an incomplete run and exits
// 2, as the run does when one of its workers dies. It loads nothing of the harness unless a child died so.
import { spawn } from 'node:child_process';

/** Signals this process passes on: the child reports its run interrupted (src/cli/run-guard.ts). */
const PASSED_ON = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** The first line of V8's report of a fatal error; what follows (heap figures, a native stack) is not for the user. */
const V8_REPORT = /^(<--- Last few GCs --->|#\s*Fatal error|FATAL ERROR:)/;
const FATAL = /^(?:FATAL ERROR:\s*|#\s*Fatal error\s*)(.+)$/;

/** Exits once what was written has left (a pipe its reader is slow to empty holds the rest, and exit() drops it); never
 * settles, so the caller goes no further. */
const exitWhenWritten = (code) =>
  new Promise(() => {
    process.exitCode = code;
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  });

/** Runs `entry` (bin/vts.mjs) with this process's arguments in a child, and exits with what the run came to. */
export async function supervise(entry) {
  const child = spawn(process.execPath, [...process.execArgv, entry, ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'pipe', 'pipe'],
    env: { ...process.env, VTS_SUPERVISOR: String(process.pid) },
  });
  for (const signal of PASSED_ON) process.on(signal, () => child.kill(signal));
  let notes = '';
  child.stdio[3].on('data', (d) => (notes += d));
  const stderr = stderrFilter();
  child.stderr.on('data', stderr.write);
  const [code, signal] = await new Promise((resolve) => child.on('close', (...end) => resolve(end)));
  stderr.end(signal !== null);
  if (signal === null) return exitWhenWritten(code ?? 2);
  const [note, ...later] = notes
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
  const interrupted = PASSED_ON.includes(signal);
  if (note === undefined || later.some((m) => m.reported)) {
    const when = note === undefined ? 'before its run began: nothing was written' : 'after its reports were written';
    const what = interrupted ? `interrupted (${signal})` : `error: the command died (${stderr.fatal ?? signal})`;
    console.error(`${what} ${when}`);
    return exitWhenWritten(2);
  }
  // The run's own renderer, from where the child loaded it: the compiled copy, or the sources under tsx's loader.
  if (note.renderer.endsWith('.ts')) (await import('tsx/esm/api')).register();
  const { renderAfterDeath } = await import(note.renderer);
  return exitWhenWritten(renderAfterDeath(note, { signal, fatal: stderr.fatal, interrupted }, (line) => console.log(line)));
}

/** Passes the child's stderr on, line by line, holding back V8's report of a fatal error but its one line of cause. */
function stderrFilter() {
  let partial = '';
  let held = [];
  const filter = {
    fatal: undefined,
    write: (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) filter.line(line);
    },
    line: (line) => {
      if (held.length === 0 && !V8_REPORT.test(line)) return process.stderr.write(`${line}\n`);
      held.push(line);
      filter.fatal ??= FATAL.exec(line)?.[1]?.trim();
    },
    // A child that lived on after all (no signal) had nothing fatal: what was held is said.
    end: (died) => {
      if (partial !== '') filter.line(partial);
      if (!died) for (const line of held) process.stderr.write(`${line}\n`);
      held = [];
    },
  };
  return filter;
}
