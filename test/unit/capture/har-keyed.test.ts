// A secret no profile holds (a statement's password) is named in the proxy's HAR by its digest keyed with the team's
// appKey: audit, given that key, reads it back when it is one of the rules' own literals; without the key, or for any
// other value, it stays "<redacted>", and the mark holds nothing of the value.
import { describe, expect, it } from 'vitest';
import { keyedDigest, markText, unmarker } from '../../../src/capture/har-marks.js';
import { harMarker } from '../../../src/proxy/har-marks.js';

const NONCE = '0123456789abcdef';
const credentials = { appId: 'app-team-1', appKey: 'key-team-secret-1' };

describe('keyed marks', () => {
  const mark = harMarker(NONCE, { credentials, profiles: [] })('wrong-password', '<redacted>');

  it('name a secret by its keyed digest, never its text', () => {
    expect(mark).toBe(markText(NONCE, true, { keyed: keyedDigest(credentials.appKey, 'wrong-password') }));
    expect(mark).not.toContain('wrong');
  });

  it("read back as the rule's literal it matches, with the team's key only", () => {
    expect(unmarker(NONCE, { credentials, profiles: [], literals: ['x', 'wrong-password'] }).value(mark)).toBe('wrong-password');
    expect(unmarker(NONCE, { credentials, profiles: [], literals: ['another'] }).value(mark)).toBe('<redacted>');
    const other = { appId: 'a', appKey: 'another-key' };
    expect(unmarker(NONCE, { credentials: other, profiles: [], literals: ['wrong-password'] }).value(mark)).toBe('<redacted>');
  });

  it('are not written without the team’s key', () => {
    expect(harMarker(NONCE, { profiles: [] })('wrong-password', '<redacted>')).toBe('<redacted>');
  });
});
