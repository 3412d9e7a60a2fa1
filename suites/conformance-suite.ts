// The one loop every conformance suite is: `describe` per operation, a test per rule titled "<rule id>: <behaviour>",
// whose outcome is the gate's decision for the case. Each suites/<operation>.conformance.ts is this call and nothing else.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Client } from '../src/transport/client.js';
import { reportScheduledCase, runConformanceCase } from '../src/vitest-glue/conformance-case.js';
import { leftOver, liveRun, type OperationRun, scheduledCase } from '../src/vitest-glue/live-schedule.js';
import { loadBaseline, type Baseline } from '../src/gate/baseline.js';
import { isOperationId, type OperationId } from '../src/model/operations.js';
import type { Rule } from '../src/model/types.js';
import { rulesFor } from '../src/rules/index.js';
import { type RunSettings, runSettings } from '../src/settings/run-settings.js';
import { openTarget } from '../src/targets/index.js';
import { clientFor, type Target } from '../src/case/target.js';

/** `suiteUrl` is the calling file's import.meta.url: its name, `<operation>.conformance.ts`, names the operation. */
export function conformanceSuite(suiteUrl: string): void {
  const operation = basename(fileURLToPath(suiteUrl)).split('.')[0] ?? '';
  if (!isOperationId(operation)) throw new Error(`${basename(suiteUrl)}: name a suite file <operation id>.conformance.ts`);
  const rules = rulesFor(operation);
  // Live cases run on one schedule for the whole run (at most VTS_CONCURRENCY at once, src/vitest-glue/live-schedule.ts),
  // and each test reports its own; replay and the sandbox run them one by one (replay's interceptors belong to one case).
  const live = process.env.VTS_TARGET === 'live';
  describe(operation, () => {
    let settings: RunSettings;
    let target: Target;
    let client: Client;
    let baseline: Baseline;
    const open = async (op: OperationId): Promise<OperationRun> => {
      // The sandbox project's global setup started one sandbox for the run (suites/sandbox-setup.ts).
      const sandboxUrl = settings.target === 'sandbox' ? inject('sandboxUrl') : undefined;
      const opened = await openTarget(settings.target, rulesFor(op), {
        record: settings.record,
        reuseSeeds: !settings.seedGiven,
        fullRun: settings.reportUnused,
        ...(sandboxUrl ? { sandboxUrl } : {}),
      });
      return { target: opened, client: clientFor(opened, settings.transport) };
    };
    // vitest reads a hook's first parameter as fixtures to destructure: the suite comes second.
    // eslint-disable-next-line no-empty-pattern
    beforeAll(async ({}, suite) => {
      settings = runSettings();
      baseline = loadBaseline(settings.target);
      // The tests vitest will run, for a live schedule the command did not start (vitest started directly).
      const running = new Set(suite.tasks.filter((t) => t.mode === 'run').map((t) => t.name));
      const own = rules.filter((r) => running.has(testName(r)));
      ({ target, client } = live ? await liveRun(operation, own, open, settings) : await open(operation));
    });
    let suite: { meta: { vtsNotes?: string[] } } | undefined;
    afterAll(async () => {
      const leftOut = live ? await leftOver(operation) : [];
      await client?.close();
      // Notes (recordings no rule used) reach the gate reporter through the suite's meta.
      const notes = [...leftOut, ...((await target?.teardown()) ?? [])];
      if (suite) suite.meta.vtsNotes = notes;
    });
    for (const rule of rules)
      it(testName(rule), async (ctx) => {
        suite = ctx.task.suite;
        const run = { target, client, baseline, settings };
        await (live ? reportScheduledCase(ctx, run, scheduledCase(rule, open)) : runConformanceCase(ctx, rule, run));
      });
  });
}

const testName = (rule: Rule): string => `${rule.id}: ${rule.title}`;
