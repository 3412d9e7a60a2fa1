// VTS_BENCH_BEFORE=<revision>: the figures before a change, from the same machine in the same run. The revision is
// checked out beside this one (a git worktree sharing the packages); its gate runs in the same paired rounds as this
// one's, against the same floor, and its replay core in a child process of its own, round for round as this one's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/base/paths.js';
import { runNode } from './child-run.js';

export interface BeforeTree {
  /** The revision as given, and its short hash. */
  rev: string;
  commit: string;
  root: string;
  remove(): void;
}

const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();

/** A checkout of `rev` in a temporary folder; a revision git does not know ends the bench saying so. */
export function beforeTree(rev: string): BeforeTree {
  let commit: string;
  try {
    commit = git(['rev-parse', '--short', `${rev}^{commit}`]);
  } catch {
    console.error(`error: VTS_BENCH_BEFORE=${rev}: not a revision of this repository (give a commit, tag or branch)`);
    process.exit(2);
  }
  const root = join(mkdtempSync(join(tmpdir(), 'vts-bench-before-')), 'tree');
  git(['worktree', 'add', '--detach', '--quiet', root, commit]);
  // This checkout's packages, but a cache of its own: the two revisions' generated validators and compiled commands
  // would otherwise replace each other's in every round.
  mkdirSync(join(root, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules')))
    if (entry !== '.cache') symlinkSync(join(ROOT, 'node_modules', entry), join(root, 'node_modules', entry));
  return {
    rev,
    commit,
    root,
    remove: () => {
      if (existsSync(root)) git(['worktree', 'remove', '--force', root]);
      rmSync(join(root, '..'), { recursive: true, force: true });
    },
  };
}

// The core's round as bench/run.ts times it, in the earlier checkout's own modules: one warm-up, then `rounds` timings.
const CORE_SCRIPT = `
import { allRules } from './src/rules/index.js';
import { runRules } from './src/case/run.js';
import { replayTarget } from './src/targets/replay.js';
import { clientFor } from './src/case/target.js';
const rules = allRules();
const client = clientFor({ name: 'replay' });
const times = [];
for (let i = 0; i <= Number(process.argv[2]); i++) {
  const started = performance.now();
  await runRules({ rules, target: replayTarget(), seed: 1, client });
  if (i > 0) times.push(performance.now() - started);
}
await client.close();
console.log('vts-bench core-rounds ' + JSON.stringify({ cases: rules.length, times }));
`;

/** The replay core's round times (ms) of the earlier checkout, and its number of cases. */
export async function coreRoundsBefore(tree: BeforeTree, rounds: number): Promise<{ cases: number; times: number[] }> {
  const script = join(tree.root, 'bench-before-core.ts');
  writeFileSync(script, CORE_SCRIPT);
  const { output } = await runNode(['--import', 'tsx', script, String(rounds)], {}, [0], tree.root);
  const line = /^vts-bench core-rounds (.*)$/m.exec(output)?.[1];
  if (line === undefined) throw new Error(`the core of ${tree.commit} printed no rounds:\n${output}`);
  return JSON.parse(line) as { cases: number; times: number[] };
}

interface CaseEntry {
  ruleId: string;
  durationMs?: number;
}

/** The rules whose case entry (its verdict, violations, reason and the rest, its duration aside) differs between two
 * runs' verdicts.json, and how many rules the later run has. */
export function verdictChanges(beforeFile: string, afterFile: string): { rules: number; changed: string[] } {
  const read = (file: string) =>
    new Map(
      (JSON.parse(readFileSync(file, 'utf8')) as { cases: CaseEntry[] }).cases.map(({ durationMs: _, ...entry }) => [
        entry.ruleId,
        JSON.stringify(entry),
      ]),
    );
  const [was, is] = [read(beforeFile), read(afterFile)];
  const changed = [...new Set([...was.keys(), ...is.keys()])].filter((rule) => was.get(rule) !== is.get(rule)).sort();
  return { rules: is.size, changed };
}
