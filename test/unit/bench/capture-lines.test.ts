import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCaptureBytes, readCaptureFile } from '../../../src/capture/read.js';
import { ndjsonLine, repeated, type WireExchange } from '../../../bench/capture-lines.js';
import { writeCorpus } from '../../../bench/audit-corpus.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const exchange: WireExchange = {
  startedAt: '2026-12-01T00:00:00.000Z',
  method: 'POST',
  url: 'http://127.0.0.1:4000/v1/emailBasic',
  request: { headers: { 'content-type': 'application/json' }, body: bytes('{"email":"a@b.example"}') },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body: bytes('{"status":"success"}') },
};

async function readBack(text: string) {
  const out = [];
  const chunks = (async function* () {
    yield Buffer.from(text);
  })();
  for await (const e of readCaptureBytes(chunks, 'lines.ndjson')) out.push(e);
  return out;
}

describe('ndjsonLine', () => {
  it('is a line audit reads back as the same exchange, bodies byte for byte', async () => {
    const [read] = await readBack(`${ndjsonLine(exchange)}\n`);
    const text = (b: Uint8Array | undefined) => Buffer.from(b ?? []).toString('utf8');
    const { request, response, ...rest } = exchange;
    expect(read).toMatchObject({ ...rest, source: { file: 'lines.ndjson', entry: 1 } });
    expect([read?.request.headers, text(read?.request.body)]).toEqual([request.headers, text(request.body)]);
    expect([read?.response?.status, read?.response?.headers, text(read?.response?.body)]).toEqual([
      response?.status,
      response?.headers,
      text(response?.body),
    ]);
  });

  it('writes an exchange without an answer as one without a response', async () => {
    const { response: _, ...unanswered } = exchange;
    const [read] = await readBack(`${ndjsonLine(unanswered)}\n`);
    expect(read?.response).toBeUndefined();
  });
});

describe('the corpus', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vts-bench-corpus-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('repeats the lines to the count asked, in their order', () => {
    expect([...repeated(['a', 'b', 'c'], 7)]).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
    expect([...repeated([], 3)]).toEqual([]);
  });

  it('is written gzipped or not, and audit reads every line of it either way', async () => {
    for (const gzip of [false, true]) {
      const file = join(dir, `corpus-${gzip}.ndjson${gzip ? '.gz' : ''}`);
      await writeCorpus(file, [ndjsonLine(exchange), ndjsonLine({ ...exchange, method: 'GET' })], 2501, gzip);
      let n = 0;
      let gets = 0;
      for await (const e of readCaptureFile(file)) {
        n++;
        if (e.method === 'GET') gets++;
      }
      expect({ n, gets }).toEqual({ n: 2501, gets: 1250 });
    }
  });
});
