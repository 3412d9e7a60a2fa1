// A child node process of the bench, timed from its start to its exit, its output kept to read figures from: its peak
// resident memory (bench/max-rss.mjs, when asked) and audit's count of exchanges judged.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../src/base/paths.js';

export interface ChildRun {
  wallMs: number;
  /** stdout and stderr, interleaved as they came. */
  output: string;
}

/** `node <args>` in the repository root (or `cwd`); an exit code outside `ok` aborts the bench with the child's output. */
export function runNode(args: string[], env: Record<string, string> = {}, ok = [0], cwd = ROOT): Promise<ChildRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) =>
      ok.includes(code ?? -1)
        ? resolve({ wallMs: performance.now() - started, output })
        : reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** The node flags that make a child print its peak resident memory on exit (maxRssKiB reads it). */
export const MAX_RSS_FLAGS = ['--import', pathToFileURL(join(ROOT, 'bench', 'max-rss.mjs')).href];

/** The highest peak a child printed (its main thread exits last, after its workers), in KiB; undefined when none. */
export function maxRssKiB(output: string): number | undefined {
  const peaks = [...output.matchAll(/^vts-bench max-rss-kib (\d+)$/gm)].map((m) => Number(m[1]));
  return peaks.length > 0 ? Math.max(...peaks) : undefined;
}

/** N of audit's last line, `audit: N exchanges judged, …` (digits grouped or not); undefined when it printed none. */
export function judgedCount(output: string): number | undefined {
  const last = [...output.matchAll(/^audit: ([\d,]+) exchanges? judged\b/gm)].at(-1);
  return last === undefined ? undefined : Number((last[1] as string).replaceAll(',', ''));
}

export interface RunningChild {
  /** What it printed so far. */
  output(): string;
  /** Sends `signal` and waits for its exit; its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `node <args>` left running once its output matches `ready`; one that exits first aborts the bench with its output. */
export function startNode(args: string[], env: Record<string, string>, ready: RegExp): Promise<RunningChild> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, NO_COLOR: '1' } });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const running: RunningChild = {
    output: () => output,
    stop: (signal = 'SIGINT') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return new Promise((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d.toString();
      if (ready.test(output)) resolve(running);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`${args.join(' ')} exited ${code} before it was ready:\n${output}`)));
  });
}
