// What the sandbox remembers is bounded: used transaction ids are kept newest first up to a cap, the oldest forgotten;
// the documented used test values never are.
import { describe, expect, it } from 'vitest';
import { createContext, REMEMBERED_TRANSACTION_IDS } from '../../../sandbox/context.js';
import { BoundedMap } from '../../../sandbox/flow/bounded-map.js';
import { authToken } from '../../../sandbox/operations/authToken.js';
import { createOutbound } from '../../../sandbox/outbound.js';
import { DOCUMENTED_SETTINGS } from '../../../sandbox/settings.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { freshTransactionId, validAuthToken } from './helpers.js';

describe('BoundedMap', () => {
  it('forgets the oldest key once past its capacity', () => {
    const map = new BoundedMap<string, number>(2);
    map.add('a', 1);
    map.add('b', 2);
    map.add('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([undefined, 2, 3, 2]);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new BoundedMap(0)).toThrow(/positive integer/);
  });
});

describe('used transaction ids', () => {
  const request = (transactionId: string) => ({
    operation: 'authToken',
    path: '/v2/auth/token',
    body: { kind: 'json' as const, value: { ...validAuthToken(), transactionId } },
    caller: '127.0.0.1',
    headers: {},
  });

  it('a reused id is 409 while remembered, and gets a token again once 2 newer ids pushed it out', async () => {
    const context = createContext(DOCUMENTED_SETTINGS, createOutbound(), [], 2);
    const status = async (id: string) => (await authToken.handle(request(id), context)).status;
    const [first, second, third] = [freshTransactionId(), freshTransactionId(), freshTransactionId()];
    expect(await status(first)).toBe(200);
    expect(await status(first)).toBe(409);
    expect(await status(second)).toBe(200);
    expect(await status(third)).toBe(200);
    expect(await status(third)).toBe(409);
    expect(await status(first)).toBe(200);
  });

  it('the used test values stay used however many ids were issued', async () => {
    const context = createContext(DOCUMENTED_SETTINGS, createOutbound(), [], 1);
    for (let i = 0; i < 3; i += 1) await authToken.handle(request(freshTransactionId()), context);
    for (const id of TEST_VALUES.usedTransactionIds) expect((await authToken.handle(request(id), context)).status).toBe(409);
  });

  it('a server remembers 10,000 ids by default', () => {
    expect(REMEMBERED_TRANSACTION_IDS).toBe(10_000);
    expect(createContext(DOCUMENTED_SETTINGS, createOutbound()).issuedTransactionIds.capacity).toBe(REMEMBERED_TRANSACTION_IDS);
  });
});
