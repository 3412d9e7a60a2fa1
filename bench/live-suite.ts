// The whole live suite against a vendor far away: `conformance --target live --concurrency 8`, every operation (the
// flow with its events, the matchFace uploads), against the sandbox behind the latency proxy, and its wall time next to
// its critical-path bound (bench/live-bound.ts). The flow's events come to the run's receiver on a free loopback port
// (the sandbox delivers there), its statements from a file server; a run in which a rule did not run stops the bench.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { HOSTS } from '../src/model/operations.js';
import { ROOT } from '../src/base/paths.js';
import { startFileServer } from '../src/flow/file-server.js';
import { STATEMENTS_DIR } from '../src/uploads/statement-facts.js';
import { latencyProxy } from './latency-proxy.js';
import { type CaseTime, heaviestOperations, type LiveBound, liveBound, unmeasured } from './live-bound.js';

export const LIVE_LATENCIES_MS = [200, 1000] as const;
export const LIVE_CONCURRENCY = 8;
/** The one-rule run that measures a run's fixed start. */
const START_RULE = 'authToken.request.valid';

/** The figures of one latency: medians over the rounds, and the round whose ratio is the median, in detail. */
export interface LiveBoundFigure {
  latencyMs: number;
  concurrency: number;
  cases: number;
  rounds: number;
  wallMs: number;
  startMs: number;
  ratio: number;
  ratioSpread: [number, number];
  /** The median round's bound, its critical case and its heaviest operations. */
  bound: LiveBound;
  heaviest: { operation: string; sumMs: number; cases: number }[];
}

export interface LiveSuiteOptions {
  rounds: number;
  expectedRules: number;
  scratch: string;
  /** Wall time of a `vts` command (bin/vts.mjs) run with `env`; an exit code outside `ok` aborts the bench. */
  cli: (args: string[], env: Record<string, string>, ok?: number[]) => Promise<number>;
  median: (xs: number[]) => number;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A live run's environment: every host at `url` (face match's with its region), the flow's receiver and statements. */
async function flowEnv(url: string, statements: string, reports: string, scratch: string): Promise<Record<string, string>> {
  const profile = join(ROOT, 'fixtures', 'targets', 'sandbox.json');
  const { appId = '', appKey = '' } = (JSON.parse(readFileSync(profile, 'utf8')) as { data: Record<string, string> }).data;
  const port = await freePort();
  return {
    ...Object.fromEntries(Object.values(HOSTS).map((name) => [name, url])),
    VTS_REGION_URL: `${url}/{region}`,
    VTS_APP_ID: appId,
    VTS_APP_KEY: appKey,
    VTS_TARGET_PROFILE: profile,
    VTS_STATEMENT_BASE_URL: statements,
    VTS_WEBHOOK_PORT: String(port),
    VTS_WEBHOOK_PUBLIC_URL: `http://127.0.0.1:${port}/webhook`,
    VTS_REPORTS_DIR: reports,
    // The run's first coverage set and any recording land in the scratch folder, never in the repository.
    VTS_BASELINE_DIR: join(scratch, 'baseline'),
    VTS_RECORDINGS_DIR: join(scratch, 'recordings'),
  };
}

function verdictsOf(reports: string, expectedRules: number, what: string): CaseTime[] {
  const run = JSON.parse(readFileSync(join(reports, 'verdicts.json'), 'utf8')) as { complete: boolean; cases: CaseTime[] };
  const why = unmeasured(run, expectedRules);
  if (why !== undefined) throw new Error(`${what} measured less than the live suite: ${why}`);
  return run.cases;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function atLatency(latencyMs: number, sandboxUrl: string, statements: string, o: LiveSuiteOptions) {
  const proxy = await latencyProxy(sandboxUrl, latencyMs);
  try {
    const reports = join(o.scratch, `live-suite-${latencyMs}`);
    const suiteArgs = ['conformance', '--target', 'live', '--concurrency', String(LIVE_CONCURRENCY)];
    // Exit 1 is a violation: still a measured run (its verdicts say whether every rule ran).
    const run = async (args: string[]) =>
      o.cli([...suiteArgs, ...args], await flowEnv(proxy.url, statements, reports, o.scratch), [0, 1]);
    const starts: number[] = [];
    const walls: number[] = [];
    const runs: CaseTime[][] = [];
    for (let i = 0; i < o.rounds; i++) {
      starts.push(await run(['--rule', START_RULE]));
      walls.push(await run([]));
      runs.push(verdictsOf(reports, o.expectedRules, `the live run at ${latencyMs} ms`));
    }
    // The start is the machine's and the proxy's, not the round's: one median for every round's bound.
    const startMs = o.median(starts);
    const bounds = runs.map((cases) => liveBound(startMs, cases, LIVE_CONCURRENCY));
    const ratios = walls.map((w, i) => w / (bounds[i]?.boundMs ?? w));
    const ratio = o.median(ratios);
    const at = ratios.indexOf(ratio);
    const figure: LiveBoundFigure = {
      latencyMs,
      concurrency: LIVE_CONCURRENCY,
      cases: runs[at]?.length ?? 0,
      rounds: o.rounds,
      wallMs: o.median(walls),
      startMs,
      ratio,
      ratioSpread: [Math.min(...ratios), Math.max(...ratios)],
      bound: bounds[at] as LiveBound,
      heaviest: heaviestOperations(runs[at] ?? []),
    };
    return figure;
  } finally {
    await proxy.close();
  }
}

/** The bound's sum, said as the issue says it: start + max(longest, sum / concurrency) = bound. */
export const boundText = (b: LiveBound): string =>
  `${s(b.startMs)} + max(${s(b.longest.durationMs)}, ${s(b.sumMs)} / ${b.concurrency}) = ${s(b.boundMs)}`;

/** The operations that took most case time, the heaviest first; `top` of them (the page names one, the console all). */
export const heaviestText = (f: LiveBoundFigure, top = f.heaviest.length): string =>
  f.heaviest
    .slice(0, top)
    .map((o) => `${o.operation} ${s(o.sumMs)} (${o.cases} cases)`)
    .join(', ');

export async function liveSuiteBound(o: LiveSuiteOptions): Promise<LiveBoundFigure[]> {
  const { startSandbox } = await import('../sandbox/server.js');
  const sandbox = await startSandbox({ port: 0 });
  const files = await startFileServer({ root: STATEMENTS_DIR });
  const figures: LiveBoundFigure[] = [];
  try {
    for (const latencyMs of LIVE_LATENCIES_MS) {
      const f = await atLatency(latencyMs, sandbox.url, files.url, o);
      figures.push(f);
      console.log(
        `live suite against a vendor ${latencyMs} ms away: every operation, ${f.cases} cases, --concurrency ${f.concurrency}, ${f.rounds} rounds`,
      );
      console.log(
        `  wall median ${s(f.wallMs)}; the median round's bound ${boundText(f.bound)} (start: a one-rule run, median ${s(f.startMs)})`,
      );
      console.log(
        `  ratio to the bound     median ${f.ratio.toFixed(2)}, rounds ${f.ratioSpread.map((r) => r.toFixed(2)).join('-')} (target <= 1.20)`,
      );
      console.log(`  critical case          ${f.bound.longest.ruleId} ${s(f.bound.longest.durationMs)}`);
      console.log(`  most case time         ${heaviestText(f)}`);
    }
  } finally {
    await files.close();
    await sandbox.close();
  }
  return figures;
}
