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
  it('counts an exchange whose judging is under way (a promise) against the cap until it settles', async () => {
    const settle: (() => void)[] = [];
    const queue = judgingQueue<number>(2, () => new Promise<void>((resolve) => settle.push(resolve)));
    queue.offer(1);
    queue.offer(2);
    await turn();
    await turn();
    queue.offer(3);
    expect(queue.counts()).toEqual({ queued: 2, judged: 0, dropped: 1, failed: 0 });
    settle.splice(0).forEach((s) => s());
    await turn();
    expect(queue.counts()).toEqual({ queued: 0, judged: 2, dropped: 1, failed: 0 });
  });

  it('flushes into a promise that settles once every judging under way has', async () => {
    const settle: (() => void)[] = [];
    const queue = judgingQueue<number>(10, () => new Promise<void>((resolve) => settle.push(resolve)));
    queue.offer(1);
    queue.offer(2);
    let flushed = false;
    const flushing = queue.flush().then(() => (flushed = true));
    await turn();
    expect({ flushed, handed: settle.length }).toEqual({ flushed: false, handed: 2 });
    settle.splice(0).forEach((s) => s());
    await flushing;
    expect(queue.counts()).toMatchObject({ queued: 0, judged: 2 });
  });
});
