// Live's one limiter (issue 39, item 1): at most `limit` cases hold a slot; a case waiting for what is not a request
// gives its slot up meanwhile and, back, goes before the cases not begun; the case whose test is reporting goes first;
// a case away with an answer's bytes keeps a slot from new cases.
import { describe, expect, it } from 'vitest';
import { awayFromSlot, caseSlots, Place } from '../../../src/transport/case-slots.js';

/** A promise and its resolver. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
const ticks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('case slots', () => {
  it('hold at most `limit` cases at once, the rest in the order they came', async () => {
    const slots = caseSlots(2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.opened;
      }),
    );
    await ticks();
    expect(started).toEqual([0, 1]);
    expect(slots.inFlight()).toBe(2);
    gates[1]?.open();
    await ticks();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(slots.inFlight()).toBe(0);
  });

  it('let a case wait for an event away from its slot, and take one back before the cases not begun', async () => {
    const slots = caseSlots(1);
    const order: string[] = [];
    const event = gate();
    const waiter = slots.run(async () => {
      order.push('waiter sends');
      await awayFromSlot(event.opened);
      order.push('waiter back');
    });
    const second = gate();
    const other = slots.run(async () => {
      order.push('other sends');
      await second.opened;
      order.push('other done');
    });
    const third = slots.run(async () => {
      order.push('third sends');
    });
    await ticks();
    expect(order).toEqual(['waiter sends', 'other sends']);
    event.open();
    await ticks();
    expect(order).toEqual(['waiter sends', 'other sends']); // the slot is other's until it ends
    second.open();
    await Promise.all([waiter, other, third]);
    expect(order).toEqual(['waiter sends', 'other sends', 'other done', 'waiter back', 'third sends']);
  });

  it('put a hurried case before every other not begun', async () => {
    const slots = caseSlots(1);
    const started: string[] = [];
    const first = gate();
    const runs = [slots.run(() => first.opened)];
    const places = ['a', 'b', 'c'].map((name) => {
      const place = new Place();
      runs.push(slots.run(async () => void started.push(name), place));
      return place;
    });
    await ticks();
    places[2]?.hurry();
    expect(slots.inFlight()).toBe(1);
    first.open();
    await Promise.all(runs);
    expect(started).toEqual(['c', 'a', 'b']);
  });

  it("keep a slot from new cases for each case away with an answer's bytes, but not from a hurried one", async () => {
    const slots = caseSlots(2);
    const started: string[] = [];
    const parsed = gate();
    const held = gate();
    const parker = slots.run(() => awayFromSlot(parsed.opened, { parks: true }));
    const place = new Place();
    const runs = ['a', 'b', 'c'].map((name) =>
      slots.run(
        async () => {
          started.push(name);
          await held.opened;
        },
        name === 'c' ? place : undefined,
      ),
    );
    await ticks();
    expect(started).toEqual(['a']); // one slot is free, but a case away holds an answer's bytes
    place.hurry();
    await ticks();
    expect(started).toEqual(['a', 'c']);
    held.open();
    parsed.open();
    await Promise.all([parker, ...runs]);
    expect(started).toEqual(['a', 'c', 'b']);
  });

  it('wait in place outside a slot (a self-test, the sandbox)', async () => {
    await expect(awayFromSlot(Promise.resolve('went'))).resolves.toBe('went');
  });
});
