// Traffic coverage as blocks, rendered to Markdown by the spec coverage page's renderer (src/output/coverage/): a table
// of operations, then each operation's documented rows with how often the traffic fell under each.
import type { Block, Inline } from '../coverage/page.js';
import { plural, statusesText } from '../explore/order.js';
import type { OperationCoverage, TrafficCoverage } from './traffic-coverage.js';

/** "3 of 14 documented rows exercised": the way `npm run coverage` counts rows. */
export const rowsExercised = (rows: { exchanges: number }[]): string =>
  `${rows.filter((r) => r.exchanges > 0).length} of ${rows.length} documented rows exercised`;

const statusesSeen = (o: OperationCoverage): string =>
  `${Object.keys(o.statuses.seen).length} of ${o.statuses.documented.length}` +
  (o.statuses.notSeen.length > 0 ? ` (not seen: ${o.statuses.notSeen.join(', ')})` : '');

const undocumented = (o: OperationCoverage): Inline[] =>
  Object.keys(o.statuses.undocumented).length === 0 ? ['none'] : [{ strong: statusesText(o.statuses.undocumented, ', ') }];

/** The table of operations: summary.md shows it, traffic-coverage.md opens with it. */
export const operationsTable = (coverage: TrafficCoverage): Block => ({
  table: {
    head: ['operation', 'exchanges', 'documented rows', 'documented statuses seen', 'undocumented statuses'],
    rows: coverage.operations.map((o) => [
      [{ code: o.operation }],
      [String(o.exchanges)],
      [rowsExercised(o.rows)],
      [statusesSeen(o)],
      undocumented(o),
    ]),
  },
});

const totalsText = (coverage: TrafficCoverage): string =>
  `${coverage.totals.exercised} of ${coverage.totals.rows} documented rows exercised; ` +
  `${coverage.totals.statusesSeen} of ${coverage.totals.statuses} documented statuses seen.`;

function operationBlocks(o: OperationCoverage): Block[] {
  const seen = statusesText(o.statuses.seen, ', ');
  return [
    { heading: 2, text: [{ code: o.operation }] },
    {
      paragraph: [
        `${plural(o.exchanges, 'exchange')}; ${rowsExercised(o.rows)}. Documented statuses seen: ${seen || 'none'}; ` +
          `not seen: ${o.statuses.notSeen.join(', ') || 'none'}; undocumented: `,
        ...undocumented(o),
        '.',
      ],
    },
    ...(o.rows.length === 0
      ? []
      : [
          {
            table: {
              head: ['row', 'title', 'exchanges'],
              rows: o.rows.map((r): Inline[][] => [
                [{ code: r.ruleId }],
                [r.title],
                r.exchanges > 0 ? [String(r.exchanges)] : [{ strong: 'not exercised' }],
              ]),
            },
          } as Block,
        ]),
  ];
}

export function trafficCoveragePage(coverage: TrafficCoverage): Block[] {
  return [
    { heading: 1, text: ['Traffic coverage'] },
    {
      paragraph: [
        'Which documented rows (the gating rules of each operation’s table, src/rules/) the audited traffic fell under, and ' +
          'which documented statuses (schemas/) it was answered with. Written by ',
        { code: 'vts audit' },
        `. ${totalsText(coverage)}`,
      ],
    },
    operationsTable(coverage),
    ...coverage.operations.flatMap(operationBlocks),
  ];
}
