// `npm run audit` / `vts audit <file|folder>...`: a team's captured traffic (HAR, NDJSON, Kong's http-log, Nginx or
// Apache JSON logs) held to the documents by the case's own judge, exchange by exchange, in constant memory.
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { reportsDir } from '../base/paths.js';
import { holdReportsFolder } from '../base/reports-lock.js';
import { type Server, server, serversFromEnv } from '../audit/match.js';
import { captureFiles, readCaptureFile } from '../capture/read.js';
import { knownValues, openAuditRun } from './audit-setup.js';
import { flagProblem } from './args.js';
import { say } from './say.js';

export const USAGE = `Usage: npm run audit -- <file|folder>... [options]

Holds captured traffic to the documents: each exchange under the vendor's base URLs is matched to its operation, read
into the documented row its request falls under, and judged by that row's rule (status, envelope, error code, message,
readings), the operation's oracles and echoes; where no row can be told, by what holds for any request (docs/audit.md).

Options:
  --server <url>        a base URL the vendor answers under, any operation's path below it (repeatable; default: the
                        VTS_*_URL variables, each for its own host's operations)
  --webhook <url>       the team's webhook receiver: POSTs under it are the vendor's events, judged (repeatable)
  --since <time>        only exchanges that started at or after this ISO 8601 time
  --until <time>        only exchanges that started before this ISO 8601 time
  --shard <k/n>         only every n-th capture file, from the k-th (CI runners split a folder; npm run report:merge)
  --workers <n>         worker threads that judge (default: one less than the CPUs, at least one; 0 for captures
                        under 4 MB, which judge in this thread)
  -h, --help            this text

Exit codes: 0 no violation · 1 a violation · 2 nothing judged, a harness error or a usage error.
Reports (in the reports folder): summary.md, junit.xml, allure-results/, audit.sarif, audit.ndjson,
traffic-coverage.md and traffic-coverage.json.`;

const OPTIONS = {
  server: { type: 'string', multiple: true },
  webhook: { type: 'string', multiple: true },
  since: { type: 'string' },
  until: { type: 'string' },
  shard: { type: 'string' },
  workers: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function time(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const t = Date.parse(value);
  if (Number.isNaN(t))
    throw new VtsError('VTS_ERR_USAGE', `--${flag} "${value}" is no time: give ISO 8601, like 2026-12-01T00:00:00Z`);
  return t;
}

function url(flag: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new VtsError('VTS_ERR_USAGE', `--${flag} "${value}" is no URL: give the base URL, like https://api.example.com/gw`);
  }
}

/** Captures smaller than this are judged in this thread: a worker's start costs more than it saves. */
const SMALL_CAPTURE = 4 << 20;

function workersOf(value: string | undefined, files: string[]): number {
  if (value !== undefined) {
    if (!/^\d+$/.test(value)) throw new VtsError('VTS_ERR_USAGE', `--workers "${value}": give a whole number, 0 or more`);
    return Number(value);
  }
  const bytes = files.reduce((n, f) => n + statSync(f).size, 0);
  return bytes < SMALL_CAPTURE ? 0 : Math.max(1, availableParallelism() - 1);
}

function shardOf(value: string | undefined): { k: number; n: number } | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const [k, n] = [Number(m?.[1]), Number(m?.[2])];
  if (m === null || k < 1 || n < 1 || k > n) throw new VtsError('VTS_ERR_USAGE', `--shard "${value}": give k/n with 1 <= k <= n`);
  return { k, n };
}

export async function auditCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let release: (() => void) | undefined;
  try {
    let parsed: { values: Record<string, string | string[] | boolean | undefined>; positionals: string[] };
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    } catch (err) {
      throw new VtsError('VTS_ERR_USAGE', flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS)));
    }
    const { values, positionals } = parsed;
    if (values.help) return say(out, USAGE, 0);
    if (positionals.length === 0)
      throw new VtsError('VTS_ERR_USAGE', 'name the captures to audit: npm run audit -- <file|folder>... (--help says more)');
    const given = ((values.server as string[] | undefined) ?? []).map((s): Server => server(url('server', s).href));
    let servers: Server[];
    try {
      servers = given.length > 0 ? given : serversFromEnv();
    } catch {
      throw new VtsError(
        'VTS_ERR_USAGE',
        'a VTS_*_URL variable is no URL: fix it (npm run doctor names it), or give --server <url>',
      );
    }
    if (servers.length === 0)
      throw new VtsError(
        'VTS_ERR_USAGE',
        'no vendor base URL: give --server <url> (repeatable) or set the VTS_*_URL variables (docs/going-live.md)',
      );
    const receivers = ((values.webhook as string[] | undefined) ?? []).map((w) => url('webhook', w));
    const shard = shardOf(values.shard as string | undefined);
    const all = await captureFiles(positionals);
    const files = shard === undefined ? all : all.filter((_, i) => i % shard.n === shard.k - 1);
    const since = time('since', values.since as string | undefined);
    const until = time('until', values.until as string | undefined);
    const dir = reportsDir();
    release = holdReportsFolder(dir, 'set VTS_REPORTS_DIR to a folder you can write');
    const workers = workersOf(values.workers as string | undefined, files);
    const window = { ...(since ? { since } : {}), ...(until ? { until } : {}) };
    const { run, sinks } = openAuditRun(dir, { servers, receivers, ...window }, workers);
    const known = knownValues();
    for (const file of files) {
      out(`audit: reading ${file}`);
      for await (const exchange of readCaptureFile(file, { known, onUnreadable: (e) => run.unreadable(e.source, e.problem) }))
        await run.add(exchange);
    }
    const tally = { ...(await run.tally(files)), ...(shard ? { shard: `${shard.k}/${shard.n}` } : {}) };
    const { console: lines } = await sinks.finish(tally);
    for (const line of lines) out(line);
    if (tally.judged === 0)
      return say(
        out,
        `audit: nothing judged: ${tally.read} exchanges read, none under the vendor's base URLs (${servers.map((s) => s.url.href).join(', ')}): give --server <url>`,
        2,
      );
    if ((tally.verdicts['harness-error'] ?? 0) > 0) return 2;
    return (tally.verdicts.violation ?? 0) > 0 ? 1 : 0;
  } catch (err) {
    if (err instanceof VtsError) return say(out, `audit: ${err.message}`, 2);
    throw err;
  } finally {
    release?.();
  }
}
