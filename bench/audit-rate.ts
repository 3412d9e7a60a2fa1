// `vts audit`'s speed and memory, measured as a black box (a child process, whatever it runs inside), each next to its
// floor in the same run: the same file read by the capture reader alone (bench/read-capture.mjs), nothing judged.
//   rate: a file of RATE_EXCHANGES JSON exchanges, each round also auditing the corpus once (a run that is nearly all
//   start: loading, compiling the schemas, writing the reports); the rate past the start is (N - n) / (wall - start),
//   the rate a large capture is judged at. The whole run's N / wall is printed beside it.
//   memory: one round on a gzipped file of MEMORY_EXCHANGES (minutes), the peak resident memory of the whole process.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/base/paths.js';
import { type AuditCorpus, sandboxCredentials, writeCorpus } from './audit-corpus.js';
import { type ChildRun, judgedCount, MAX_RSS_FLAGS, maxRssKiB, runNode } from './child-run.js';

export const RATE_EXCHANGES = 50_000;
export const MEMORY_EXCHANGES = 1_000_000;

export interface AuditRateFigure {
  exchanges: number;
  /** Medians over the rounds: exchanges a second past the start, and over the whole run. */
  perSecond: number;
  spread: [number, number];
  wholePerSecond: number;
  /** The start: a run of the corpus once (`startExchanges`, each rule's exchange). */
  startMs: number;
  startExchanges: number;
  auditMs: number;
  /** The floor: the reader alone on the same file, and the median of each round's audit wall / reader wall. */
  readerMs: number;
  ratio: number;
}

export interface AuditMemoryFigure {
  exchanges: number;
  /** Peak resident memory, in MB (10^6 bytes, as the target is said). */
  auditMB: number;
  auditMs: number;
  readerMB: number;
  readerMs: number;
}

export interface AuditBenchOptions {
  rounds: number;
  scratch: string;
  corpus: () => Promise<AuditCorpus>;
  median: (xs: number[]) => number;
}

const VTS = join(ROOT, 'bin', 'vts.mjs');
const READER = join(ROOT, 'bench', 'read-capture.mjs');

/** One audit of `file`, its reports in a scratch folder removed after; exit 1 (a violation) is still a measured run. */
async function audit(
  file: string,
  servers: string[],
  scratch: string,
  flags: string[] = [],
): Promise<ChildRun & { judged: number }> {
  const reports = join(scratch, 'audit-reports');
  try {
    const run = await runNode(
      [...flags, VTS, 'audit', file, ...servers.flatMap((s) => ['--server', s])],
      { ...sandboxCredentials(), VTS_REPORTS_DIR: reports },
      [0, 1],
    );
    const judged = judgedCount(run.output);
    if (judged === undefined) throw new Error(`vts audit printed no "audit: N exchanges judged" line:\n${run.output}`);
    return { ...run, judged };
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

const perSecond = (n: number, ms: number) => (n * 1000) / ms;

export async function auditRate(o: AuditBenchOptions): Promise<AuditRateFigure> {
  const { lines, servers } = await o.corpus();
  const tiny = join(o.scratch, 'audit-start.ndjson');
  const file = join(o.scratch, 'audit-rate.ndjson');
  await writeCorpus(tiny, lines, lines.length);
  await writeCorpus(file, lines, RATE_EXCHANGES);
  try {
    await audit(tiny, servers, o.scratch); // warm-up: the compiled copy, the file cache
    const starts: number[] = [];
    const walls: number[] = [];
    const readers: number[] = [];
    const pastStart: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < o.rounds; i++) {
      const start = await audit(tiny, servers, o.scratch);
      const run = await audit(file, servers, o.scratch);
      readers.push((await runNode([READER, file])).wallMs);
      starts.push(start.wallMs);
      walls.push(run.wallMs);
      pastStart.push(perSecond(run.judged - start.judged, run.wallMs - start.wallMs));
      whole.push(perSecond(run.judged, run.wallMs));
    }
    return {
      exchanges: RATE_EXCHANGES,
      perSecond: o.median(pastStart),
      spread: [Math.min(...pastStart), Math.max(...pastStart)],
      wholePerSecond: o.median(whole),
      startMs: o.median(starts),
      startExchanges: lines.length,
      auditMs: o.median(walls),
      readerMs: o.median(readers),
      ratio: o.median(walls.map((w, i) => w / (readers[i] ?? w))),
    };
  } finally {
    rmSync(tiny, { force: true });
    rmSync(file, { force: true });
  }
}

const mb = (run: ChildRun) => {
  const kib = maxRssKiB(run.output);
  if (kib === undefined) throw new Error(`a child run with ${MAX_RSS_FLAGS.join(' ')} printed no peak memory:\n${run.output}`);
  return (kib * 1024) / 1e6;
};

export async function auditMemory(o: AuditBenchOptions): Promise<AuditMemoryFigure> {
  const { lines, servers } = await o.corpus();
  const file = join(o.scratch, 'audit-memory.ndjson.gz');
  try {
    await writeCorpus(file, lines, MEMORY_EXCHANGES, true);
    const run = await audit(file, servers, o.scratch, MAX_RSS_FLAGS);
    const reader = await runNode([...MAX_RSS_FLAGS, READER, file]);
    return { exchanges: run.judged, auditMB: mb(run), auditMs: run.wallMs, readerMB: mb(reader), readerMs: reader.wallMs };
  } finally {
    rmSync(file, { force: true });
  }
}
