// The one-object-a-line formats (issue 48): audit's own NDJSON shape, Kong's http-log, Nginx/Apache JSON logs, each
// told by its keys line by line; a line that cannot be read counted with its file and line, the reading going on.
import { describe, expect, it } from 'vitest';
import { ndjson, readAll, text } from './read-all.js';

const URL_ = 'https://api.vendor.example/v1/emailBasic';

describe('audit NDJSON', () => {
  it('reads every field, a body as text, as base64 bytes or as a JSON value', async () => {
    const { at, read } = await readAll(
      ndjson({
        time: '2026-12-01T10:00:00Z',
        method: 'post',
        url: URL_,
        request: { headers: { 'Content-Type': 'application/json', 'X-Id': ['a', 'b'] }, body: { email: 'x@example.com' } },
        response: { status: 200, headers: { 'content-type': 'application/json' }, body: { base64: 'eyJvayI6MX0=' } },
        durationMs: 120,
      }),
    );
    expect(read.formats).toEqual(['ndjson']);
    expect(at(0)).toMatchObject({
      startedAt: '2026-12-01T10:00:00.000Z',
      method: 'POST',
      url: URL_,
      durationMs: 120,
      request: { headers: { 'content-type': 'application/json', 'x-id': 'a, b' } },
      response: { status: 200 },
      source: { file: 'capture.log', entry: 1 },
    });
    expect(text(at(0).request.body)).toBe('{"email":"x@example.com"}');
    expect(text(at(0).response?.body)).toBe('{"ok":1}');
  });

  it('reads a body left out as omitted, "" or null as none, and no response as none', async () => {
    const { exchanges } = await readAll(
      ndjson(
        { method: 'POST', url: URL_, request: { body: '' }, response: { status: 200, body: null } },
        { method: 'POST', url: URL_, response: { status: 500 } },
        { method: 'POST', url: URL_, request: { headers: { 'content-length': '0' } } },
      ),
    );
    expect(exchanges.map((e) => [e.request, e.response])).toEqual([
      [{ headers: {} }, { status: 200, headers: {} }],
      [
        { headers: {}, bodyOmitted: true },
        { status: 500, headers: {}, bodyOmitted: true },
      ],
      [{ headers: { 'content-length': '0' } }, undefined],
    ]);
  });
});

describe('Kong http-log', () => {
  it('reads the request, the answer, started_at as ISO 8601 and latencies.request', async () => {
    const { at, read } = await readAll(
      ndjson({
        request: { method: 'POST', url: 'http://gateway:8000/v1/emailBasic', headers: { 'x-a': ['1', '2'] } },
        response: { status: 400, headers: { 'content-type': 'application/json' } },
        started_at: 1_796_119_200_123,
        latencies: { request: 33, kong: 1, proxy: 30 },
      }),
    );
    expect(read.formats).toEqual(['kong']);
    expect(at(0)).toEqual({
      startedAt: '2026-12-01T10:00:00.123Z',
      durationMs: 33,
      method: 'POST',
      url: 'http://gateway:8000/v1/emailBasic',
      request: { headers: { 'x-a': '1, 2' }, bodyOmitted: true },
      response: { status: 400, headers: { 'content-type': 'application/json' }, bodyOmitted: true },
      source: { file: 'capture.log', entry: 1 },
    });
  });

  it('reads bodies a team added, and a batch of records on one line', async () => {
    const record = (body: string) => ({
      request: { method: 'POST', url: URL_, headers: {}, body: '{"a":1}' },
      response: { status: 200, headers: {}, body },
      started_at: 0,
    });
    const { exchanges } = await readAll(ndjson([record('{"b":2}'), record('bytes lost: \uFFFD')]));
    expect(exchanges.map((e) => [text(e.request.body), text(e.response?.body), e.response?.bodyOmitted])).toEqual([
      ['{"a":1}', '{"b":2}', undefined],
      ['{"a":1}', undefined, true],
    ]);
    expect(exchanges.map((e) => e.source.entry)).toEqual([1, 1]);
  });

  it('reads a file that is one array of records, numbering its items', async () => {
    const record = { request: { method: 'POST', url: URL_ }, started_at: 0 };
    const { exchanges, read } = await readAll(JSON.stringify([record, record, { foo: 1 }, record], null, 2));
    expect(read).toMatchObject({ formats: ['kong'], exchanges: 3, unreadable: 1 });
    expect(exchanges.map((e) => e.source.entry)).toEqual([1, 2, 4]);
  });
});

describe('Nginx and Apache JSON logs', () => {
  const line = {
    time_iso8601: '2026-12-01T10:00:01+00:00',
    request_method: 'POST',
    scheme: 'https',
    host: 'api.vendor.example',
    request_uri: '/v1/emailBasic?x=1',
    status: '201',
    request_body: '{"email":"x@example.com"}',
    resp_body_base64: 'eyJvayI6MX0=',
    http_content_type: 'application/json',
    http_x_request_id: '-',
    sent_http_content_type: 'application/json',
    request_time: '0.250',
  };

  it('reads the documented keys; the start is the time logged less the request time', async () => {
    const { at, read } = await readAll(ndjson(line));
    expect(read.formats).toEqual(['nginx']);
    expect(at(0)).toMatchObject({
      startedAt: '2026-12-01T10:00:00.750Z',
      durationMs: 250,
      method: 'POST',
      url: 'https://api.vendor.example/v1/emailBasic?x=1',
      request: { headers: { 'content-type': 'application/json' } },
      response: { status: 201, headers: { 'content-type': 'application/json' } },
    });
    expect(text(at(0).request.body)).toBe('{"email":"x@example.com"}');
    expect(text(at(0).response?.body)).toBe('{"ok":1}');
  });

  it('reads $request and $msec when the parts are not logged apart, and a body that lost bytes as omitted', async () => {
    const { request_method: _m, request_uri: _u, time_iso8601: _t, ...rest } = line;
    const apart = { ...rest, request: 'POST /v1/emailBasic HTTP/1.1', msec: '1796119201.000', request_body: '%PDF\uFFFD' };
    const { at } = await readAll(ndjson(apart));
    expect(at(0)).toMatchObject({ method: 'POST', url: 'https://api.vendor.example/v1/emailBasic' });
    expect(at(0).startedAt).toBe('2026-12-01T10:00:00.750Z');
    expect(at(0).request.bodyOmitted).toBe(true);
  });
});

describe('lines that cannot be read', () => {
  it('counts each with its file and line, and reads the rest', async () => {
    const good = JSON.stringify({ method: 'POST', url: URL_ });
    const content = [
      good,
      '{"method":"POST","url":',
      '',
      JSON.stringify({ foo: 1 }),
      JSON.stringify({ method: 'POST', url: URL_, request: { body: { base64: 'not base64!' } } }),
      JSON.stringify({ method: 'POST', url: URL_, request: { body: 'x'.repeat(200) } }),
      '[1]',
      good,
    ].join('\r\n');
    const { exchanges, unreadable } = await readAll(content, 'app.ndjson', 150);
    expect(unreadable).toEqual([
      { source: { file: 'app.ndjson', entry: 2 }, problem: 'not JSON' },
      { source: { file: 'app.ndjson', entry: 4 }, problem: expect.stringMatching(/^keys of no format audit reads/) },
      { source: { file: 'app.ndjson', entry: 5 }, problem: 'a body marked base64 is not base64' },
      { source: { file: 'app.ndjson', entry: 6 }, problem: 'a line over 150 bytes' },
      { source: { file: 'app.ndjson', entry: 7 }, problem: 'not a JSON object' },
    ]);
    expect(exchanges.map((e) => e.source.entry)).toEqual([1, 8]);
  });
});
