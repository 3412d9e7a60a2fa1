// The one loop every conformance suite is: `describe` per operation, a test per rule titled "<rule id>: <behaviour>",
// whose outcome is the gate's decision for the case. Each suites/<operation>.conformance.ts is this call and nothing else.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Client } from '../src/transport/client.js';
import { runConformanceCase } from '../src/vitest-glue/conformance-case.js';
import { loadBaseline, type Baseline } from '../src/gate/baseline.js';
import { isOperationId } from '../src/model/operations.js';
import { rulesFor } from '../src/rules/index.js';
import { type RunSettings, runSettings } from '../src/settings/run-settings.js';
import { openTarget } from '../src/targets/index.js';
import { clientFor, type Target } from '../src/case/target.js';

/** `suiteUrl` is the calling file's import.meta.url: its name, `<operation>.conformance.ts`, names the operation. */
export function conformanceSuite(suiteUrl: string): void {
  const operation = basename(fileURLToPath(suiteUrl)).split('.')[0] ?? '';
  if (!isOperationId(operation)) throw new Error(`${basename(suiteUrl)}: name a suite file <operation id>.conformance.ts`);
  const rules = rulesFor(operation);
  // Live cases run a few at once (at most VTS_CONCURRENCY: the live project's maxConcurrency, one worker); replay and
  // the sandbox one by one (replay's interceptors belong to one case at a time).
  const concurrent = process.env.VTS_TARGET === 'live';
  describe(operation, { concurrent }, () => {
    let settings: RunSettings;
    let target: Target;
    let client: Client;
    let baseline: Baseline;
    beforeAll(async () => {
      settings = runSettings();
      baseline = loadBaseline(settings.target);
      // The sandbox project's global setup started one sandbox for the run (suites/sandbox-setup.ts).
      const sandboxUrl = settings.target === 'sandbox' ? inject('sandboxUrl') : undefined;
      target = await openTarget(settings.target, rules, {
        record: settings.record,
        reuseSeeds: !settings.seedGiven,
        fullRun: settings.reportUnused,
        ...(sandboxUrl ? { sandboxUrl } : {}),
      });
      client = clientFor(target, settings.transport);
    });
    let suite: { meta: { vtsNotes?: string[] } } | undefined;
    afterAll(async () => {
      await client?.close();
      // Notes (recordings no rule used) reach the gate reporter through the suite's meta.
      const notes = (await target?.teardown()) ?? [];
      if (suite) suite.meta.vtsNotes = notes;
    });
    for (const rule of rules)
      it(`${rule.id}: ${rule.title}`, async (ctx) => {
        suite = ctx.task.suite;
        await runConformanceCase(ctx, rule, { target, client, baseline, settings });
      });
  });
}
