// One large answer parsed and judged at a time in a worker (issue 34, item 3): a case that read one waits while another
// case holds one, and gets it when that case has ended; small answers and a case's own later answers never wait.
import { describe, expect, it } from 'vitest';
import { answerScope, answerTurn, LARGE_ANSWER_BYTES, withAnswerTurn } from '../../../src/transport/answer-turns.js';

const LARGE = LARGE_ANSWER_BYTES + 1;

describe('answer turns', () => {
  it('hold a second large answer until the first case has ended', async () => {
    const order: string[] = [];
    let endFirst = () => {};
    const first = withAnswerTurn(async () => {
      await answerTurn(LARGE);
      order.push('first parses');
      await answerTurn(LARGE); // its own second answer: no second turn
      await new Promise<void>((resolve) => (endFirst = resolve));
      order.push('first ends');
    });
    const second = withAnswerTurn(async () => {
      await answerTurn(100); // small: no wait
      order.push('second reads a small answer');
      await answerTurn(LARGE);
      order.push('second parses');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['first parses', 'second reads a small answer']);
    endFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first parses', 'second reads a small answer', 'first ends', 'second parses']);
  });

  it('wait, for a case run ahead of its report (live), until its test begins, and give the turn back once reported', async () => {
    const order: string[] = [];
    const ahead = answerScope();
    const run = ahead.run(async () => {
      await answerTurn(LARGE);
      order.push('ahead parses');
    });
    // The case being reported meanwhile takes the turn: the one ahead holds none it would wait for.
    await withAnswerTurn(async () => {
      await answerTurn(LARGE);
      order.push('reported parses');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['reported parses']);
    ahead.reporting();
    await run;
    expect(order).toEqual(['reported parses', 'ahead parses']);
    const next = withAnswerTurn(() => answerTurn(LARGE).then(() => void order.push('next parses')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toHaveLength(2);
    ahead.end();
    await next;
    expect(order).toEqual(['reported parses', 'ahead parses', 'next parses']);
  });

  it('take no turn outside a case (a self-test, the bench)', async () => {
    await withAnswerTurn(() => answerTurn(LARGE));
    await expect(
      Promise.race([answerTurn(LARGE).then(() => 'went'), new Promise((r) => setTimeout(() => r('held'), 20))]),
    ).resolves.toBe('went');
  });
});
