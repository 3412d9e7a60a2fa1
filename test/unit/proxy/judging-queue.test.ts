import { describe, expect, it } from 'vitest';
import { judgingQueue } from '../../../src/proxy/judging-queue.js';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('judgingQueue', () => {
  it('judges on a later turn, one a turn, never during the offer', async () => {
    const judged: number[] = [];
    const queue = judgingQueue<number>(10, (n) => void judged.push(n));
    queue.offer(1);
    queue.offer(2);
    expect(judged).toEqual([]);
    await turn();
    expect(judged).toEqual([1]);
    await turn();
    expect(judged).toEqual([1, 2]);
  });

  it('drops and counts what comes when judging is `cap` behind', () => {
    const queue = judgingQueue<number>(2, () => undefined);
    for (let n = 0; n < 5; n++) queue.offer(n);
    expect(queue.counts()).toMatchObject({ queued: 2, dropped: 3 });
    queue.flush();
    expect(queue.counts()).toEqual({ queued: 0, judged: 2, dropped: 3, failed: 0 });
  });

  it('counts a judge that throws or rejects, and goes on', async () => {
    let calls = 0;
    const queue = judgingQueue<number>(10, (n) => {
      calls++;
      if (n === 0) throw new Error('broken');
      return Promise.reject(new Error('broken later'));
    });
    queue.offer(0);
    queue.offer(1);
    queue.flush();
    await turn();
    expect({ calls, ...queue.counts() }).toEqual({ calls: 2, queued: 0, judged: 2, dropped: 0, failed: 2 });
  });

  it('keeps the order across the batches it lets go', () => {
    const judged: number[] = [];
    const queue = judgingQueue<number>(5000, (n) => void judged.push(n));
    for (let n = 0; n < 3000; n++) queue.offer(n);
    queue.flush();
    expect(judged).toEqual([...Array(3000).keys()]);
  });
});
