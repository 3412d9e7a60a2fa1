// `npm run bench`: speed of the gate, measured here and never asserted in a test. Each figure is paired with a floor
// measured in the same run, so the ratio holds on any machine:
//   1. the full replay gate (`npm run conformance`, a child process) next to a trivial vitest run of as many tests in as
//      many files, with the suites' pool settings and with vitest's defaults (the floors); target: ratio <= 2.5 (stretch 2);
//   2. a live run against the sandbox on loopback: the cost of one more case, from a run of the token rules minus a
//      run of one rule; target: <= 5 ms a case; and the token run against a vendor 50 ms away, one case at a time and
//      at the default concurrency (concurrency must show);
//   3. the in-process replay core (runRules, no vitest): cases per second (target >= 1,000), also without the 6 MB
//      uploads, and memory;
//   4. the sandbox's statement analysis of the 50-page statement (target: under a second), and the bankStatementAnalysis
//      oracles over an answer of 5,000 transactions (target: well under 100 ms);
//   5. the whole live suite (every operation, the flow and the uploads) against the sandbox 200 ms and 1000 ms away,
//      next to its critical-path bound from the run's own case times (bench/live-suite.ts); target: <= 1.2x the bound;
//   6. `vts audit` on a capture of JSON exchanges next to the capture reader alone: exchanges judged a second (target
//      >= 5,000), and its peak memory on 1,000,000 exchanges (target < 300 MB) (bench/audit-rate.ts);
//   7. `vts proxy` in front of the sandbox: the latency it adds at p99 to a JSON call (target < 5 ms) and a 6 MB upload
//      (target < 20 ms), against the same call direct in the same run (bench/proxy-added.ts).
// It prints each figure as it comes and, at the end, writes them to docs/speed.md (bench/page.ts).
// VTS_BENCH_ONLY=live-bound (or another section's name, comma-separated) runs only those sections, for development:
// the page is then left as it is. VTS_BENCH_BEFORE=<revision> also measures the gate and the core of that revision in
// the same rounds (bench/before.ts), printed and written beside this checkout's.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOSTS } from '../src/model/operations.js';
import { ROOT } from '../src/base/paths.js';
import { allRules } from '../src/rules/index.js';
import { runRules } from '../src/case/run.js';
import { replayTarget } from '../src/targets/replay.js';
import { clientFor } from '../src/case/target.js';
import { TRANSPORT } from '../src/settings/run-settings.js';
import { latencyProxy } from './latency-proxy.js';
import { createFiles, SETTLE_MAX_MS, settleDisk, settledText } from './disk.js';
import { type Figures, writeSpeedPage } from './page.js';
import { liveSuiteBound } from './live-suite.js';
import { runNode } from './child-run.js';
import { auditMemory, auditRate } from './audit-rate.js';
import { auditCorpus } from './audit-corpus.js';
import { proxyAdded } from './proxy-added.js';
import { type BeforeTree, beforeTree, coreRoundsBefore, verdictChanges } from './before.js';

/** A number from the environment; a bad one ends the bench saying what to give (no stack trace). */
function envNumber(name: string, fallback: number, valid: (n: number) => boolean, expected: string): number {
  const given = process.env[name];
  if (given === undefined || given.trim() === '') return fallback;
  const n = Number(given);
  if (Number.isFinite(n) && valid(n)) return n;
  console.error(`error: ${name}=${given}: give ${expected}`);
  process.exit(2);
}

const rounds = envNumber('VTS_BENCH_ROUNDS', 5, (n) => Number.isInteger(n) && n >= 1, 'a whole number of rounds, 1 or more');
/** How long the bench may wait for the disk to settle before its rounds (bench/disk.ts). */
const settleMaxMs =
  envNumber('VTS_BENCH_SETTLE_S', SETTLE_MAX_MS / 1000, (n) => n >= 0, 'seconds, 0 or more (0: no wait)') * 1000;
const LATENCY_MS = 50;
/** The matchFace rules that upload images of about 6 MB (one, or two together), apart from the rest of a round. */
const UPLOADS =
  /^matchFace\.((selfie|id)\.size-(at-limit|over-limit|6000001|6291456)|images\.both-at-limit|region\.\w+\.size-over-limit)$/;
const rules = allRules();
const scratch = mkdtempSync(join(tmpdir(), 'vts-bench-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
/** The lowest and highest of the rounds, said beside their median. */
const spreadOf = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];
const ms = (x: number) => `${x.toFixed(0)} ms`;
const figures: Partial<Figures> = { rounds, cases: rules.length, loadAtStart: loadavg()[0] ?? 0 };
const beforeRev = process.env.VTS_BENCH_BEFORE?.trim();
let before: BeforeTree | undefined;
// About as many files as a replay gate writes (its Allure results and attachments); its floor writes none.
const PROBE_FILES = 720;

/** Wall time of a child node process, in ms; an exit code outside `ok` aborts the bench with its output. */
const timed = async (args: string[], env: Record<string, string> = {}, ok = [0]): Promise<number> =>
  (await runNode(args, env, ok)).wallMs;

const cli = (args: string[], env: Record<string, string>, ok = [0]) => timed([join(ROOT, 'bin', 'vts.mjs'), ...args], env, ok);

/**
 * A trivial suite of as many tests in as many files as the conformance suites, under the project root (vitest resolves
 * from it), with two configs: the suites' own pool settings (the floor the target is judged against), and vitest's
 * defaults (per-file isolation in forks: slower, shown for comparison).
 */
function writeFloor(): { same: string; defaults: string } {
  const dir = join(ROOT, 'reports', 'bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = readdirSync(join(ROOT, 'suites')).filter((f) => f.endsWith('.conformance.ts')).length;
  figures.files = files;
  for (let f = 0; f < files; f++) {
    const count = Math.floor(rules.length / files) + (f < rules.length % files ? 1 : 0);
    writeFileSync(
      join(dir, `f${f}.test.ts`),
      `import { it } from 'vitest';\nfor (let i = 0; i < ${count}; i++) it(\`test \${i}\`, () => {});\n`,
    );
  }
  const config = (name: string, extra: string) => {
    writeFileSync(
      join(dir, name),
      `export default { test: { root: ${JSON.stringify(dir)}, include: ['*.test.ts']${extra} } };\n`,
    );
    return join(dir, name);
  };
  // The suites' pool settings: threads, no isolation, and the root config's workers (vitest.config.ts).
  return {
    same: config('same.config.mjs', `, isolate: false, pool: 'threads', maxWorkers: ${availableParallelism()}`),
    defaults: config('defaults.config.mjs', ''),
  };
}

/** ms to create PROBE_FILES small files in a fresh folder (bench/disk.ts: the gate feels the disk, its floor does not). */
const diskProbe = (name: string): number => createFiles(join(scratch, `disk-probe-${name}`), PROBE_FILES);

async function gateAgainstFloor(): Promise<void> {
  const floors = writeFloor();
  const settled = await settleDisk(scratch, (line) => console.log(line), { maxMs: settleMaxMs });
  const diskBefore = diskProbe('before');
  const vitest = (config: string) => timed([join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', config]);
  // One seed for every run, so that the earlier revision's verdicts can be held to this one's, rule by rule.
  const env = { VTS_REPORTS_DIR: join(scratch, 'reports'), VTS_SEED: '1' };
  const floor: number[] = [];
  const defaults: number[] = [];
  const gate: number[] = [];
  const gateBefore: number[] = [];
  const earlier = before;
  const cliBefore = (tree: BeforeTree) =>
    runNode(
      [join(tree.root, 'bin', 'vts.mjs'), 'conformance'],
      { VTS_REPORTS_DIR: join(scratch, 'reports-before') },
      [0],
      tree.root,
    );
  // Warm-up: transform caches, the `node` binary's file cache.
  await vitest(floors.same);
  await vitest(floors.defaults);
  await cli(['conformance'], env);
  if (earlier) await cliBefore(earlier);
  for (let i = 0; i < rounds; i++) {
    floor.push(await vitest(floors.same));
    defaults.push(await vitest(floors.defaults));
    gate.push(await cli(['conformance'], env));
    if (earlier) gateBefore.push((await cliBefore(earlier)).wallMs);
  }
  const disk = { ...settled, files: PROBE_FILES, beforeMs: diskBefore, afterMs: diskProbe('after') };
  figures.disk = disk;
  const ratiosTo = (of: number[]) => gate.map((g, i) => g / (of[i] ?? g));
  const ratioTo = (of: number[]) => median(ratiosTo(of));
  const ratio = (of: number[]) => ratioTo(of).toFixed(2);
  // The spread of the rounds beside their median: on a machine whose speed moves from one minute to the next, a median
  // near the target says little without it.
  const spread = spreadOf(ratiosTo(floor));
  const beforeRatios = gateBefore.map((g, i) => g / (floor[i] ?? g));
  const gateFigure: Figures['gate'] = {
    gateMs: median(gate),
    floorMs: median(floor),
    defaultsMs: median(defaults),
    ratio: ratioTo(floor),
    ratioSpread: spread,
    defaultsRatio: ratioTo(defaults),
    ...(earlier
      ? {
          before: {
            commit: earlier.commit,
            gateMs: median(gateBefore),
            ratio: median(beforeRatios),
            ratioSpread: spreadOf(beforeRatios),
            verdicts: verdictChanges(join(scratch, 'reports-before', 'verdicts.json'), join(scratch, 'reports', 'verdicts.json')),
            seed: Number(env.VTS_SEED),
          },
        }
      : {}),
  };
  console.log(`replay gate: ${rules.length} cases, ${rounds} paired rounds`);
  console.log(`  npm run conformance    median ${ms(median(gate))}`);
  console.log(
    `  floor, suites' pool    median ${ms(median(floor))} (${rules.length} empty tests, same files, threads, no isolation)`,
  );
  console.log(`  floor, vitest defaults median ${ms(median(defaults))} (same tests and files, forks, isolated)`);
  console.log(
    `  ratio to the floor     median ${ratio(floor)}, rounds ${spread[0].toFixed(2)}-${spread[1].toFixed(2)} (target <= 2.50, stretch 2.00); to the defaults floor ${ratio(defaults)}`,
  );
  figures.gate = gateFigure;
  const b = gateFigure.before;
  if (b) {
    console.log(
      `  before (${b.commit})        median ${ms(b.gateMs)}, ratio ${b.ratio.toFixed(2)}, rounds ${b.ratioSpread.map((r) => r.toFixed(2)).join('-')}`,
    );
    console.log(
      `  verdicts, seed ${b.seed}        ${b.verdicts.changed.length === 0 ? `every one of the ${b.verdicts.rules} rules' case entries as at ${b.commit} (durations aside)` : `${b.verdicts.changed.length} rules changed since ${b.commit}: ${b.verdicts.changed.join(', ')}`}`,
    );
  }
  console.log(
    `  the disk               ${disk.files} small files created in ${ms(disk.beforeMs)} before the rounds, ${ms(disk.afterMs)} after (the gate writes about as many, the floor none)${settledText(disk)}`,
  );
}

/**
 * The cost of one more case on a live run, measured against the bundled sandbox on loopback standing in for a
 * conforming vendor (a stub that answers 200 to everything would measure the reporting of failures instead). The token
 * operations' cases, as the issue compares them with Newman: none of them waits out a retry back-off.
 */
/** The environment of a live run whose every host is `url`, with the sandbox profile's credentials and data. */
function liveEnv(url: string, reports: string): Record<string, string> {
  const profile = join(ROOT, 'fixtures', 'targets', 'sandbox.json');
  const { appId = '', appKey = '' } = (JSON.parse(readFileSync(profile, 'utf8')) as { data: Record<string, string> }).data;
  return {
    ...Object.fromEntries(Object.values(HOSTS).map((name) => [name, url])),
    VTS_APP_ID: appId,
    VTS_APP_KEY: appKey,
    VTS_TARGET_PROFILE: profile,
    VTS_REPORTS_DIR: join(scratch, reports),
  };
}

const TOKEN_OPERATIONS = ['--operation', 'authToken', '--operation', 'login'];
const TOKEN_RULES = rules.filter((r) => r.operation === 'authToken' || r.operation === 'login');

async function liveCaseCost(): Promise<void> {
  const { startSandbox } = await import('../sandbox/server.js');
  const sandbox = await startSandbox({ port: 0 });
  const env = liveEnv(sandbox.url, 'live');
  const run = (args: string[]) => cli(['conformance', '--target', 'live', ...args], env);
  const all: number[] = [];
  const one: number[] = [];
  for (let i = 0; i < rounds; i++) {
    all.push(await run(TOKEN_OPERATIONS));
    one.push(await run(['--rule', 'authToken.request.valid']));
  }
  await sandbox.close();
  // Each round's difference, as the gate's ratio is each round's: a difference of two medians took one slow run of
  // either kind for the cost of 38 cases (2.4 to 5.3 ms a case from one bench to the next).
  const perRound = all.map((a, i) => (a - (one[i] ?? a)) / (TOKEN_RULES.length - 1));
  const perCase = median(perRound);
  const spread = spreadOf(perRound);
  figures.live = { cases: TOKEN_RULES.length, allMs: median(all), oneMs: median(one), perCaseMs: perCase, spread };
  console.log(`live against the sandbox on loopback: the ${TOKEN_RULES.length} token cases, ${rounds} paired rounds`);
  console.log(
    `  every token rule ${ms(median(all))}, one rule ${ms(median(one))}: ${perCase.toFixed(1)} ms a case, rounds ${spread[0].toFixed(1)}-${spread[1].toFixed(1)} (target <= 5 ms)`,
  );
}

/**
 * The token cases against a vendor 50 ms away (the sandbox behind a delaying proxy): one case at a time, then at the
 * default concurrency. A whole run, the command's start included: what a nightly live run waits for.
 */
async function liveUnderLatency(): Promise<void> {
  const { startSandbox } = await import('../sandbox/server.js');
  const sandbox = await startSandbox({ port: 0 });
  const proxy = await latencyProxy(sandbox.url, LATENCY_MS);
  const env = liveEnv(proxy.url, 'latency');
  const run = (concurrency?: number) =>
    cli(
      ['conformance', '--target', 'live', ...TOKEN_OPERATIONS, ...(concurrency ? ['--concurrency', String(concurrency)] : [])],
      env,
    );
  const sequential: number[] = [];
  const concurrent: number[] = [];
  for (let i = 0; i < Math.max(1, Math.ceil(rounds / 2)); i++) {
    sequential.push(await run(1));
    concurrent.push(await run());
  }
  await proxy.close();
  await sandbox.close();
  const cases = TOKEN_RULES.length;
  figures.latency = {
    cases,
    latencyMs: LATENCY_MS,
    concurrency: TRANSPORT.concurrency.fallback,
    sequentialMs: median(sequential),
    concurrentMs: median(concurrent),
  };
  console.log(`live against a vendor ${LATENCY_MS} ms away (the sandbox behind a delaying proxy): the ${cases} token cases`);
  console.log(
    `  one at a time ${ms(median(sequential))}, at the default concurrency ${TRANSPORT.concurrency.fallback} ${ms(median(concurrent))}: ${(median(sequential) / median(concurrent)).toFixed(1)}× faster`,
  );
}

async function replayCore(): Promise<void> {
  const client = clientFor({ name: 'replay' });
  const round = async (selected = rules) => {
    const started = performance.now();
    const { results } = await runRules({ rules: selected, target: replayTarget(), seed: 1, client });
    const failed = results.filter((r) => r.verdict === 'harness-error');
    if (failed.length > 0) throw new Error(`replay failed: ${failed.map((r) => `${r.rule.id}: ${r.reason}`).join('\n')}`);
    return performance.now() - started;
  };
  await round(); // warm-up: module load, schema compilation
  const times: number[] = [];
  for (let i = 0; i < rounds * 4; i++) times.push(await round());
  // The six uploads at the face match size limit: 6 MB each way through nock's hex, most of a round on their own.
  const small = rules.filter((r) => !UPLOADS.test(r.id));
  const smallTimes: number[] = [];
  for (let i = 0; i < rounds * 4; i++) smallTimes.push(await round(small));
  await client.close();
  const m = median(times);
  const ms2 = median(smallTimes);
  const rates = (cases: number, of: number[]) => of.map((t) => (cases * 1000) / t);
  const earlier = before && (await coreRoundsBefore(before, rounds * 4));
  figures.core = {
    roundMs: m,
    casesPerSecond: (rules.length * 1000) / m,
    spread: spreadOf(rates(rules.length, times)),
    ...(earlier && before
      ? {
          before: {
            commit: before.commit,
            casesPerSecond: median(rates(earlier.cases, earlier.times)),
            spread: spreadOf(rates(earlier.cases, earlier.times)),
          },
        }
      : {}),
    withoutUploads: { cases: small.length, casesPerSecond: (small.length * 1000) / ms2 },
    rssMiB: process.memoryUsage().rss / 2 ** 20,
    heapMiB: process.memoryUsage().heapUsed / 2 ** 20,
  };
  console.log(
    `replay core (runRules, in process): median round ${m.toFixed(1)} ms, ${((rules.length * 1000) / m).toFixed(0)} cases/s (target >= 1000); without the ${rules.length - small.length} uploads at the size limit ${((small.length * 1000) / ms2).toFixed(0)} cases/s`,
  );
  const [low, high] = figures.core.spread;
  console.log(`  rounds ${low.toFixed(0)}-${high.toFixed(0)} cases/s`);
  if (figures.core.before)
    console.log(
      `  before (${figures.core.before.commit}): ${figures.core.before.casesPerSecond.toFixed(0)} cases/s, rounds ${figures.core.before.spread.map((r) => r.toFixed(0)).join('-')}`,
    );
  console.log(
    `  rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB, heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
}

/** Median of `runs` timings of `work` after one warm-up run (module load, the PDF reader's thread). */
async function timedMedian(runs: number, work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function statementAnalysis(): Promise<void> {
  const { analysePdf } = await import('../sandbox/statements/analyse-pdf.js');
  const pdf = readFileSync(join(ROOT, 'fixtures', 'inputs', 'statements', 'statement-50-pages.pdf'));
  const m = await timedMedian(rounds * 2, () => analysePdf(pdf));
  console.log(`sandbox statement analysis, the 50-page statement: median ${ms(m)} (target < 1000 ms)`);
  figures.analysisMs = m;
  const { oracleWorkload } = await import('../src/oracles/bench.js');
  const { run } = oracleWorkload(5000);
  const findings = run();
  if (findings !== 0) throw new Error(`the oracles found ${findings} problems in a consistent answer: they are broken`);
  const o = await timedMedian(rounds * 4, run);
  console.log(`oracles over an answer of 5,000 transactions: median ${o.toFixed(1)} ms (target well under 100 ms)`);
  figures.oraclesMs = o;
}

async function liveBound(): Promise<void> {
  // Every round: the ratio's spread is what says whether the schedule holds (a 1000 ms round takes about a minute).
  figures.liveBound = await liveSuiteBound({
    rounds,
    expectedRules: rules.length,
    scratch,
    cli,
    median,
  });
}

/** Audit's corpus, built once for both audit sections (its rules run against an in-process sandbox: a few seconds). */
let corpus: ReturnType<typeof auditCorpus> | undefined;
const auditOptions = () => ({ rounds, scratch, median, corpus: () => (corpus ??= auditCorpus()) });
const perS = (x: number) => `${x.toFixed(0)} exchanges/s`;

async function audit(): Promise<void> {
  const f = await auditRate(auditOptions());
  figures.audit = f;
  console.log(`vts audit (a child process): ${f.exchanges} JSON exchanges of NDJSON, ${rounds} rounds`);
  console.log(
    `  past its start         median ${perS(f.perSecond)}, rounds ${f.spread.map((r) => r.toFixed(0)).join('-')} (target >= 5000); the whole run ${ms(f.auditMs)}, ${perS(f.wholePerSecond)}; its start ${ms(f.startMs)} (the ${f.startExchanges} exchanges of the corpus once)`,
  );
  console.log(
    `  floor, the reader alone median ${ms(f.readerMs)} (the same file read, nothing judged): audit ${f.ratio.toFixed(1)}× as long`,
  );
}

async function auditPeakMemory(): Promise<void> {
  const f = await auditMemory(auditOptions());
  figures.auditMemory = f;
  console.log(
    `vts audit memory: ${f.exchanges} exchanges of gzipped NDJSON, one run of ${ms(f.auditMs)}: peak rss ${f.auditMB.toFixed(0)} MB (target < 300 MB)`,
  );
  console.log(`  floor, the reader alone ${f.readerMB.toFixed(0)} MB in ${ms(f.readerMs)}`);
}

async function proxyLatency(): Promise<void> {
  const f = await proxyAdded(scratch);
  figures.proxy = f;
  console.log(
    `vts proxy in front of the sandbox (child processes), the same call direct and through it, alternating; it judged ${f.judged} exchanges${f.behind > 0 ? `, ${f.behind} not (judging fell behind)` : ''}`,
  );
  for (const c of f.calls)
    console.log(
      `  ${c.kind} (${c.rule}, ${c.bytes} bytes, ${c.calls} calls each way): direct p50 ${c.direct.p50.toFixed(1)} p99 ${c.direct.p99.toFixed(1)} ms, through the proxy p50 ${c.via.p50.toFixed(1)} p99 ${c.via.p99.toFixed(1)} ms: added at p99 ${c.addedP99.toFixed(1)} ms (target < ${c.targetMs} ms), at p50 ${c.addedP50.toFixed(1)} ms`,
    );
}

/** The sections in the order they run; the live suite last, so its sandbox's memory is not in the core's figures. */
const SECTIONS: Record<string, () => Promise<void>> = {
  gate: gateAgainstFloor,
  'live-cost': liveCaseCost,
  latency: liveUnderLatency,
  core: replayCore,
  analysis: statementAnalysis,
  audit,
  'audit-memory': auditPeakMemory,
  proxy: proxyLatency,
  'live-bound': liveBound,
};
const only =
  process.env.VTS_BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '') ?? [];
const unknown = only.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(`error: VTS_BENCH_ONLY=${unknown.join(',')}: give section names among ${Object.keys(SECTIONS).join(', ')}`);
  rmSync(scratch, { recursive: true, force: true });
  process.exit(2);
}

try {
  if (beforeRev) before = beforeTree(beforeRev);
  for (const [name, section] of Object.entries(SECTIONS)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const started = performance.now();
    await section();
    console.log(`  (section ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  if (only.length === 0) console.log(`written to ${writeSpeedPage(figures as Figures)}`);
  else console.log(`docs/speed.md left as it is: only ${only.join(', ')} ran (VTS_BENCH_ONLY)`);
} finally {
  before?.remove();
  rmSync(scratch, { recursive: true, force: true });
}
