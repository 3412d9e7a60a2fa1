// The places a HAR of a team's traffic stands in besides the marked ones: a field the documents do not have (whose value
// no schema says is no one's). A field any documented variant has is not one.
import { describe, expect, it } from 'vitest';
import { responseMarks } from '../../../src/validators/annotations.js';

describe('undocumented places', () => {
  const body = { status: 'success', statusCode: '200', result: { authToken: 'tok-1', holder: 'A Person' }, extra: { id: 7 } };

  it('are marked only when asked, each where it starts', () => {
    expect(responseMarks('authToken', 200, body).map((m) => m.pointer)).toEqual(['/result/authToken']);
    expect(responseMarks('authToken', 200, body, true).map((m) => [m.pointer, m.mark])).toEqual([
      ['/result/authToken', { secret: true }],
      ['/result/holder', { undocumented: true }],
      ['/extra', { undocumented: true }],
    ]);
  });

  it('leave out what any variant of the status describes', () => {
    // The event's two shapes: `transactionId` is the flat one's, `metadata` the nested one's; each is documented in an
    // event of the other shape too, whichever the delivery meets.
    const event = { type: 'T', timestamp: 't', version: 'v', id: 'i', transactionId: 'x', metadata: {}, mine: 'x' };
    expect(responseMarks('webhookEvent', 200, event, true).map((m) => m.pointer)).toEqual(['/mine']);
  });
});
