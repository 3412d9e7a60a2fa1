// `npm run generate`: every committed file that follows from the documents, the rule tables and the sandbox, in order:
// the recordings of rules that have none (against the sandbox) and the applicable sets they extend, then the contract,
// the sandbox README's tables and the config schema (scripts/generated.ts), then the coverage page in reports/.
// It prints each file it changed, git-style; a second run changes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT, recordingsDir } from '../src/base/paths.js';
import { applicableUpdateCommand } from '../src/cli/applicable-update.js';
import { coverageCommand } from '../src/cli/coverage.js';
import { applicablePath } from '../src/gate/applicable.js';
import { recordingPath } from '../src/recording/file.js';
import { allRules } from '../src/rules/index.js';
import { GENERATORS, writeStale } from './generated.js';

class Stop extends Error {}

const textOf = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** `node bin/vts.mjs <args>` with the terminal, its reports in `reports`; stops on any exit but 0. */
function vts(args: string[], reports: string): void {
  const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'vts.mjs'), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VTS_REPORTS_DIR: reports },
  });
  if (run.status !== 0)
    throw new Stop(
      `vts ${args.join(' ')} exited ${run.status}: make the sandbox pass the new rules, then rerun npm run generate`,
    );
}

/** Adds what a run judged to the target's applicable set; its `M` line when the file changed. */
async function extendApplicable(target: string, verdicts: string): Promise<string[]> {
  const path = applicablePath(target);
  const before = textOf(path);
  const said: string[] = [];
  const code = await applicableUpdateCommand(['--target', target, verdicts], (line) => said.push(line));
  if (code !== 0) throw new Stop(`applicable:update --target ${target} exited ${code}:\n${said.join('\n')}`);
  return textOf(path) === before ? [] : [`M ${relative(ROOT, path)}`];
}

/** Records the rules that have no recording, replays them, and extends both targets' applicable sets. */
async function newRecordings(): Promise<string[]> {
  const missing = allRules().filter((r) => !existsSync(recordingPath(recordingsDir(), r.operation, r.id)));
  if (missing.length === 0) return [];
  const rules = missing.flatMap((r) => ['--rule', r.id]);
  const scratch = mkdtempSync(join(tmpdir(), 'vts-generate-'));
  try {
    vts(['record', '--target', 'sandbox', '--missing'], join(scratch, 'sandbox'));
    const added = missing.map((r) => `A ${relative(ROOT, recordingPath(recordingsDir(), r.operation, r.id))}`);
    vts(['conformance', '--target', 'replay', ...rules], join(scratch, 'replay'));
    return [
      ...added,
      ...(await extendApplicable('sandbox', join(scratch, 'sandbox', 'verdicts.json'))),
      ...(await extendApplicable('replay', join(scratch, 'replay', 'verdicts.json'))),
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function generate(): Promise<number> {
  const changed = await newRecordings();
  for (const generator of GENERATORS) changed.push(...writeStale(await generator.files()));
  const said: string[] = [];
  if ((await coverageCommand([], (line) => said.push(line))) !== 0) throw new Stop(said.join('\n'));
  console.log(changed.length === 0 ? 'generate: every generated file was current' : changed.join('\n'));
  console.log(said.at(-1) ?? '');
  return 0;
}

try {
  process.exitCode = await generate();
} catch (err) {
  if (!(err instanceof Stop)) throw err;
  console.error(`generate: ${err.message}`);
  process.exitCode = 1;
}
