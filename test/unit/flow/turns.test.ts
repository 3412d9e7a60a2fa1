// Flow cases of one target and appId take turns at the webhook subscription (src/flow/turns.ts): a second waits until
// the first gives its turn back, and says so when it waited too long; other keys do not wait.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { takeTurn } from '../../../src/flow/turns.js';

describe('turns at the subscription', () => {
  it('makes a second case wait for the first, and lets a case of another key go at once', async () => {
    const key = `test ${randomUUID()}`;
    const order: string[] = [];
    const release = await takeTurn(key, 5_000);
    const other = await takeTurn(`${key} other`, 100);
    const second = takeTurn(key, 5_000).then((r) => {
      order.push('second');
      return r;
    });
    await new Promise((r) => setTimeout(r, 150));
    order.push('first done');
    await release();
    await (
      await second
    )();
    await other();
    expect(order).toEqual(['first done', 'second']);
  });

  it('names the wait when the turn does not come', async () => {
    const key = `test ${randomUUID()}`;
    const release = await takeTurn(key, 1_000);
    await expect(takeTurn(key, 100)).rejects.toThrow(/held the webhook subscription for over 0 s/);
    await release();
  });
});
