// Parses whose row is a flow's, waiting in the capture for what follows them: the event of their transactionId and
// the results asked for after it (the run asks for them once the event came; before it, what the results say is not
// shown). A flow closes once both are in, when a parse of the same transactionId comes, past the bound (the oldest
// first), or at the end of the capture; its parse is then judged with what the capture held of its flow.
import type { ReceivedEvent, StepExchange } from '../model/types.js';
import type { Followed } from './flow-rows.js';

/** Something of a flow, with when it started (epoch ms, when the capture says) and its place in the reading. */
interface Seen<T> {
  item: T;
  at: number | undefined;
  order: number;
}

interface Open {
  ids: string[];
  close(followed: Followed): void;
  event?: Seen<ReceivedEvent>;
  /** The latest results read before the event: they may have started after it. */
  results?: Seen<StepExchange>;
}

export interface OpenFlows {
  /** A parse (known by each of `ids`) whose flow `close` judges. */
  open(ids: string[], close: (followed: Followed) => void): void;
  event(id: string, event: ReceivedEvent, at: number | undefined): void;
  results(id: string, step: StepExchange, at: number | undefined): void;
  /** The end of the capture: every flow judged with what it has. */
  closeAll(): void;
}

/** Flows holding results read before their event (a capture may write the delivery after them): results may be large,
 * and the event follows them closely, so few are held; past it, the oldest flow's are let go. */
const HELD_RESULTS = 64;

/** Results after the event: by their times where the capture gives both (the order entries are written in is that of
 * their ends), else by their order. */
const after = (r: Seen<unknown>, e: Seen<unknown>) =>
  r.at !== undefined && e.at !== undefined ? r.at >= e.at : r.order > e.order;

export function openFlows(bound: number): OpenFlows {
  const byId = new Map<string, Open>();
  const flows = new Set<Open>();
  const holding = new Set<Open>();
  let order = 0;
  const settle = (flow: Open, end: boolean) => {
    const { event, results } = flow;
    const held = event !== undefined && results !== undefined && after(results, event) ? results : undefined;
    if (held === undefined && !end) return;
    flows.delete(flow);
    holding.delete(flow);
    for (const id of flow.ids) if (byId.get(id) === flow) byId.delete(id);
    flow.close({ steps: held ? [held.item] : [], events: event ? [event.item] : [] });
  };
  return {
    open(ids, close) {
      for (const id of ids) {
        const was = byId.get(id);
        if (was !== undefined) settle(was, true);
      }
      const flow: Open = { ids, close };
      flows.add(flow);
      for (const id of ids) byId.set(id, flow);
      while (flows.size > bound) settle(flows.values().next().value as Open, true);
    },
    event(id, event, at) {
      const flow = byId.get(id);
      if (flow === undefined || flow.event !== undefined) return;
      flow.event = { item: event, at, order: ++order };
      settle(flow, false);
      // Still open: the results it held started before the event, as the run never asks.
      flow.results = undefined;
      holding.delete(flow);
    },
    results(id, step, at) {
      const flow = byId.get(id);
      if (flow === undefined) return;
      const results = { item: step, at, order: ++order };
      if (flow.event !== undefined) {
        if (!after(results, flow.event)) return;
        flow.results = results;
        return settle(flow, false);
      }
      flow.results = results;
      holding.delete(flow);
      holding.add(flow);
      if (holding.size <= HELD_RESULTS) return;
      const oldest = holding.values().next().value as Open;
      holding.delete(oldest);
      oldest.results = undefined;
    },
    closeAll() {
      for (const flow of [...flows]) settle(flow, true);
    },
  };
}
