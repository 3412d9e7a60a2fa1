// A HAR 1.2 read as exchanges (issue 48): headers made one record, bodies as bytes (base64 honoured), a call with no
// answer read as such, a body the HAR left out marked omitted, an entry that cannot be read counted with its number.
import { describe, expect, it } from 'vitest';
import { readAll, text } from './read-all.js';

const har = (...entries: unknown[]) => JSON.stringify({ log: { version: '1.2', creator: {}, entries } }, null, 2);
const URL_ = 'https://api.vendor.example/v1/emailBasic?trace=1';
const post = (extra: object = {}) => ({ method: 'POST', url: URL_, headers: [], ...extra });

describe('HAR', () => {
  it('reads the method, url, headers, bodies, time and duration', async () => {
    const { at, read } = await readAll(
      har({
        startedDateTime: '2026-12-01T10:00:00.250+05:30',
        time: 120.5,
        request: post({
          headers: [
            { name: 'Content-Type', value: 'application/json' },
            { name: 'X-Trace', value: 'a' },
            { name: 'x-trace', value: 'b' },
            { name: ':authority', value: 'api.vendor.example' },
          ],
          postData: { mimeType: 'application/json', text: '{"email":"é@example.com"}' },
        }),
        response: {
          status: 200,
          headers: [{ name: 'Content-Type', value: 'application/json' }],
          content: { size: 8, mimeType: 'application/json', text: 'eyJvayI6MX0=', encoding: 'base64' },
        },
      }),
      'browser.har',
    );
    expect(read).toEqual({ file: 'browser.har', formats: ['har'], exchanges: 1, unreadable: 0 });
    const exchange = at(0);
    expect(exchange).toMatchObject({
      startedAt: '2026-12-01T04:30:00.250Z',
      durationMs: 120.5,
      method: 'POST',
      url: URL_,
      request: { headers: { 'content-type': 'application/json', 'x-trace': 'a, b' } },
      response: { status: 200, headers: { 'content-type': 'application/json' } },
      source: { file: 'browser.har', entry: 1 },
    });
    expect(text(exchange.request.body)).toBe('{"email":"é@example.com"}');
    expect(text(exchange.response?.body)).toBe('{"ok":1}');
  });

  it('honours a postData marked base64', async () => {
    const { at } = await readAll(har({ request: post({ postData: { text: 'AP8=', encoding: 'base64' } }) }));
    expect([...(at(0).request.body ?? [])]).toEqual([0x00, 0xff]);
  });

  it('reads a call with status 0 or no response as one with no answer', async () => {
    const zero = { status: 0, headers: [], content: { size: 0 } };
    const { exchanges } = await readAll(har({ request: post(), response: zero }, { request: post() }));
    expect(exchanges.map((e) => e.response)).toEqual([undefined, undefined]);
  });

  it('marks a body the HAR did not keep as omitted, and an empty one as none', async () => {
    const omitted = { status: 200, headers: [], content: { size: 5000, mimeType: 'application/json' } };
    const empty = { status: 204, headers: [], content: { size: 0 } };
    const { at } = await readAll(
      har(
        { request: post({ bodySize: 6_000_000, postData: { mimeType: 'multipart/form-data', params: [] } }), response: omitted },
        { request: post({ bodySize: 0 }), response: empty },
      ),
    );
    expect(at(0).request).toEqual({ headers: {}, bodyOmitted: true });
    expect(at(0).response).toEqual({ status: 200, headers: {}, bodyOmitted: true });
    expect(at(1).request).toEqual({ headers: {} });
    expect(at(1).response).toEqual({ status: 204, headers: {} });
  });

  it('counts an entry with no method or url, or a bad status, naming its file and number, and reads on', async () => {
    const { exchanges, unreadable } = await readAll(
      har(
        { request: { url: URL_ } },
        { request: post({ url: '/relative' }) },
        { request: post(), response: { status: 'ok' } },
        { request: post() },
      ),
      'cut.har',
    );
    expect(unreadable).toEqual([
      { source: { file: 'cut.har', entry: 1 }, problem: 'no method' },
      { source: { file: 'cut.har', entry: 2 }, problem: 'a url that is not absolute (scheme and host)' },
      { source: { file: 'cut.har', entry: 3 }, problem: 'a status that is not an HTTP status' },
    ]);
    expect(exchanges.map((e) => e.source.entry)).toEqual([4]);
  });

  it('reads the entries before a HAR is cut off and counts the rest as unreadable', async () => {
    const whole = har({ request: post() }, { request: post() }, { request: post() });
    const { exchanges, unreadable } = await readAll(whole.slice(0, whole.lastIndexOf('"method"')), 'cut.har');
    expect(exchanges).toHaveLength(2);
    expect(unreadable).toEqual([
      { source: { file: 'cut.har', entry: 3 }, problem: expect.stringMatching(/^the file cannot be read past entry 2/) },
    ]);
  });
});
