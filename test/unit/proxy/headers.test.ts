import { describe, expect, it } from 'vitest';
import { capturedHeaders, endToEnd, towardsUpstream } from '../../../src/proxy/headers.js';

describe('proxy headers', () => {
  it('drops the hop-by-hop headers and those Connection names, keeps repeats and case', () => {
    const raw = ['Connection', 'keep-alive, X-Trace', 'Keep-Alive', 'timeout=5', 'X-Trace', 'hop', 'TE', 'trailers'];
    expect(endToEnd([...raw, 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2', 'Transfer-Encoding', 'chunked'])).toEqual([
      'Set-Cookie',
      'a=1',
      'Set-Cookie',
      'b=2',
    ]);
  });

  it("sets Host to the upstream's, once", () => {
    expect(towardsUpstream(['host', '127.0.0.1:1234', 'X-A', '1'], 'vendor.example')).toEqual([
      'Host',
      'vendor.example',
      'X-A',
      '1',
    ]);
  });

  it('captures names lower-case, a repeat joined, a name like __proto__ kept as a name', () => {
    const captured = capturedHeaders(['X-A', '1', 'x-a', '2', '__proto__', 'p']);
    expect(captured).toEqual({ 'x-a': '1, 2', ['__proto__']: 'p' });
    expect(Object.getPrototypeOf(captured)).toBe(Object.prototype);
  });
});
