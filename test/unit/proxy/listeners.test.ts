import { describe, expect, it } from 'vitest';
import { listenersOf, upstreamUrl } from '../../../src/proxy/listeners.js';
import { operationAt, routeOf } from '../../../src/proxy/route.js';

describe('proxy listeners', () => {
  it('one per host, one per region where the region host holds {region}', () => {
    const keys = listenersOf({ auth_url: 'https://gw.example/vendor/auth/', region_url: 'https://{region}.face.example' }).map(
      (l) => l.key,
    );
    expect(keys).toEqual(['auth_url', 'region_url:ind', 'region_url:usa', 'region_url:zaf', 'region_url:irl', 'region_url:sgp']);
  });

  it('appends the path as sent to the base, its prefix kept', () => {
    const [auth] = listenersOf({ auth_url: 'https://gw.example/vendor/auth/' });
    expect(auth && upstreamUrl(auth, '/v2/auth/../token?a=%20')).toBe('https://gw.example/vendor/auth/v2/auth/../token?a=%20');
  });

  it('names the variable and the fix for a bad base, and never prints credentials', () => {
    expect(() => listenersOf({ usa_url: 'ftp://x' })).toThrow(
      /VTS_USA_URL="ftp:\/\/x" has the scheme "ftp:".*give the vendor's base URL/,
    );
    expect(() => listenersOf({ usa_url: 'https://me:secret@x' })).toThrow(/^VTS_USA_URL holds credentials/);
    expect(() => listenersOf({})).toThrow(/no upstream/);
  });

  it("puts one listener before the team's receiver, whose deliveries are the webhook event", () => {
    const [receiver] = listenersOf({}, 'https://app.example/hooks/');
    expect(receiver && { key: receiver.key, to: upstreamUrl(receiver, '/vts?x=1') }).toEqual({
      key: 'receiver',
      to: 'https://app.example/hooks/vts?x=1',
    });
    expect(receiver && routeOf(receiver, '/vts').operation).toBe('webhookEvent');
    expect(() => listenersOf({}, 'app.example')).toThrow(/^--webhook .*give your receiver's URL/);
  });

  it('tells the operation from the host and the path, a longer path ending with it too', () => {
    expect(operationAt('ind_engine_url', '/v1/emailBasic')).toBe('emailBasic');
    expect(operationAt('ind_engine_url', '/gw/v1/emailBasic')).toBe('emailBasic');
    expect(operationAt('auth_url', '/v1/emailBasic')).toBeUndefined();
  });
});
