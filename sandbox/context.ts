// The state of one running sandbox: its settings (documented, or changed by a fault) and what it has seen so far.
// Each server gets its own, so servers started side by side (one per fault) never share used transaction ids.
import { randomBytes } from 'node:crypto';
import type { Settings } from './settings.js';
import { TEST_VALUES, type TestValues } from './test-values.js';

export interface SandboxContext {
  readonly settings: Settings;
  readonly values: TestValues;
  /** transactionIds that already have a transaction: the test values, plus every id a token was issued for. */
  readonly usedTransactionIds: Set<string>;
}

/** `credentials` registers extra pairs beside the test values (the security self-test uses canary credentials). */
export function createContext(settings: Settings, credentials: TestValues['credentials'] = []): SandboxContext {
  const values = { ...TEST_VALUES, credentials: [...TEST_VALUES.credentials, ...credentials] };
  return { settings, values, usedTransactionIds: new Set(TEST_VALUES.usedTransactionIds) };
}

export function isRegistered(values: TestValues, appId: unknown, appKey: unknown): boolean {
  return values.credentials.some((c) => c.appId === appId && c.appKey === appKey);
}

/**
 * Tokens are opaque to callers (the document defines no format). The sandbox's carry their expiry time in epoch
 * seconds, so a person (or a test) can see which validity was applied: `sbx_tok_<expiresAt>_<random>`.
 */
export function newToken(validitySeconds: number, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + validitySeconds;
  return `sbx_tok_${expiresAt}_${randomBytes(16).toString('hex')}`;
}
