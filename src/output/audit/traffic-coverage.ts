// Traffic coverage: for each operation, which of its documented rows (the gating rules of its table) the traffic fell
// under and how often, which it never did, and which documented statuses it was answered with, besides any other.
import { OPERATION_IDS, type OperationId } from '../../model/operations.js';
import { tableOf } from '../../rules/index.js';
import { documentedStatuses } from '../../validators/registry.js';
import type { OperationTraffic } from './groups.js';

export interface RowUse {
  ruleId: string;
  title: string;
  /** Exchanges that fell under the row; 0 for a row the traffic never exercised. */
  exchanges: number;
}

export interface OperationCoverage {
  operation: OperationId;
  exchanges: number;
  /** Every documented row of the operation, in its table's order. */
  rows: RowUse[];
  statuses: {
    documented: number[];
    /** Documented statuses answered, with their counts. */
    seen: Record<string, number>;
    notSeen: number[];
    /** Statuses answered that the documents do not give the operation. */
    undocumented: Record<string, number>;
  };
}

export interface TrafficCoverage {
  operations: OperationCoverage[];
  totals: { rows: number; exercised: number; statuses: number; statusesSeen: number };
}

function operationCoverage(operation: OperationId, traffic: OperationTraffic | undefined): OperationCoverage {
  const documented = documentedStatuses(operation);
  const answered = Object.entries(traffic?.statuses ?? {}).filter(([status]) => status !== 'none');
  const isDocumented = ([status]: [string, number]) => documented.includes(Number(status));
  return {
    operation,
    exchanges: traffic?.judged ?? 0,
    rows: (tableOf(operation)?.rules ?? [])
      .filter((r) => r.strength === 'documented')
      .map((r) => ({ ruleId: r.id, title: r.title, exchanges: traffic?.rows[r.id] ?? 0 })),
    statuses: {
      documented,
      seen: Object.fromEntries(answered.filter(isDocumented)),
      notSeen: documented.filter((s) => traffic?.statuses[String(s)] === undefined),
      undocumented: Object.fromEntries(answered.filter((s) => !isDocumented(s))),
    },
  };
}

/** Every operation of the catalogue, those the traffic never reached included. */
export function trafficCoverage(traffic: OperationTraffic[]): TrafficCoverage {
  const byOperation = new Map(traffic.map((o) => [o.operation, o]));
  const operations = OPERATION_IDS.map((id) => operationCoverage(id, byOperation.get(id)));
  const rows = operations.flatMap((o) => o.rows);
  return {
    operations,
    totals: {
      rows: rows.length,
      exercised: rows.filter((r) => r.exchanges > 0).length,
      statuses: operations.reduce((n, o) => n + o.statuses.documented.length, 0),
      statusesSeen: operations.reduce((n, o) => n + Object.keys(o.statuses.seen).length, 0),
    },
  };
}
