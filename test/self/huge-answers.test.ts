// Issue 34 item 3: a vendor answering every request with 10 MiB of `[{},{},…]` (3.5 million objects once parsed), on
// 33 cases of `conformance --target live`. Against a clean run of the same rules answered with a few bytes of the same
// shape: peak memory within WITHIN_MB, reports under 50 MB, and the same verdicts (the body is judged whole, so a small
// body of the same shape draws the same ones; only what is attached is bounded). The three figures are printed.
// Issue 52 item 6: one answer whose one array holds 3.5 million items the schema refuses, each with 20 errors.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from './cli.js';
import { liveEnv } from './live-env.js';
import { MAX_VIOLATIONS } from '../../src/case/verdict.js';
import { rulesFor } from '../../src/rules/index.js';

const MiB = 2 ** 20;
const HUGE = 10 * MiB;
// Their rules (33 when this was written), none uploading, none waiting for an event.
const OPERATIONS = ['login', 'emailBasic', 'cacBasic'] as const;
const CASES = OPERATIONS.reduce((n, op) => n + rulesFor(op).length, 0);
// What the issue asks: one answer judged at a time, read lean (28 MB, not JSON.parse's 235 MB: src/base/lean-json.ts).
// Measured 133–258 MB on Node 20, 357 once on Node 26 (CI's npm test since issue 49: not yet explained, see its note);
// a clean run alone varies by 40 MB between runs.
const WITHIN_MB = 400;
const REPORTS_UNDER_MB = 50;

/** `[{},{},…]` of exactly `bytes` bytes (bytes ≡ 1 mod 3, as 10 MiB is). */
const emptyObjects = (bytes: number) => Buffer.from(`[${'{},'.repeat((bytes - 4) / 3)}{}]`);

interface Run {
  run: CliRun;
  scratch: string;
  peakMb: number;
  reportsMb: number;
  cases: { ruleId: string; verdict: string; violations: { check: string; pointer: string }[] }[];
}

async function answeredWith(body: Buffer, selection = OPERATIONS.flatMap((op) => ['--operation', op])): Promise<Run> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body));
  });
  // A worker busy judging may reuse a connection only after node's 5 s idle default: no socket closes under it.
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const scratch = mkdtempSync(join(tmpdir(), 'vts-huge-'));
  const peak = join(scratch, 'peak.mjs');
  writeFileSync(peak, PEAK_PRELOAD);
  try {
    const run = await runCli(['conformance', '--target', 'live', ...selection], {
      ...liveEnv(scratch, { url }),
      // A worker judging one 10 MiB answer holds the others' timers back: on a busy machine that is not the vendor's delay.
      VTS_HEADERS_TIMEOUT_S: '600',
      VTS_BODY_TIMEOUT_S: '600',
      VTS_DEADLINE_S: '600',
      NODE_OPTIONS: `--import=${peak}`,
    });
    const reports = join(scratch, 'reports');
    const verdicts = join(reports, 'verdicts.json');
    const cases = existsSync(verdicts) ? (JSON.parse(readFileSync(verdicts, 'utf8')) as { cases: Run['cases'] }).cases : [];
    const peaks = [...run.output.matchAll(/^peak-rss-kb (\d+)$/gm)].map((m) => Number(m[1]));
    const bytes = filesUnder(reports).reduce((sum, path) => sum + statSync(path).size, 0);
    return { run, scratch, cases, peakMb: Math.round(Math.max(0, ...peaks) / 1024), reportsMb: bytes / MiB };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const filesUnder = (dir: string): string[] =>
  (existsSync(dir) ? readdirSync(dir) : []).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** What the gate pins of a verdict (src/gate/fingerprint.ts), by rule. */
const verdictsOf = (r: Run | undefined) =>
  (r?.cases ?? []).map((c) => `${c.ruleId} ${c.verdict} ${c.violations.map((v) => `${v.check}${v.pointer}`).join(',')}`).sort();

const output = (r: Run | undefined) => `exit ${r?.run.code}\n${r?.run.output.slice(-3000)}`;

describe(`a vendor answering 10 MiB of [{},{},…] to ${CASES} cases (issue 34, item 3)`, () => {
  const huge = emptyObjects(HUGE);
  const runs: Record<'clean' | 'huge', Run | undefined> = { clean: undefined, huge: undefined };

  beforeAll(async () => {
    runs.clean = await answeredWith(emptyObjects(19));
    runs.huge = await answeredWith(huge);
    const { clean, huge: big } = runs;
    const same = verdictsOf(clean).join('\n') === verdictsOf(big).join('\n');
    console.log(
      `peak memory: clean run ${clean.peakMb} MB, 10 MiB answers ${big.peakMb} MB (+${big.peakMb - clean.peakMb} MB); ` +
        `reports: clean ${clean.reportsMb.toFixed(1)} MB, 10 MiB answers ${big.reportsMb.toFixed(1)} MB; ` +
        `verdicts: ${big.cases.length} case(s), ${same ? 'the same as' : 'NOT the same as'} the clean run's`,
    );
  }, 300_000);
  afterAll(() => {
    for (const r of Object.values(runs)) if (r) rmSync(r.scratch, { recursive: true, force: true });
  });

  it('judges every case as it judges the same answer a few bytes long', () => {
    expect(runs.clean?.cases.length, output(runs.clean)).toBe(CASES);
    expect(verdictsOf(runs.huge), output(runs.huge)).toEqual(verdictsOf(runs.clean));
  });

  it(`stays within ${WITHIN_MB} MB of the clean run's peak memory: one answer judged at a time`, () => {
    expect(runs.clean?.peakMb, output(runs.clean)).toBeGreaterThan(0);
    expect((runs.huge?.peakMb ?? Infinity) - (runs.clean?.peakMb ?? 0), output(runs.huge)).toBeLessThanOrEqual(WITHIN_MB);
  });

  it(`writes reports under ${REPORTS_UNDER_MB} MB, each answer an excerpt naming its size and sha256`, () => {
    expect(runs.huge?.reportsMb, output(runs.huge)).toBeLessThan(REPORTS_UNDER_MB);
    const digest = createHash('sha256').update(huge).digest('hex');
    const results = join(runs.huge?.scratch ?? '', 'reports', 'allure-results');
    const excerpts = filesUnder(results).filter((path) => readFileSync(path, 'utf8').includes(digest));
    expect(excerpts.length, output(runs.huge)).toBeGreaterThanOrEqual(CASES);
    expect(readFileSync(excerpts[0] ?? '', 'utf8')).toContain(`"bytes": ${HUGE}`);
  });
});

// cacBasic's documented array of company records (result.data), each item an empty object lacking the record's 20
// fields: 20 errors an item. Judged with every error collected, one such answer took 4.3 GB before its worker died.
const INVALID_RULE = 'cacBasic.rc.by-number';
const COMPANIES = [
  '{"status":"success","statusCode":"200","metaData":{"requestId":"r","transactionId":"t"},"result":{"status":"success","message":"m","timestamp":"2000-01-01T00:00:00.000Z","data":[',
  ']}}',
] as const;
// The same bytes read, parsed and attached, its array under a name no schema reads (the issue's own example): what the
// refused items cost beyond that is their judging. Against the few-byte answer, reading 10 MiB alone costs 170–230 MB.
const UNREAD = ['{"data":[', ']}'] as const;
const INVALID_WITHIN_MB = 150;

/** `open`, `items` empty objects (or as many as make the text `bytes` long, spaces before `close` making up the rest). */
function emptiesIn([open, close]: readonly [string, string], size: { items: number } | { bytes: number }): Buffer {
  const fixed = open.length + close.length;
  const items = 'items' in size ? size.items : Math.floor((size.bytes - fixed + 1) / 3);
  const pad = 'bytes' in size ? ' '.repeat(size.bytes - fixed - (3 * items - 1)) : '';
  return Buffer.from(`${open}${'{},'.repeat(items - 1)}{}${pad}${close}`);
}

describe('one answer of 10 MiB, an array of 3.5 million items the schema refuses (issue 52, item 6)', () => {
  const runs: Record<'few' | 'unread' | 'huge', Run | undefined> = { few: undefined, unread: undefined, huge: undefined };
  const rule = ['--rule', INVALID_RULE];

  beforeAll(async () => {
    // As many items as a verdict keeps violations: the few-byte answer's verdict names as many as the huge one's.
    runs.few = await answeredWith(emptiesIn(COMPANIES, { items: MAX_VIOLATIONS }), rule);
    runs.unread = await answeredWith(emptiesIn(UNREAD, { bytes: HUGE }), rule);
    runs.huge = await answeredWith(emptiesIn(COMPANIES, { bytes: HUGE }), rule);
    const { few, unread, huge: big } = runs;
    console.log(
      `peak memory: the 10 MiB refused array ${big.peakMb} MB; as large an answer no schema reads ${unread.peakMb} MB ` +
        `(+${big.peakMb - unread.peakMb} MB); ${MAX_VIOLATIONS} refused items ${few.peakMb} MB (+${big.peakMb - few.peakMb} MB); ` +
        `verdict: ${verdictsOf(big).join('') === verdictsOf(few).join('') ? 'the same as' : 'NOT the same as'} the few items'`,
    );
  }, 300_000);
  afterAll(() => {
    for (const r of Object.values(runs)) if (r) rmSync(r.scratch, { recursive: true, force: true });
  });

  it(`judges it as it judges ${MAX_VIOLATIONS} such items: a violation at each of the first ${MAX_VIOLATIONS}`, () => {
    expect(verdictsOf(runs.few), output(runs.few)).toEqual([
      `${INVALID_RULE} violation ${Array.from({ length: MAX_VIOLATIONS }, (_, i) => `responseSchema/result/data/${i}`).join(',')}`,
    ]);
    expect(verdictsOf(runs.huge), output(runs.huge)).toEqual(verdictsOf(runs.few));
  });

  it(`stays within ${INVALID_WITHIN_MB} MB of the peak memory of as large an answer no schema reads`, () => {
    expect(runs.unread?.cases, output(runs.unread)).toHaveLength(1);
    expect((runs.huge?.peakMb ?? Infinity) - (runs.unread?.peakMb ?? 0), output(runs.huge)).toBeLessThanOrEqual(
      INVALID_WITHIN_MB,
    );
  });
});

/** Prints the process's peak resident memory as it exits (in kB, as the kernel counts it; vitest's workers are threads). */
const PEAK_PRELOAD = `process.on('exit', () => process.stderr.write('peak-rss-kb ' + process.resourceUsage().maxRSS + '\\n'));`;
