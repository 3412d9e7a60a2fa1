// Issue 11 acceptance: during a sandbox run of the flow, garbage, a 20 MB body and a duplicate event posted to the
// harness's receiver get their 4xx (or, for the duplicate, a 200 that keeps one event), and the run still completes
// with the verdicts it has without them.
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { createClient } from '../../src/transport/client.js';
import { allRules } from '../../src/rules/index.js';
import { runCase } from '../../src/case/run-case.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';
import { caseBudgetMs, transportSettings } from '../../src/settings/run-settings.js';
import { capped } from '../setup/timeout-cap.js';

const FLOW = ['webhookEvent', 'getBankStatementParsingResults'];
const rules = allRules().filter((r) => FLOW.includes(r.operation));
/** The cases run one after another, each within the budget the harness gives a case. */
const CASES_TIMEOUT = { timeout: capped(rules.length * caseBudgetMs(transportSettings())) };

/** POST a body to the receiver the way a stranger would, and the status it answers. */
function post(url: string, contentType: string, body: string | Buffer | ((write: (b: Buffer) => boolean) => void)) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': contentType } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // The receiver answers a body over its limit before it is all sent, then closes: that is not a failure here.
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(err)));
    if (typeof body === 'function') body((b) => req.write(b));
    else req.write(body);
    req.end();
  });
}

const twentyMegabytes = (write: (b: Buffer) => boolean) => {
  const chunk = Buffer.alloc(1024 * 1024, 0x7b);
  for (let i = 0; i < 20; i++) write(chunk);
};

describe('the receiver under abuse during a sandbox run', () => {
  it(
    'answers 4xx to the bad deliveries, keeps one event of a duplicate, and the run keeps its verdicts',
    CASES_TIMEOUT,
    async () => {
      // Every event of a clean sandbox comes: the run's own event timeout is the wait, and costs nothing once it has.
      const target = await sandboxTarget();
      const client = createClient({ sleep: async () => {} });
      const flow = await target.flow(rules[0] as (typeof rules)[number]);
      const url = flow.addresses.webhookUrl as string;
      // Only its address is needed here: its turn at the subscription goes back to the cases (src/flow/turns.ts).
      await flow.done?.();
      try {
        // The cases one by one, as the suites run them; the target is torn down only after the duplicate below.
        const run = (async () => {
          const done = [];
          for (const rule of rules) done.push(await runCase(rule, target, client, inject('seed')));
          return done;
        })();
        const abuse = await Promise.all([
          post(url, 'application/json', 'not json at all {'),
          post(url, 'text/plain', 'hello, not an event'),
          post(url, 'application/json', twentyMegabytes),
          post(url, 'application/json', '[1,2,3]'),
        ]);
        const results = await run;
        expect(abuse).toEqual([400, 400, 413, 422]);
        expect(results.map((r) => [r.rule.id, r.verdict])).toEqual(
          rules.map((r) => [r.id, r.strength === 'probe' ? 'spec-gap' : 'pass']),
        );
        // The delivery of a case again: answered 200, not kept a second time (nothing new for that transactionId).
        const delivered = results.find((r) => r.rule.id === 'webhookEvent.parsed.delivered');
        const event = delivered?.exchange?.events[0];
        expect(event).toBeDefined();
        const body = JSON.stringify(event?.body);
        // Asked, not waited for: an event kept twice would only show as a wait of the whole event timeout.
        const again = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect([again.status, await again.json()]).toEqual([200, { received: true, duplicate: true }]);
      } finally {
        await client.close();
        await target.teardown();
      }
    },
  );
});
