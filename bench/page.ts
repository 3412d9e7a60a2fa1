// docs/speed.md, written by `npm run bench` at the end of a run: a fixed introduction, then the run's figures with its
// date and machine. Figures measured on one machine go stale on the next, so the page is rewritten, never edited.
import { writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from '../src/base/paths.js';

export interface Figures {
  rounds: number;
  /** The one-minute load average when the bench started: a busy machine's figures are worth less. */
  loadAtStart: number;
  cases: number;
  files: number;
  gate: { gateMs: number; floorMs: number; defaultsMs: number; ratio: number; defaultsRatio: number };
  live: { cases: number; allMs: number; oneMs: number; perCaseMs: number };
  core: { roundMs: number; casesPerSecond: number; rssMiB: number; heapMiB: number };
  analysisMs: number;
  oraclesMs: number;
}

export const SPEED_PAGE = join(ROOT, 'docs', 'speed.md');

const INTRODUCTION = `# Speed

_This page is written by \`npm run bench\` (\`bench/run.ts\`, \`bench/page.ts\`): run it again rather than edit it._

Speed is measured here and never asserted in a test: a timed assertion fails on a busy machine, not on a slow harness.
Each figure of the gate is paired with a floor measured in the same run, one round after the other, so the ratio holds
on any machine: the full replay gate (\`npm run conformance\`, a child process) next to a trivial vitest run of as many
empty tests in as many files, once with the suites' pool settings (threads, no isolation) and once with vitest's
defaults (forks, isolated). A live run against the bundled sandbox on loopback, standing in for a conforming vendor,
gives the cost of one more case. The in-process replay core (\`runRules\`, no vitest) gives cases per second and memory.
\`VTS_BENCH_ROUNDS\` sets the number of rounds (default 5); each figure is a median.

Replay serves recorded retries without waiting out their Retry-After. By the cases' own durations (\`verdicts.json\`,
not a CPU profile), the six uploads at the size limit cost about 100 ms each in replay: a 6 MB file built from its
recipe and hashed, sent as a form, and matched by nock, which hands the body over as a hex string that is parsed back
into parts; every other case takes 10 to 30 ms.

Where the gate's time goes (CPU profiles): vitest and vite starting (0.5 s, the floor pays it too), tsx's hooks in the
command's process (about 0.25 s), Ajv compiling the schemas a run uses (0.15–0.35 s), the harness's own imports in the
worker (about 0.5 s), Allure writing and syncing a file per result and attachment (about 0.15 s), the cases themselves
(about 0.5 s). A repeated run reuses vitest's module cache (\`experimental.fsModuleCache\`, under \`node_modules/\`).
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
      `${x(f.gate.ratio)}, ${x(f.gate.defaultsRatio)}`,
      '≤ 2× the suites’ floor',
    ],
    [
      `live against the sandbox on loopback, one more case (the ${f.live.cases} token cases)`,
      // Two wall times subtracted: on a busy machine the difference can drown in the noise, even below zero.
      f.live.perCaseMs > 0 ? ms(f.live.perCaseMs, 1) : 'within the noise of this run',
      `every token rule ${ms(f.live.allMs)}, one rule ${ms(f.live.oneMs)}`,
      '',
      '≤ 7 ms',
    ],
    [
      'replay core in process (`runRules`, no vitest)',
      `${f.core.casesPerSecond.toFixed(0)} cases/s`,
      `a round of ${f.cases} cases: ${ms(f.core.roundMs)}; rss ${f.core.rssMiB.toFixed(0)} MiB, heap ${f.core.heapMiB.toFixed(0)} MiB`,
      '',
      '',
    ],
    [
      "the sandbox's analysis of the 50-page statement (`analysePdf`, pdfjs-dist in a worker thread)",
      ms(f.analysisMs),
      '',
      '',
      '< 1 s',
    ],
    ['the bankStatementAnalysis oracles over an answer of 5,000 transactions', ms(f.oraclesMs, 1), '', '', '< 100 ms'],
  ];
  return [
    INTRODUCTION,
    '## The last run',
    '',
    `${date.toISOString().slice(0, 10)}, ${f.rounds} paired rounds, medians. Machine: ${machine(f.loadAtStart)}.`,
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
