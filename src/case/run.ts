// Many cases in one process: every selected rule once against one target, in order, each through runCase, the entry
// the suites' tests call. Not a second runner: no gate, no reports, no vitest. It is here for what a vitest child
// process would blur: the bench's in-process core figure, and self-tests that read verdicts without a child run.
import type { Client } from '../transport/client.js';
import { ReadingLedger } from './reading-family.js';
import { runCase } from './run-case.js';
import { clientFor, type Target } from './target.js';
import type { CaseResult, Rule } from '../model/types.js';

export interface RunOptions {
  rules: Rule[];
  target: Target;
  seed: number;
  client?: Client;
  onResult?: (result: CaseResult, index: number) => void;
}

export interface RunOutcome {
  results: CaseResult[];
  notes: string[];
  complete: boolean;
}

export async function runRules({ rules, target, seed, client, onResult }: RunOptions): Promise<RunOutcome> {
  const own = client ?? clientFor(target);
  const results: CaseResult[] = [];
  const readings = new ReadingLedger();
  try {
    for (const rule of rules) {
      const result = readings.hold(await runCase(rule, target, own, seed));
      results.push(result);
      onResult?.(result, results.length - 1);
    }
  } finally {
    if (client === undefined) await own.close();
  }
  const notes = await target.teardown();
  return { results, notes, complete: results.length === rules.length };
}
