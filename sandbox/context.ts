// The state of one running sandbox: its settings (documented, or changed by a fault), what it has seen so far, and its
// way out (outbound deliveries). Each server gets its own, so servers started side by side (one per fault) never share
// used transaction ids.
import { randomBytes } from 'node:crypto';
import { BoundedMap } from './flow/bounded-map.js';
import { createFlow, type FlowState } from './flow/state.js';
import type { Outbound } from './outbound.js';
import type { Settings } from './settings.js';
import { TEST_VALUES, type TestValues } from './test-values.js';

/** Transaction ids a token was issued for (409 on reuse): the newest 10,000 of at most MAX_ID_CHARS each, a few MB of
 * heap at most. An id reused after 10,000 newer tokens gets a token again. */
export const REMEMBERED_TRANSACTION_IDS = 10_000;

export interface SandboxContext {
  readonly settings: Settings;
  readonly values: TestValues;
  /** transactionIds a token was issued for, each with the workflowId of its first token, newest kept (see
   * REMEMBERED_TRANSACTION_IDS). */
  readonly issuedTransactionIds: BoundedMap<string, string>;
  /** Calls out of the sandbox (webhook deliveries); never throws. */
  readonly outbound: Outbound;
  /** The asynchronous statement flow: results per transactionId, webhook subscriptions (bounded: flow/). */
  readonly flow: FlowState;
}

/** `credentials` registers extra pairs beside the test values (the security self-test uses canary credentials). */
export function createContext(
  settings: Settings,
  outbound: Outbound,
  credentials: TestValues['credentials'] = [],
  rememberedTransactionIds = REMEMBERED_TRANSACTION_IDS,
): SandboxContext {
  const values = { ...TEST_VALUES, credentials: [...TEST_VALUES.credentials, ...credentials] };
  return {
    settings,
    values,
    issuedTransactionIds: new BoundedMap(rememberedTransactionIds),
    outbound,
    flow: createFlow(),
  };
}

/** The transactionId already has a transaction: a test value, or an id a token was issued for (while remembered). */
export function isUsedTransactionId(context: SandboxContext, transactionId: string): boolean {
  return (
    context.values.usedTransactionIds.includes(transactionId) || context.issuedTransactionIds.get(transactionId) !== undefined
  );
}

export function isRegistered(values: TestValues, appId: unknown, appKey: unknown): boolean {
  return values.credentials.some((c) => c.appId === appId && c.appKey === appKey);
}

/** The header credentials of a request to `operation` authenticate: a registered pair, or (a fault: settings
 * `appKeyIgnoredOn`) a registered appId with any appKey. */
export function authenticates(context: SandboxContext, operation: string | undefined, appId: unknown, appKey: unknown): boolean {
  if (isRegistered(context.values, appId, appKey)) return true;
  const ignored = operation !== undefined && context.settings.appKeyIgnoredOn.includes(operation);
  return ignored && typeof appKey === 'string' && appKey !== '' && context.values.credentials.some((c) => c.appId === appId);
}

/** Tokens are opaque (the document defines no format); the sandbox's carry their expiry in epoch seconds so a reader
 * sees which validity applied: `sbx_tok_<expiresAt>_<random>`. */
export function newToken(validitySeconds: number, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + validitySeconds;
  return `sbx_tok_${expiresAt}_${randomBytes(16).toString('hex')}`;
}
