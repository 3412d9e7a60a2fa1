// `npm run bench:profile-gate [-- <conformance flags>]`: one replay gate (`npm run conformance`) under `node --cpu-prof`,
// a profile a thread in reports/profile-gate/ (Chrome's DevTools opens them), and where each thread's CPU went: the
// workers from their first case on (before it: vitest's start and the harness loaded), the main thread throughout.
// Profiling slows the run by about a third; compare shares, not milliseconds, with `npm run bench`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../src/base/paths.js';
import { categoryLines, type CpuProfile, sourceMarkers, summarise } from './gate-profile.js';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run bench:profile-gate [-- <npm run conformance flags>]

One gate run (replay unless --target says otherwise) under node --cpu-prof: a profile a thread in
reports/profile-gate/, then each thread's CPU by what it did (workers from their first case on).`);
  process.exit(0);
}
const dir = join(ROOT, 'reports', 'profile-gate');
rmSync(dir, { recursive: true, force: true });
const reports = mkdtempSync(join(tmpdir(), 'vts-profile-gate-'));
const run = spawnSync(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${dir}`, join(ROOT, 'bin', 'vts.mjs'), 'conformance', ...process.argv.slice(2)],
  { cwd: ROOT, env: { ...process.env, VTS_REPORTS_DIR: reports }, encoding: 'utf8' },
);
rmSync(reports, { recursive: true, force: true });
// 1 is a gate that found a violation: its profile is as good as any.
if (run.status !== 0 && run.status !== 1) {
  console.error(`npm run conformance exited ${run.status}:\n${run.stdout}${run.stderr}`);
  process.exit(2);
}

// Node names each file CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile; thread 0 is the main thread.
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : [];
const threadOf = (file: string) => Number(file.split('.').at(-3));
// The command runs the gate in a child (bin/supervise.mjs): the process started here only waits for it.
const supervisor = (file: string) => Number(file.split('.').at(-4)) === run.pid;
const profiles = files
  .filter((file) => !supervisor(file))
  .sort((a, b) => threadOf(a) - threadOf(b))
  .map((file) => ({ file, profile: JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile }));
if (!profiles.some(({ file }) => threadOf(file) > 0)) {
  console.error(`no worker profile in ${relative(ROOT, dir)}: did this vitest stop handing --cpu-prof to its workers?`);
  process.exit(2);
}

// The bundled harness the workers ran, by URL: its lines are named by their source files.
const bundles = new Map<string, [number, string][]>();
for (const { profile } of profiles)
  for (const { callFrame } of profile.nodes)
    if (callFrame.url.endsWith('/harness.js') && !bundles.has(callFrame.url))
      bundles.set(callFrame.url, sourceMarkers(readFileSync(fileURLToPath(callFrame.url), 'utf8')));

console.log(`${run.stdout.trim().split('\n').at(-1) ?? ''}\nprofiles: ${relative(ROOT, dir)}/ (one a thread)`);
// The suites' workers are the threads that ran a case; any other (the sandbox's PDF worker) is shown whole, apart.
const ranCases = (profile: CpuProfile) => profile.nodes.some((n) => n.callFrame.functionName === 'runConformanceCase');
const others = profiles.filter(({ file, profile }) => threadOf(file) > 0 && !ranCases(profile));
const workers = profiles
  .filter(({ file, profile }) => threadOf(file) > 0 && ranCases(profile))
  .map(({ profile }) => summarise(profile, bundles, 'runConformanceCase'));
const merged = { totalMs: 0, sinceMs: 0, byCategory: new Map<string, number>() };
for (const w of workers) {
  merged.totalMs += w.totalMs;
  merged.sinceMs += w.sinceMs;
  for (const [k, v] of w.byCategory) merged.byCategory.set(k, (merged.byCategory.get(k) ?? 0) + v);
}
console.log(
  `\n${workers.length} worker${workers.length === 1 ? '' : 's'}: ${merged.totalMs.toFixed(0)} ms sampled, ${(merged.totalMs - merged.sinceMs).toFixed(0)} ms of it before their first case; from there on:`,
);
console.log(categoryLines(merged).join('\n'));
const main = profiles.find(({ file }) => threadOf(file) === 0);
for (const [name, profile] of [
  ...(main ? [['main thread', main.profile] as const] : []),
  ...others.map(({ file, profile }) => [`thread ${threadOf(file)} (ran no case)`, profile] as const),
]) {
  const summary = summarise(profile, bundles);
  console.log(`\n${name}: ${summary.totalMs.toFixed(0)} ms sampled:`);
  console.log(categoryLines(summary).join('\n'));
}
