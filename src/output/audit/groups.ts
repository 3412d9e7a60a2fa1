// What every audit sink renders, gathered from the records as they come: a group per recurring fault (operation, rule,
// check, title, pointer) with its count and when it was first and last seen, and a few counts per operation. Memory
// grows with the distinct faults, never with the exchanges: a million records of one fault are one group.
import { OPERATION_IDS, type OperationId } from '../../model/operations.js';
import type { Verdict } from '../../model/types.js';
import type { AuditRecord } from '../../audit/types.js';

/** Past this many groups a new fault is counted, not kept: a capture of every kind of break stays bounded. */
export const MAX_GROUPS = 10_000;

export interface TrafficGroup {
  /** `violation`: the vendor's answer breaks the documents; `harness-error`: the judge failed on the exchange. */
  kind: 'violation' | 'harness-error';
  operation: OperationId;
  /** The row's rule when the record has one, else `<operation>.<check>`. */
  ruleId: string;
  row?: NonNullable<AuditRecord['row']>;
  check: string;
  title: string;
  /** The violation's pointer, array indices as `*`, so a fault in every item is one group. */
  pointer: string;
  /** The first exchange's documented side and received kind. */
  expected: unknown;
  actual: unknown;
  /** Exchanges that showed it. */
  count: number;
  /** The first exchange that showed it, by the order read. */
  example: { n: number; source: AuditRecord['source'] };
  /** The earliest and latest capture time among them, where the capture says. */
  firstAt?: string;
  lastAt?: string;
}

export interface OperationTraffic {
  operation: OperationId;
  judged: number;
  verdicts: Partial<Record<Verdict, number>>;
  /** By status answered; `none` for no answer. */
  statuses: Record<string, number>;
  /** Exchanges by the rule of the documented row they fell under. */
  rows: Record<string, number>;
}

const GROUPED: ReadonlySet<Verdict> = new Set(['violation', 'harness-error']);
const bump = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);
const anyIndex = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');
const earlier = (a: string, b: string) => Date.parse(a) < Date.parse(b);

/** The faults of one record, each with its key: a violation each, or the record's reason when it names none. */
function faultsOf(record: AuditRecord): [string, Omit<TrafficGroup, 'count' | 'example' | 'firstAt' | 'lastAt'>][] {
  const kind = record.verdict === 'harness-error' ? 'harness-error' : 'violation';
  const row = record.row === undefined ? {} : { row: record.row };
  const found =
    record.violations.length > 0
      ? record.violations.map((v) => ({ check: v.check, title: v.title as string, pointer: anyIndex(v.pointer), v }))
      : [{ check: record.verdict, title: record.reason ?? record.verdict, pointer: '', v: undefined }];
  return found.map(({ check, title, pointer, v }) => {
    const ruleId = record.row?.ruleId ?? `${record.operation}.${check}`;
    const key = [record.operation, ruleId, check, title, pointer].join('\u0000');
    return [
      key,
      { kind, operation: record.operation, ruleId, ...row, check, title, pointer, expected: v?.expected, actual: v?.actual },
    ];
  });
}

export class TrafficGroups {
  private readonly byKey = new Map<string, TrafficGroup>();
  private readonly ops = new Map<OperationId, OperationTraffic>();
  /** Faults past MAX_GROUPS, counted: audit.ndjson still holds them. */
  overflow = 0;

  add(record: AuditRecord): void {
    const op = this.ops.get(record.operation) ?? { operation: record.operation, judged: 0, verdicts: {}, statuses: {}, rows: {} };
    this.ops.set(record.operation, op);
    op.judged++;
    bump(op.verdicts, record.verdict);
    bump(op.statuses, record.status === undefined ? 'none' : String(record.status));
    if (record.row !== undefined) bump(op.rows, record.row.ruleId);
    if (!GROUPED.has(record.verdict)) return;
    // One exchange counts once in a group, however many of its items the fault is at.
    for (const [key, fault] of new Map(faultsOf(record))) this.seen(key, fault, record);
  }

  private seen(key: string, fault: ReturnType<typeof faultsOf>[number][1], record: AuditRecord): void {
    let group = this.byKey.get(key);
    if (group === undefined) {
      if (this.byKey.size >= MAX_GROUPS) return void this.overflow++;
      group = { ...fault, count: 0, example: { n: record.n, source: record.source } };
      this.byKey.set(key, group);
    }
    group.count++;
    const at = record.at;
    if (at === undefined || Number.isNaN(Date.parse(at))) return;
    if (group.firstAt === undefined || earlier(at, group.firstAt)) group.firstAt = at;
    if (group.lastAt === undefined || earlier(group.lastAt, at)) group.lastAt = at;
  }

  /** By operation (the catalogue's order), then the most frequent first. */
  groups(): TrafficGroup[] {
    const place = (g: TrafficGroup) => OPERATION_IDS.indexOf(g.operation);
    return [...this.byKey.values()].sort((a, b) => place(a) - place(b) || b.count - a.count || a.example.n - b.example.n);
  }

  /** The operations that had traffic, in the catalogue's order. */
  operations(): OperationTraffic[] {
    return OPERATION_IDS.flatMap((id) => this.ops.get(id) ?? []);
  }
}
