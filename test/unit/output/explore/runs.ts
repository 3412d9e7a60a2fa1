// Exploration runs the sinks' tests render: none found, findings of two properties on two operations, a harness error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { ExploreRun, Finding, OperationExplored, Property } from '../../../../src/explore/types.js';

export const explored = (operation: OperationExplored['operation'], coverage: number, random: number): OperationExplored => ({
  operation,
  requests: { coverage, random },
  shrinkRequests: 6,
  fields: ['body:expiry', 'body:appId', 'header:transactionid'],
  keywords: ['minimum', 'maximum+1', 'type', 'missing'],
  statuses: { '400': coverage + random - 3, '200': 2, none: 1 },
  classes: { valid: 10, invalid: coverage + random - 12, unknown: 2 },
  durationMs: 1500,
});

export function finding(
  property: Property,
  operation: Finding['operation'],
  field: string,
  keyword: string,
  detail: string,
  n = 1,
): Finding {
  const id = `${operation}#${n}`;
  return {
    property,
    operation,
    field,
    keyword,
    detail,
    status: property === 'not-a-server-error' ? 500 : 299,
    probe: { operation, id, phase: 'random', moves: [], class: 'unknown' },
    from: { id, moves: 3, shrinkRequests: 5 },
    reproduce: `npm run explore -- --target sandbox --seed 7 --operation ${operation} --probe ${id}`,
    request: `POST /${operation} {"${field}": "<shrunk ${n}>"}`,
    response: `HTTP ${property === 'not-a-server-error' ? 500 : 299} {"error":"<b>boom</b> | pipe"}`,
  };
}

const base = (over: Partial<ExploreRun>): ExploreRun => ({
  target: 'sandbox',
  seed: 7,
  budget: 40,
  gates: false,
  startedAt: '2026-12-05T02:00:00.000Z',
  durationMs: 12_500,
  operations: [explored('authToken', 12, 28), explored('emailBasic', 10, 30)],
  findings: [],
  harnessErrors: [],
  ...over,
});

export const quietRun = (over: Partial<ExploreRun> = {}): ExploreRun => base(over);

/** Listed out of the order they are shown in: undocumented status before server error, fields unsorted. */
export const findingRun = (over: Partial<ExploreRun> = {}): ExploreRun =>
  base({
    findings: [
      finding('documented-status', 'emailBasic', 'body:email', 'unicode', 'status 299, which no document lists', 2),
      finding('not-a-server-error', 'emailBasic', 'body:email', 'long', '500 to <img src=x> a | request', 3),
      finding('not-a-server-error', 'authToken', 'body:expiry', 'maximum+1', '500 to a request the documents do not refuse', 4),
      finding('not-a-server-error', 'authToken', 'body:appId', 'type', '500 to an appId that is an array', 5),
    ],
    ...over,
  });

export const brokenRun = (over: Partial<ExploreRun> = {}): ExploreRun =>
  findingRun({
    harnessErrors: [
      { operation: 'authToken', probe: 'authToken#9', reason: 'no recording: fixtures/recordings/x.json <missing>' },
    ],
    ...over,
  });

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A reports folder of its own, removed after the test. */
export function reportsFolder(): string {
  const d = mkdtempSync(join(tmpdir(), 'vts-explore-'));
  dirs.push(d);
  return d;
}
