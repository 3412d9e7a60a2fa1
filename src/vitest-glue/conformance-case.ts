// One conformance test: run the case, decide its outcome with the gate, hand the scrubbed entry to the reporters,
// and make the test's own outcome that decision (fail, skip, or pass with the verdict shown).
import type { TestContext } from 'vitest';
import type { Client } from '../transport/client.js';
import type { Baseline } from '../gate/baseline.js';
import { decideCase } from '../gate/decide.js';
import { reportCaseToAllure } from '../output/allure/case.js';
import { failureText } from '../output/failure-text.js';
import { entryOf, type VerdictEntry } from '../gate/case-record.js';
import { runCase } from '../case/run-case.js';
import { ledgerOf } from '../case/reading-family.js';
import type { RunSettings } from '../settings/run-settings.js';
import type { Target } from '../case/target.js';
import type { CaseResult, Rule } from '../model/types.js';
import type { ScheduledCase } from './live-schedule.js';
import { withAnswerTurn } from '../transport/answer-turns.js';
import type { Scrubber } from '../redaction/index.js';

export interface CaseRun {
  target: Target;
  client: Client;
  baseline: Baseline;
  settings: RunSettings;
}

declare module 'vitest' {
  interface TaskMeta {
    /** The case's verdict entry, already scrubbed: what the gate reporter writes. */
    vts?: VerdictEntry;
    /** Notes a suite leaves for the end of the run (recordings no rule used). */
    vtsNotes?: string[];
  }
}

/** Thrown for a failing case: named like an assertion, so Allure files a violation as failed, not broken. */
class CaseFailure extends Error {
  constructor(message: string, verdict: string) {
    super(message);
    this.name = verdict === 'violation' || verdict === 'pass' ? 'AssertionError' : 'CaseError';
    this.stack = `${this.name}: ${message}`;
  }
}

/** One case, holding a large answer's turn (src/transport/answer-turns.ts) until it has been reported. */
export const runConformanceCase = (ctx: TestContext, rule: Rule, run: CaseRun): Promise<void> =>
  withAnswerTurn(async () => reportCase(ctx, run, await runCase(rule, run.target, run.client, run.settings.seed)));

/** A case live's schedule ran ahead of its test (live-schedule.ts): awaited, then reported. */
export async function reportScheduledCase(ctx: TestContext, run: CaseRun, scheduled: ScheduledCase): Promise<void> {
  scheduled.place.hurry();
  scheduled.scope.reporting();
  try {
    await reportCase(ctx, run, await scheduled.result);
  } finally {
    scheduled.scope.end();
  }
}

async function reportCase(ctx: TestContext, run: CaseRun, ran: CaseResult): Promise<void> {
  // The cases of one suite file share a target: their readings of one sentence are held to each other.
  const result = ledgerOf(run.target).hold(ran);
  // Every value the case saw at a secret or personal place, in every encoding, out of everything it reports (the
  // reason and what was observed quote the vendor: an echo it cut short loses what it kept of a secret too).
  const scrubber = result.scrubber as Scrubber;
  // The gate reads the fingerprint from the same fields verdicts.json keeps (what baseline:update pins).
  const judged = entryOf(result, { outcome: 'pass' });
  const decision = decideCase(judged, run.baseline, run.settings.strict);
  const scrubbed = scrubber.value({
    ...judged,
    outcome: decision.outcome,
    ...(decision.note ? { note: decision.note } : {}),
    ...(decision.ticket ? { ticket: decision.ticket } : {}),
  });
  const entry: VerdictEntry = {
    ...scrubbed,
    ...(scrubbed.reason === undefined ? {} : { reason: scrubber.echo(scrubbed.reason) }),
    ...(scrubbed.observed === undefined ? {} : { observed: scrubber.echo(scrubbed.observed) }),
  };
  ctx.task.meta.vts = entry;
  await reportCaseToAllure(result, entry, scrubber);
  if (decision.outcome === 'fail') throw new CaseFailure(failureText(entry), entry.verdict);
  if (decision.outcome === 'skip') ctx.skip(`${entry.verdict}: ${entry.reason ?? ''}`);
}
