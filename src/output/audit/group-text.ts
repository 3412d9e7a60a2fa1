// A traffic group in words, the same in every sink: the fault as the run words a violation, how often, when, and the
// first exchange that showed it. Only record fields: a received value is a kind, never the value.
import type { Violation, ViolationTitle } from '../../model/types.js';
import type { AuditRecord } from '../../audit/types.js';
import { violationLine } from '../console-lines.js';
import { plural } from '../explore/order.js';
import type { TrafficGroup } from './groups.js';

/** "Wrong message at /message — received …, documented …"; a harness error's reason as it is. */
export const faultText = (g: TrafficGroup): string =>
  g.kind === 'harness-error'
    ? g.title
    : violationLine({ ...g, title: g.title as ViolationTitle, ruleId: g.ruleId } satisfies Violation);

export const sourceText = (s: AuditRecord['source']): string => `${s.file}:${s.entry}`;

/** "first seen 2024-05-01T10:00:00Z, last seen …", or that the capture gives no time. */
export const seenText = (g: TrafficGroup): string =>
  g.firstAt === undefined
    ? 'no capture time'
    : g.firstAt === g.lastAt
      ? `seen ${g.firstAt}`
      : `first seen ${g.firstAt}, last seen ${g.lastAt ?? g.firstAt}`;

export const countText = (g: TrafficGroup): string => plural(g.count, 'exchange');

/** The group's lines, as a CI tab or an attachment shows them. */
export const groupDetail = (g: TrafficGroup): string[] => [
  `${g.operation} · ${g.ruleId} · check ${g.check}`,
  ...(g.row === undefined ? [] : [`row: ${g.row.title} (${g.row.source})`]),
  faultText(g),
  `${countText(g)}; ${seenText(g)}`,
  `first exchange: ${sourceText(g.example.source)} (exchange ${g.example.n})`,
];
