// docs/speed.md, written by `npm run bench` at the end of a run: a fixed introduction, then the run's figures with its
// date and machine. Figures measured on one machine go stale on the next, so the page is rewritten, never edited.
import { writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from '../src/base/paths.js';
import { settledText } from './disk.js';

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
  };
  /** perCaseMs: the median of each round's (every rule - one rule) / (cases - 1); spread: its lowest and highest. */
  live: { cases: number; allMs: number; oneMs: number; perCaseMs: number; spread: [number, number] };
  latency: { cases: number; latencyMs: number; concurrency: number; sequentialMs: number; concurrentMs: number };
  core: {
    roundMs: number;
    casesPerSecond: number;
    withoutUploads: { cases: number; casesPerSecond: number };
    rssMiB: number;
    heapMiB: number;
  };
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
\`VTS_BENCH_ROUNDS\` sets the number of rounds (default 5); each figure is a median, and the gate's ratio also gives
its rounds' lowest and highest (a median near a target says little without them). On a disk that creates files slowly
for minutes after a large removal (below), the bench first waits for it to settle, saying so, at most
\`VTS_BENCH_SETTLE_S\` seconds (default 420; 0 skips the wait).

Replay serves recorded retries without waiting out their Retry-After, and nock's two zero-delay timers per answer
(connection, then body; Node makes each at least 1 ms) run on the next turn of the event loop instead
(\`src/recording/nock-timers.ts\`): by a CPU profile of the in-process core they were 2.7 s of a 4.2 s run, and a JSON
case went from 3.7 ms to 1.1 ms. The eleven uploads near the size limit are the rest of a round's weight (about 17 ms
each, from 45): the 6 MB file goes through undici's form encoding, nock concatenates the body, and the matcher hashes
the file part. Four of nock's steps are gone (\`src/recording/nock-utf8.ts\`): its "is this text?" test decoded and
re-encoded the 6 MB (node:buffer's \`isUtf8\` answers the same); it hex-encoded the body for its matchers (24 MB, 6 ms
to make and as much to collect: they get a short stand-in from that one buffer, and \`bytesBehind\` gives the form
matcher the bytes); the matcher decoded the hex again; and nock tried \`JSON.parse\` on it before a function matcher (a
form's matcher is handed over as a RegExp, whose \`test\` nock calls on the body as it is). A case's seeded faker comes
from a pool (\`src/base/faker-for.ts\`): building one binds every method of every module, 5% of a round.

Where the gate's time goes (CPU profiles of the command and its workers, and the times vitest's reporter hooks see):
the command's start, about 0.3 s to the workers' start, near the floor's own: vitest's Node API (0.17 s after Node's
own start), then the conformance command's own modules (0.05 s), from a copy of \`src/\` compiled by esbuild once per
change of a source (\`bin/compiled.mjs\`; under tsx's loader they cost 0.45 s more; another command's modules, the
doctor's or the plan's, are loaded only when that command runs, and the command loads neither the checks nor faker),
then vitest itself, started with the target's project inline (\`src/model/suite-projects.ts\`, the projects
\`vitest.config.ts\` has too): bundling the config file and resolving its five projects took 0.1 s more. The command
generates the validators itself (vitest's global setup, loaded through vite, held the workers back 0.05 s) and reads
the baseline once the first case has ended (read while the workers imported the suites, it held both back: they import
through the main thread; their first case came 0.03 s earlier in a profile, the wall clock moved less than its noise).
Each worker imports the harness in about 0.15 s (nock 0.03 s, faker's
English locale 0.02 s, the generated validators 0.02 s among it), as one module esbuild bundled into the same copy,
which Node loads itself (through vite's module runner, one module at a time, it took 0.38 s;
\`bin/bundle-stacks.mjs\` keeps a harness error's stack naming the TypeScript sources, and nock's test of a binary body
reads its caller from the call sites, not from a stack text that made each worker parse the bundle's source map). Then
the cases: about 1.1 s on two workers. By a profile of both workers, a quarter of their CPU is fetch through nock's interception
(undici's Request, Response and streams, msw's copy of each body), a sixth the report's redaction and Allure views, a
tenth nock itself, then the checks, garbage collection and vitest's own work per test. The main thread writes each
case's Allure results while the workers run the next ones, after answering them (a worker waits for that answer at
the end of each suite file): the run's ~720 small files take about 0.02 s to create on this machine's disk when it
is settled, and 0.1–0.5 s for up to six minutes after a large removal. Its ext4 has no journal, and without one ext4
passes over every inode freed in the last 60 s (360 s while their inode table block is unwritten) at each create
(\`recently_deleted\` in fs/ext4/ialloc.c: most of a perf profile of slow creates); removing a clone, node_modules or
an earlier bench's scratch folder, then running the gate, makes its ratio to the floor read 0.3–0.4 higher (the floor
writes no file). Journalled ext4, as on most CI runners, does not do this. So the bench first waits, at most seven
minutes, until files are created at the settled speed (\`bench/disk.ts\`; \`VTS_BENCH_SETTLE_S=0\` skips the wait),
and times 720 files before the gate's rounds and after them: the last run below gives both (the wait probes one
block group; as the rounds' ~5,000 files fill it, creates move on to others, which a removal may have hit: a slow
"after" says the rounds met it anyway). A previous run's results,
moved aside at the start, are removed while the run goes on (a run after \`npm run report\`, and every run once 20
unreported ones are kept): on such a disk those ~720 unlinks slow the creates of that run and of the runs in the
minutes that follow. The run then ends in about 0.06 s.

Costs the profiles named and that are gone: Ajv compiled the schemas again in every worker (0.3–0.45 s of CPU each;
Ajv's standalone code for every schema is now generated once per change of a schema, under
\`node_modules/.cache/vts-conformance/\`, before the workers start (by the command, or by a global setup where vitest
is started directly), and loaded instead:
\`src/schemas/standalone.ts\`; Ajv itself is no longer loaded once they exist); the Allure attachment of a masked 50-page
statement took 0.4 s to scrub (a value that stands for itself, "XXXX XXXXX", was looked for among dozens of forms
sharing its first two characters at every position; and where thousands of a statement's values share them, "UP" of
its UPI references, the scrubber's index now splits them two characters a level: a sandbox run of bankStatementAnalysis
spent 4 s there); allure-js-commons made each of the run's result files durable with an fsync and a rename (0.45 s
after the last case; \`src/report/allure/writer.ts\`); allure-vitest wrote them all after the last case (0.25 s), and
its runner for concurrent tests kept each test in an AsyncLocalStorage whose hooks slowed every promise of the workers
(replay and the sandbox run their cases one by one: \`src/report/allure/reporter.ts\`); the report's list of values a
case must not leak walked every field of every answer and looked each marked value up again (a schema from which no
mark can be reached is now skipped, and each mark carries the value it found, a third less CPU: \`src/schemas/annotations.ts\`); replay's client loaded undici
for a connection pool it never uses; and the 6 MB uploads were copied twice per request, built and hashed in every
worker (now kept built under \`node_modules/.cache\`, and a file part parsed off the wire takes its hash from the equal
bytes the harness sent: \`src/base/digest.ts\`). The gate is about 3 times its floor (below), whose tests do nothing: the start is now near
the floor's, and what is left is each worker's harness (0.15 s more than an empty test file's) and the cases, whose
largest part is the fetch through nock's interception, which the design keeps (a replayed case goes through the
transport a live one uses, DESIGN.md § 4): answering each request straight from its recording instead, a measurement
and not a change, made the gate 0.19 s (10%) faster in paired rounds, what a replay dispatcher could buy at most; the ratio moves by about 0.3 from one period of this machine to the next. The command runs the suites in a
worker per core (two here; a third only competes for the cores), and in replay it caps V8's optimising tiers at Maglev
(\`--max-opt=2\`, set before vitest starts the workers: \`src/cli/conformance.ts\`): each piece of the harness runs
a few times in each worker, and TurboFan's compiles, on V8's own threads, took the cores the workers needed (the gate
75 ms faster, paired, 10 rounds; the verdicts the same); \`npm test\` keeps three (\`maxWorkers\` in
\`vitest.config.ts\`), because the self-tests mostly wait on child processes and sandboxes. A repeated run reuses
vitest's module cache (\`experimental.fsModuleCache\`, under \`node_modules/\`). \`npm run bench:profile\` writes a
CPU profile of three in-process replay rounds to \`reports/profile/\` (\`VTS_PROFILE_RULES\`, a regular expression over
rule ids, narrows it; \`VTS_PROFILE_ROUNDS\` sets the rounds), for Chrome's DevTools or any \`.cpuprofile\` reader: profile before changing anything here.
\`npm run bench:profile-gate\` profiles one gate run (its flags are the command's), a profile a thread in
\`reports/profile-gate/\`, and prints where each thread's CPU went, the bundled harness named by its source files. In
its runs here, the workers spent, from their first case on, about a fifth in fetch (undici, its streams, the uploads'
blobs), a tenth each in nock and its interceptors, in the checks and in waiting for the main thread (between suite
files), and less than a tenth each in vitest, the report's redaction, garbage collection and Allure; the main thread
waited over half the run, and its largest work was Allure's result files. The cases are CPU-bound on this machine's two
cores: what a change takes off either thread shows on the wall clock by about half.
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
      `${f.gate.ratio.toFixed(2)}× (rounds ${f.gate.ratioSpread.map((r) => r.toFixed(2)).join('–')}), ${x(f.gate.defaultsRatio)}`,
      '≤ 3× the suites’ floor (stretch 2×)',
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
      `live against a vendor ${f.latency.latencyMs} ms away (the sandbox behind a delaying proxy), the ${f.latency.cases} token cases, whole run`,
      `${s(f.latency.concurrentMs)} at the default concurrency ${f.latency.concurrency}`,
      `one case at a time: ${s(f.latency.sequentialMs)}`,
      x(f.latency.sequentialMs / f.latency.concurrentMs),
      'concurrency shows',
    ],
    [
      'replay core in process (`runRules`, no vitest)',
      `${f.core.casesPerSecond.toFixed(0)} cases/s`,
      `a round of ${f.cases} cases: ${ms(f.core.roundMs)}; without the ${f.cases - f.core.withoutUploads.cases} uploads at the size limit ${f.core.withoutUploads.casesPerSecond.toFixed(0)} cases/s; rss ${f.core.rssMiB.toFixed(0)} MiB, heap ${f.core.heapMiB.toFixed(0)} MiB`,
      '',
      '≥ 500 cases/s',
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
