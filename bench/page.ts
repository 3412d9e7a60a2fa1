// docs/speed.md, written by `npm run bench` at the end of a run: a fixed introduction, then the run's figures with its
// date and machine. Figures measured on one machine go stale on the next, so the page is rewritten, never edited.
import { writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from '../src/base/paths.js';
import { settledText } from './disk.js';
import { boundText, heaviestText, type LiveBoundFigure } from './live-suite.js';
import type { AuditMemoryFigure, AuditRateFigure } from './audit-rate.js';
import type { ProxyAddedFigure } from './proxy-added.js';

export interface Figures {
  rounds: number;
  /** The one-minute load average when the bench started: a busy machine's figures are worth less. */
  loadAtStart: number;
  cases: number;
  files: number;
  /**
   * ms to create `files` small files before the gate's rounds and after them: the disk the gate writes its reports to;
   * and how long the bench waited for it to settle first (bench/disk.ts).
   */
  disk: { files: number; beforeMs: number; afterMs: number; waitedMs: number; settled: boolean };
  gate: {
    gateMs: number;
    floorMs: number;
    defaultsMs: number;
    ratio: number;
    /** The lowest and highest ratio of a round. */
    ratioSpread: [number, number];
    defaultsRatio: number;
    /** The same gate at an earlier revision, in the same rounds (VTS_BENCH_BEFORE). */
    before?: {
      commit: string;
      gateMs: number;
      ratio: number;
      ratioSpread: [number, number];
      /** Rules whose case entry differs from the earlier revision's, for one seed. */
      verdicts: { rules: number; changed: string[] };
      seed: number;
    };
  };
  /** perCaseMs: the median of each round's (every rule - one rule) / (cases - 1); spread: its lowest and highest. */
  live: { cases: number; allMs: number; oneMs: number; perCaseMs: number; spread: [number, number] };
  latency: { cases: number; latencyMs: number; concurrency: number; sequentialMs: number; concurrentMs: number };
  core: {
    roundMs: number;
    casesPerSecond: number;
    /** The lowest and highest rate of a round. */
    spread: [number, number];
    /** The core at an earlier revision, as many rounds, in a child process (VTS_BENCH_BEFORE). */
    before?: { commit: string; casesPerSecond: number; spread: [number, number] };
    withoutUploads: { cases: number; casesPerSecond: number };
    rssMiB: number;
    heapMiB: number;
  };
  analysisMs: number;
  oraclesMs: number;
  /** The whole live suite at each latency, next to its critical-path bound (bench/live-suite.ts). */
  liveBound: LiveBoundFigure[];
  audit: AuditRateFigure;
  auditMemory: AuditMemoryFigure;
  proxy: ProxyAddedFigure;
}

export const SPEED_PAGE = join(ROOT, 'docs', 'speed.md');

const INTRODUCTION = `# Speed

_Written by \`npm run bench\` (\`bench/run.ts\`, \`bench/page.ts\`): run it again rather than edit it._

Speed is measured here, never asserted in a test (a timed assertion fails on a busy machine, not a slow harness):

- **The gate** (\`npm run conformance\`, replay) is paired with a floor measured in the same rounds: a trivial vitest run
  of as many empty tests in as many files, with the suites' pool settings (threads, no isolation) and with vitest's
  defaults (forks). The ratio to the first holds across machines; the rounds' range says how far it moved.
- **Live** against the sandbox on loopback gives the cost of one more case; against a vendor 50 ms away, what the
  concurrency buys.
- **The live suite** (every operation, \`--concurrency 8\`) against the sandbox 200 ms and 1000 ms away is paired with
  its critical-path bound: its start (a one-rule run) plus the longer of its longest case and all its case time shared
  among the concurrency.
- **\`vts audit\`** (a child process) on a capture of the JSON operations' exchanges is paired with the capture reader
  alone on the same file: the ratio is what judging costs. Its rate is counted past its start; its peak memory is one
  run's, on a million exchanges.
- **\`vts proxy\`** in front of the sandbox: the same call direct and through it, alternating; what it adds at the
  99th percentile, judging included.
- **The replay core** in process (\`runRules\`, no vitest) gives cases per second and memory.
- \`VTS_BENCH_BEFORE=<revision>\` also runs that revision's gate and core in the same rounds, shown beside;
  \`VTS_BENCH_ONLY=<section,…>\` runs those sections alone (this page left as it is).
- Each figure is a median of \`VTS_BENCH_ROUNDS\` rounds (default 5). A disk slow to create files after a large removal
  (ext4 without a journal) is waited for first, up to \`VTS_BENCH_SETTLE_S\` seconds (default 420; 0 skips), and timed
  before and after the rounds.

Profile before optimising: \`npm run bench:profile\` (the in-process core, to \`reports/profile/\`) and
\`npm run bench:profile-gate\` (one gate run, a profile per thread in \`reports/profile-gate/\`, summed by source file).
`;

const s = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
const ms = (msValue: number, digits = 0) => `${msValue.toFixed(digits)} ms`;
const x = (ratio: number) => `${ratio.toFixed(1)}×`;

/** The machine, as far as it decides the figures: no host name, no user, no path. */
function machine(loadAtStart: number): string {
  const cores = cpus();
  const model = cores[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown CPU';
  return (
    `${model}, ${cores.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; ${type()} ${release()}; Node ${process.version}; ` +
    `load average ${loadAtStart.toFixed(1)} when the bench started`
  );
}

export function speedPage(f: Figures, date = new Date()): string {
  const rows = [
    [
      `\`npm run conformance\` (replay, ${f.cases} cases in ${f.files} files)`,
      s(f.gate.gateMs),
      `trivial vitest run of ${f.cases} tests in ${f.files} files: ${s(f.gate.floorMs)} with the suites' pool settings, ${s(f.gate.defaultsMs)} with vitest's defaults`,
      `${f.gate.ratio.toFixed(2)}× (rounds ${f.gate.ratioSpread.map((r) => r.toFixed(2)).join('–')}), ${x(f.gate.defaultsRatio)}` +
        (f.gate.before
          ? `; before, at ${f.gate.before.commit} in the same rounds: ${s(f.gate.before.gateMs)}, ${f.gate.before.ratio.toFixed(2)}× (rounds ${f.gate.before.ratioSpread.map((r) => r.toFixed(2)).join('–')}); seed ${f.gate.before.seed}: ${f.gate.before.verdicts.changed.length === 0 ? `all ${f.gate.before.verdicts.rules} rules' verdicts as before` : `${f.gate.before.verdicts.changed.length} rules' verdicts changed`}`
          : ''),
      '≤ 2.5× the suites’ floor (stretch 2×)',
    ],
    [
      `live against the sandbox on loopback, one more case (the ${f.live.cases} token cases)`,
      // Two wall times subtracted: on a busy machine the difference can drown in the noise, even below zero.
      f.live.perCaseMs > 0
        ? `${ms(f.live.perCaseMs, 1)} (rounds ${f.live.spread.map((r) => r.toFixed(1)).join('–')})`
        : 'within the noise of this run',
      `every token rule ${ms(f.live.allMs)}, one rule ${ms(f.live.oneMs)} (medians; the figure is each round's difference)`,
      '',
      '≤ 5 ms',
    ],
    [
      `live against a vendor ${f.latency.latencyMs} ms away (the sandbox behind a delay), the ${f.latency.cases} token cases, whole run`,
      `${s(f.latency.concurrentMs)} at the default concurrency ${f.latency.concurrency}`,
      `one case at a time: ${s(f.latency.sequentialMs)}`,
      x(f.latency.sequentialMs / f.latency.concurrentMs),
      'concurrency shows',
    ],
    [
      'replay core in process (`runRules`, no vitest)',
      `${f.core.casesPerSecond.toFixed(0)} cases/s (rounds ${f.core.spread.map((r) => r.toFixed(0)).join('–')})`,
      `a round of ${f.cases} cases: ${ms(f.core.roundMs)}${f.core.before ? `; before, at ${f.core.before.commit}: ${f.core.before.casesPerSecond.toFixed(0)} cases/s (rounds ${f.core.before.spread.map((r) => r.toFixed(0)).join('–')})` : ''}; without the ${f.cases - f.core.withoutUploads.cases} uploads at the size limit ${f.core.withoutUploads.casesPerSecond.toFixed(0)} cases/s; rss ${f.core.rssMiB.toFixed(0)} MiB, heap ${f.core.heapMiB.toFixed(0)} MiB`,
      '',
      '≥ 1,000 cases/s',
    ],
    [
      "the sandbox's analysis of the 50-page statement (`analysePdf`, pdfjs-dist in a worker thread)",
      ms(f.analysisMs),
      '',
      '',
      '< 1 s',
    ],
    ['the bankStatementAnalysis oracles over an answer of 5,000 transactions', ms(f.oraclesMs, 1), '', '', '< 100 ms'],
    [
      `\`vts audit\` of ${f.audit.exchanges.toLocaleString('en')} JSON exchanges (NDJSON), a child process`,
      `${f.audit.perSecond.toFixed(0)} exchanges/s past its start (rounds ${f.audit.spread.map((r) => r.toFixed(0)).join('–')})`,
      `the capture reader alone on the same file: ${s(f.audit.readerMs)}; audit's whole run ${s(f.audit.auditMs)} (${f.audit.wholePerSecond.toFixed(0)} exchanges/s), its start ${s(f.audit.startMs)}`,
      x(f.audit.ratio),
      '≥ 5,000 exchanges/s',
    ],
    [
      `\`vts audit\` of ${f.auditMemory.exchanges.toLocaleString('en')} exchanges (gzipped NDJSON), peak memory`,
      `${f.auditMemory.auditMB.toFixed(0)} MB in ${s(f.auditMemory.auditMs)}`,
      `the capture reader alone: ${f.auditMemory.readerMB.toFixed(0)} MB in ${s(f.auditMemory.readerMs)}`,
      x(f.auditMemory.auditMB / f.auditMemory.readerMB),
      '< 300 MB',
    ],
    ...f.proxy.calls.map((c) => [
      `\`vts proxy\` in front of the sandbox, added at p99: ${c.kind === 'json' ? 'a JSON call' : `an upload of ${(c.bytes / 1e6).toFixed(1)} MB`} (\`${c.rule}\`, ${c.calls} calls each way)`,
      ms(c.addedP99, 1),
      `direct p99 ${ms(c.direct.p99, 1)} (p50 ${ms(c.direct.p50, 1)}); through the proxy p99 ${ms(c.via.p99, 1)} (p50 ${ms(c.via.p50, 1)})`,
      '',
      `< ${c.targetMs} ms`,
    ]),
    ...f.liveBound.map((l) => [
      `the live suite against a vendor ${l.latencyMs} ms away (the sandbox behind a delay), every operation, ${l.cases} cases, \`--concurrency ${l.concurrency}\`, whole run`,
      s(l.wallMs),
      `its critical-path bound ${boundText(l.bound)}; critical case \`${l.bound.longest.ruleId}\` (${s(l.bound.longest.durationMs)}); most case time: ${heaviestText(l, 1)}`,
      `${l.ratio.toFixed(2)}× (${l.rounds} rounds ${l.ratioSpread.map((r) => r.toFixed(2)).join('–')})`,
      '≤ 1.2× the bound',
    ]),
  ];
  return [
    INTRODUCTION,
    '## The last run',
    '',
    `${date.toISOString().slice(0, 10)}, ${f.rounds} paired rounds, medians. Machine: ${machine(f.loadAtStart)}. Disk: ${f.disk.files} small files created in ${ms(f.disk.beforeMs)} before the gate's rounds, ${ms(f.disk.afterMs)} after (the gate writes about as many, its floor none)${settledText(f.disk)}.`,
    '',
    '| what | figure | floor, same run | ratio | target |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
}

/** Writes the page; returns its path from the repository root, for the console. */
export function writeSpeedPage(f: Figures): string {
  writeFileSync(SPEED_PAGE, speedPage(f));
  return relative(ROOT, SPEED_PAGE);
}
