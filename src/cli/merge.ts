// `npm run report:merge -- <shard reports dir>...`: vitest replays the shards' blob reports through the same reporters
// as one run: one matrix, one set of reports (verdicts, JUnit, summary, Allure) and one exit code.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { version as vitestVersion } from 'vitest/node';
import { VtsError } from '../base/errors.js';
import { readVerdictsFile, shownPath } from '../gate/run-file.js';
import { checkShardBlob } from '../gate/shard-blob.js';
import { reportsDir } from '../base/paths.js';
import { holdReportsFolder } from '../base/reports-lock.js';
import { keepUnreported } from '../output/allure/history.js';
import { allureReporter } from '../output/allure/reporter.js';
import { GateReporter } from '../output/gate-reporter.js';
import type { VerdictsFile } from '../gate/case-record.js';
import { allShards, isAuditShard, mergeAuditShards } from './audit-merge.js';
import { guardRun } from './run-guard.js';
import { say } from './say.js';
import { runVitest } from './vitest-run.js';

export const MERGE_USAGE = `Usage: npm run report:merge -- [--strict] [--out <dir>] <shard reports dir>...

Each shard dir is the reports directory of one \`npm run conformance -- --shard k/n\` run (its verdicts.json and
blob/). vitest merges the shards' blob reports and replays them through the harness's reporters: the merged
verdicts.json, junit.xml, summary.md and allure-results/ go to --out (default reports/); the matrix is printed and
the whole run is gated against fixtures/baseline/<target>.verdicts.json. A missing shard makes the run incomplete
(exit 2). Exit codes as npm run conformance.

The reports directories of \`npm run audit -- --shard k/n\` runs (their audit-tally.json and audit.ndjson) merge the
same way into one audit's reports; exit codes as npm run audit.`;

const RERUN = 're-run that shard: npm run conformance -- --shard k/n (with the flags it ran with), then merge again';

/** One shard's verdicts.json, once it and every blob file beside it are known to be readable. */
function readShard(dir: string): VerdictsFile {
  const file = join(dir, 'verdicts.json');
  if (!existsSync(file)) throw new VtsError('VTS_ERR_USAGE', `${file} does not exist: pass the reports directory of each shard`);
  const blobDir = join(dir, 'blob');
  if (!existsSync(blobDir))
    throw new VtsError('VTS_ERR_USAGE', `${blobDir} does not exist: run each shard with npm run conformance -- --shard k/n`);
  const shard = readVerdictsFile(file, RERUN);
  const blobs = readdirSync(blobDir, { withFileTypes: true });
  if (blobs.length === 0) throw new VtsError('VTS_ERR_USAGE', `${shownPath(blobDir)} holds no blob report: ${RERUN}`);
  for (const blob of blobs) {
    const path = join(blobDir, blob.name);
    if (!blob.isFile()) throw new VtsError('VTS_ERR_USAGE', `${shownPath(path)} is not a blob report file: ${RERUN}`);
    checkShardBlob(path, vitestVersion, RERUN);
  }
  return shard;
}

const MISSING_SHARD = 'not every shard k/n of one n was merged, each once and complete: merge them all';

/** Every shard k/n of one n, each once and complete: anything else is a partial run. */
const wholeRun = (shards: VerdictsFile[]): boolean => shards.every((s) => s.complete) && allShards(shards.map((s) => s.shard));

export async function mergeCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let blobs: string | undefined;
  let releaseReports: (() => void) | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { strict: { type: 'boolean' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help) return say(out, MERGE_USAGE, 0);
    if (positionals.length === 0) return say(out, MERGE_USAGE, 2);
    const dir = values.out ?? reportsDir();
    releaseReports = holdReportsFolder(
      dir,
      values.out === undefined ? 'set VTS_REPORTS_DIR to a folder you can write' : 'give --out a folder you can write',
      'give this merge a folder of its own: --out <dir>',
    );
    const audits = positionals.filter(isAuditShard);
    if (audits.length === positionals.length) return await mergeAuditShards(positionals, dir, out);
    if (audits.length > 0)
      throw new VtsError('VTS_ERR_USAGE', `${audits.join(', ')}: an audit's, not a conformance run's: merge each kind apart`);
    const shards = positionals.map(readShard);
    const targets = new Set(shards.map((s) => s.target));
    if (targets.size > 1)
      throw new VtsError(
        'VTS_ERR_USAGE',
        `the shards ran against different targets (${[...targets].join(', ')}): merge one target at a time`,
      );
    const target = shards[0]?.target ?? 'replay';
    const seed = shards[0]?.seed ?? 0;
    // Shards of a narrowed run make a narrowed run: its trend is its selection's, never the target's whole-run series.
    const selections = new Set(shards.map((s) => s.selection ?? ''));
    if (selections.size > 1)
      throw new VtsError(
        'VTS_ERR_USAGE',
        `the shards ran different selections (${[...selections].map((s) => s || 'the whole target').join('; ')}): merge the shards of one run`,
      );
    const selection = shards[0]?.selection;
    blobs = mkdtempSync(join(tmpdir(), 'vts-blobs-'));
    for (const dir of positionals) for (const f of readdirSync(join(dir, 'blob'))) cpSync(join(dir, 'blob', f), join(blobs, f));
    const allureDir = join(dir, 'allure-results');
    keepUnreported(allureDir);
    rmSync(allureDir, { recursive: true, force: true });
    const gateOptions = {
      reportsDir: dir,
      allureDir,
      meta: { target, seed },
      ...(selection === undefined ? {} : { selection }),
      strict: values.strict ?? false,
      ...(wholeRun(shards) ? {} : { incomplete: MISSING_SHARD }),
    };
    const gate = new GateReporter({ ...gateOptions, out });
    process.env.VTS_TARGET = target;
    process.env.VTS_STRICT = values.strict ? '1' : '0';
    process.env.VTS_SEED = String(seed);
    const guard = guardRun(gate, gateOptions);
    await runVitest({
      project: target,
      files: [],
      mergeReports: blobs,
      reporters: [gate, guard.reporter, allureReporter(allureDir, { target, seed })],
    });
    guard.release();
    return gate.code;
  } catch (err) {
    if (err instanceof VtsError || err instanceof TypeError) return say(out, `error: ${(err as Error).message}`, 2);
    throw err;
  } finally {
    releaseReports?.();
    if (blobs) rmSync(blobs, { recursive: true, force: true });
  }
}
