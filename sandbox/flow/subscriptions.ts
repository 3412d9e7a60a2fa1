// Webhook subscriptions (spec › Subscribe webhook): one per appId, the latest replacing the earlier ("setup is
// one-time; afterwards the webhook receives notifications for all later parse requests"). Bounded, oldest out first.
import { BoundedMap } from './bounded-map.js';

/** appIds whose subscription the sandbox keeps: far above the registered pairs (test values and extra credentials). */
export const REMEMBERED_SUBSCRIPTIONS = 1_000;

export interface Subscription {
  readonly webhookUrl: string;
  readonly events: readonly string[];
}

export class Subscriptions {
  readonly #byAppId: BoundedMap<string, Subscription>;

  constructor(capacity = REMEMBERED_SUBSCRIPTIONS) {
    this.#byAppId = new BoundedMap(capacity);
  }

  subscribe(appId: string, subscription: Subscription): void {
    this.#byAppId.add(appId, subscription);
  }

  /** The appId's subscription when it takes events of this type. */
  receiverOf(appId: string, type: string): Subscription | undefined {
    const subscription = this.#byAppId.get(appId);
    return subscription?.events.includes(type) ? subscription : undefined;
  }
}
