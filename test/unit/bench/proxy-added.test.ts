import { describe, expect, it } from 'vitest';
import { listenerUrls } from '../../../bench/proxy-added.js';

describe('listenerUrls', () => {
  it("reads the proxy's listeners by variable, a region's by listener key", () => {
    const output = [
      'export VTS_AUTH_URL=http://127.0.0.1:4001',
      'export VTS_IND_ENGINE_URL=http://127.0.0.1:4002',
      '# region_url:ind: export VTS_REGION_URL=http://127.0.0.1:4003',
      '# region_url:usa: export VTS_REGION_URL=http://127.0.0.1:4004',
      'proxy: forwarding; Ctrl-C writes the reports',
    ].join('\n');
    expect(listenerUrls(output)).toEqual({
      VTS_AUTH_URL: 'http://127.0.0.1:4001',
      VTS_IND_ENGINE_URL: 'http://127.0.0.1:4002',
      'region_url:ind': 'http://127.0.0.1:4003',
      'region_url:usa': 'http://127.0.0.1:4004',
    });
  });
});
