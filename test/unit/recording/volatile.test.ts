// Volatile values keep their format and lose their content, so a re-recording of an unchanged target changes no file.
import { describe, expect, it } from 'vitest';
import type { RecordingFile } from '../../../src/recording/file.js';
import { volatileStandIn, withVolatileFixed } from '../../../src/recording/volatile.js';

describe('volatileStandIn', () => {
  it.for([
    ['sbx_req_6d2fbefa-2ea2-4afb-b87e-b5cbe5ce267a', 'sbx_req_00000000-0000-4000-8000-000000000000'],
    ['2026-11-22T12:04:55.085Z', '2000-01-01T00:00:00.000Z'],
    ['2026-11-22T12:04:55+05:30', '2000-01-01T00:00:00+05:30'],
    ['REF-48213', 'REF-00000'],
  ])('%s becomes %s', ([value, standIn]) => expect(volatileStandIn(value as string)).toBe(standIn));
});

describe('withVolatileFixed', () => {
  const interaction = (response: unknown) => ({
    scope: '{ind_engine_url}',
    method: 'POST' as const,
    path: '/v1/x',
    reqheaders: {},
    status: 200,
    response,
    rawHeaders: {},
  });
  const file: RecordingFile = {
    harnessVersion: '0.1.0',
    ruleId: 'x.y.z',
    operation: 'cacBasic',
    target: 'sandbox',
    seed: 1,
    data: {},
    steps: [
      { interactions: [interaction({ metaData: { requestId: 'r-1' }, result: [{ at: '2026-01-02T03:04:05Z' }, { at: 'x' }] })] },
    ],
    events: [],
  };
  it('fixes each pointed value, * standing for any index, and leaves the file it was given alone', () => {
    const fixed = withVolatileFixed(file, ['/metaData/requestId', '/result/*/at', '/absent/field']);
    expect(fixed.steps[0]?.interactions[0]?.response).toEqual({
      metaData: { requestId: 'r-0' },
      result: [{ at: '2000-01-01T00:00:00Z' }, { at: 'x' }],
    });
    expect(file.steps[0]?.interactions[0]?.response).toMatchObject({ metaData: { requestId: 'r-1' } });
  });

  it('gives each event an id of its own, follows it into the headers, and zeroes a volatile number', () => {
    const id = (n: number) => `0b0c5c2e-8a43-4a4e-9a51-3c7d1e1f2a3${n}`;
    const event = (n: number) => ({
      headers: { 'content-type': 'application/json', 'x-event-id': id(n) },
      body: { id: id(n), timestamp: '2026-11-22T10:00:00.123Z', transactionId: 'tx-1' },
    });
    const fixed = withVolatileFixed(
      { ...file, steps: [{ interactions: [interaction({ time: 1.234 })] }], events: [event(1), event(2)] },
      ['/id', '/timestamp', '/time'],
    );
    expect(fixed.steps[0]?.interactions[0]?.response).toEqual({ time: 0 });
    expect(fixed.events.map((e) => [e.headers['x-event-id'], e.body])).toEqual(
      [1, 2].map((n) => {
        const standIn = `00000000-0000-4000-8000-00000000000${n}`;
        return [standIn, { id: standIn, timestamp: '2000-01-01T00:00:00.000Z', transactionId: 'tx-1' }];
      }),
    );
  });
});
