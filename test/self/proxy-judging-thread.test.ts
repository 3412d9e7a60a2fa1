// `vts proxy` judges in a thread of its own: the forwarding thread hands each exchange over (a 6 MB upload's body moved,
// not copied) and goes on; the thread judges as audit does and writes the HAR, the reports and --record's end line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VtsError } from '../../src/base/errors.js';
import type { CapturedExchange } from '../../src/capture/types.js';
import { openJudgingThread } from '../../src/proxy/judging-thread.js';

const VENDOR = 'http://vendor.test';
const dir = mkdtempSync(join(tmpdir(), 'vts-proxy-judging-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The thread reads the vendor's URLs from its copy of the environment, made when it starts. */
async function opened(record: string) {
  const saved = { ...process.env };
  Object.assign(process.env, {
    VTS_IND_ENGINE_URL: VENDOR,
    VTS_REGION_URL: `${VENDOR}/{region}`,
    VTS_APP_ID: '',
    VTS_APP_KEY: '',
  });
  try {
    return await openJudgingThread({ dir, record });
  } finally {
    process.env = saved;
  }
}

const answer = (body: unknown): CapturedExchange['response'] => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
});

const email: CapturedExchange = {
  method: 'POST',
  url: `${VENDOR}/v1/emailBasic`,
  request: { headers: { 'content-type': 'application/json' }, body: Buffer.from('{"email":"someone@example.com"}') },
  response: answer({ status: 'success', statusCode: '200', result: {} }),
  source: { file: 'proxy', entry: 1 },
};

function upload(): CapturedExchange {
  const boundary = 'vtsboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="selfie"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  // Joined as the proxy joins a body: a buffer of its own, outside Node's pool.
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(6_000_000, 7), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return {
    method: 'POST',
    url: `${VENDOR}/ind/v1/matchFace`,
    request: { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body },
    response: answer({ status: 'success', statusCode: '200', result: {} }),
    source: { file: 'proxy', entry: 2 },
  };
}

describe('the proxy judging thread', () => {
  it('judges what it is handed, moving an upload’s bytes, and writes the HAR and reports at the end', async () => {
    const thread = await opened(join(dir, 'recordings'));
    const sent = upload();
    const judged = [thread.judge(email, 'emailBasic'), thread.judge(sent, 'matchFace')];
    expect(sent.request.body?.byteLength).toBe(0);
    await Promise.all(judged);
    const end = await thread.finish();
    expect(end.lines.at(-1)).toMatch(/^audit: 2 exchanges judged\b/);
    expect(end.recorded).toMatch(/^proxy: recorded \d+ rules in /);
    const operations = readFileSync(join(dir, 'audit.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { operation: string }).operation);
    expect(operations).toEqual(['emailBasic', 'matchFace']);
    const har = readFileSync(join(dir, 'proxy.har'), 'utf8');
    const entries = (JSON.parse(har) as { log: { entries: { comment?: string }[] } }).log.entries;
    expect(entries.map((e) => e.comment)).toEqual(['operation emailBasic', 'operation matchFace']);
    // The file is a note of its size and digest, not its bytes.
    expect(har.length).toBeLessThan(100_000);
  });

  it('says why it cannot open, naming the fix, as the command did in one thread', async () => {
    const notAFolder = join(dir, 'a-file');
    writeFileSync(notAFolder, '');
    const failed = opened(join(notAFolder, 'recordings'));
    await expect(failed).rejects.toBeInstanceOf(VtsError);
    await expect(failed).rejects.toThrow(/give --record a folder you can write/);
  });
});
