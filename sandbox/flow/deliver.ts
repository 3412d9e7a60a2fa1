// Delivering a finished parse's event to the appId's subscription (issue 11 contract › Event payload): POSTed as JSON
// with `x-sandbox-event-id`, retried while the receiver answers 5xx or nothing, 3 attempts in all (250 ms, then
// 500 ms apart: settings.webhookRetryDelaysMs). No subscription for the type: nothing is sent. Never throws.
import { setTimeout as sleep } from 'node:timers/promises';
import type { SandboxContext } from '../context.js';
import type { Delivery } from '../outbound.js';
import { eventFor, type Outcome } from './events.js';
import type { JobKey } from './jobs.js';

const retryable = (delivery: Delivery): boolean => delivery.status === undefined || delivery.status >= 500;

/** Waits, unless the sandbox closes first (false: give up). Unref'd: a pending retry keeps no process alive. */
async function pause(ms: number, stop: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal: stop, ref: false });
    return true;
  } catch {
    return false;
  }
}

export async function deliverEvent(context: SandboxContext, key: JobKey, outcome: Outcome): Promise<void> {
  const { settings, outbound, flow } = context;
  const event = eventFor(outcome, key, settings);
  if (event === undefined) return;
  const subscription = flow.subscriptions.receiverOf(key.appId, event.type);
  if (subscription === undefined) return;
  const waits = settings.webhookRetryDelaysMs;
  for (let attempt = 0; !flow.stop.aborted; attempt += 1) {
    const delivery = await outbound.deliver(subscription.webhookUrl, event.body, { 'x-sandbox-event-id': event.id });
    const wait = waits[attempt];
    if (!retryable(delivery) || wait === undefined || !(await pause(wait, flow.stop))) return;
  }
}
