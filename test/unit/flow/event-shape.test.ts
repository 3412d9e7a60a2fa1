// The event reader takes either documented shape, the flat sample or the nested metadata/event one, and says which
// came; a body it cannot correlate (no transactionId string) is a problem, named.
import { describe, expect, it } from 'vitest';
import { readEvent } from '../../../src/checks/event-shape.js';

const flat = {
  type: 'BANK_STATEMENT_PARSED_SUCCESSFULLY',
  timestamp: '2026-01-07T10:00:00.000Z',
  version: '1.0',
  id: '8f0c2a52-2f3e-4b7a-9d51-6a3f0e2c1b7d',
  transactionId: 'txn-1',
  appId: 'app-1',
};

describe('readEvent', () => {
  it('reads the flat sample payload as flat', () => {
    expect(readEvent(flat)).toEqual({ shape: 'flat', fields: flat });
  });

  it('reads the nested metadata/event shape as nested, every field found', () => {
    const { transactionId, appId, ...event } = flat;
    expect(readEvent({ metadata: { appId, transactionId }, event })).toEqual({ shape: 'nested', fields: flat });
  });

  it('takes the top level first, then event, then metadata', () => {
    const read = readEvent({
      type: 'TOP',
      transactionId: 'txn-top',
      event: { type: 'EVENT', id: 'event-id', appId: 'event-app' },
      metadata: { id: 'metadata-id', appId: 'metadata-app', version: '2.0' },
    });
    expect(read).toEqual({
      shape: 'nested',
      fields: { type: 'TOP', transactionId: 'txn-top', id: 'event-id', appId: 'event-app', version: '2.0' },
    });
  });

  it('is nested as soon as one of metadata or event is an object', () => {
    expect(readEvent({ metadata: { transactionId: 't' } })).toMatchObject({ shape: 'nested' });
    expect(readEvent({ event: {}, transactionId: 't' })).toMatchObject({ shape: 'nested' });
  });

  it('is flat when metadata or event is not an object, and does not look inside it', () => {
    expect(readEvent({ transactionId: 't', metadata: ['x'], event: 'x' })).toEqual({
      shape: 'flat',
      fields: { transactionId: 't' },
    });
    expect(readEvent({ event: null, metadata: [{ transactionId: 't' }] })).toHaveProperty('problem');
  });

  it.for([
    ['null', null, 'got null'],
    ['an array', [flat], 'got an array'],
    ['a string', 'not json', 'got a string'],
    ['a number', 42, 'got a number'],
  ] as const)('names the problem when the body is %s', ([, body, text]) => {
    expect(readEvent(body)).toEqual({ problem: `the event must be a JSON object, ${text}` });
  });

  it('names the places looked at when there is no transactionId', () => {
    expect(readEvent({ type: 'X', metadata: { appId: 'a' } })).toEqual({
      problem: 'no transactionId (looked at the top level, event.transactionId, metadata.transactionId)',
    });
  });

  it.for([
    [42, 'a number'],
    ['', 'an empty string'],
    [null, 'null'],
    [{ id: 'x' }, 'an object'],
  ] as const)('refuses a transactionId that is not a non-empty string (%j)', ([value, kind]) => {
    expect(readEvent({ transactionId: value })).toEqual({ problem: `transactionId must be a non-empty string, got ${kind}` });
  });
});
