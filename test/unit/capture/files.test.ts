// Capture files as named on the command line (issue 48): folders walked in a stable order for the names captures have,
// gzip told by its bytes rather than its name, each file's formats known once read, a missing path a usage error.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureFiles, readCaptures, type FileRead } from '../../../src/capture/read.js';
import { VtsError } from '../../../src/base/errors.js';
import { ndjson } from './read-all.js';

const URL_ = 'https://api.vendor.example/v1/emailBasic';
const line = ndjson({ method: 'POST', url: URL_ });
const har = JSON.stringify({ log: { entries: [{ request: { method: 'POST', url: URL_ } }] } });
const kong = ndjson({ request: { method: 'POST', url: URL_ }, started_at: 0 });
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vts-capture-'));
  await mkdir(join(root, 'b', 'deeper'), { recursive: true });
  await mkdir(join(root, 'a'));
  await writeFile(join(root, 'b', '2.ndjson'), line);
  await writeFile(join(root, 'b', 'deeper', '1.jsonl'), line);
  await writeFile(join(root, 'a.har.gz'), gzipSync(har));
  await writeFile(join(root, 'a', 'z.log'), kong);
  await writeFile(join(root, 'notes.txt'), line);
  // Named gzip and not, and the other way round: the bytes decide.
  await writeFile(join(root, 'c.json.gz'), line);
  await writeFile(join(root, 'rotated.log'), Buffer.concat([gzipSync(line), gzipSync(kong)]));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('capture files', () => {
  it('walks folders for capture names, sorted, each file once; a file named is taken whatever its name', async () => {
    const files = await captureFiles([root, join(root, 'notes.txt'), join(root, 'a', 'z.log')]);
    expect(files.map((file) => file.slice(root.length + 1))).toEqual([
      'a/z.log',
      'a.har.gz',
      'b/2.ndjson',
      'b/deeper/1.jsonl',
      'c.json.gz',
      'rotated.log',
      'notes.txt',
    ]);
  });

  it('reads gzip by its magic bytes, and says which formats each file held', async () => {
    const reads: FileRead[] = [];
    const exchanges = [];
    for await (const exchange of readCaptures([root], { onFileRead: (read) => reads.push(read) })) exchanges.push(exchange);
    expect(reads.map((r) => [r.file.slice(root.length + 1), r.formats, r.exchanges, r.unreadable])).toEqual([
      ['a/z.log', ['kong'], 1, 0],
      ['a.har.gz', ['har'], 1, 0],
      ['b/2.ndjson', ['ndjson'], 1, 0],
      ['b/deeper/1.jsonl', ['ndjson'], 1, 0],
      ['c.json.gz', ['ndjson'], 1, 0],
      ['rotated.log', ['ndjson', 'kong'], 2, 0],
    ]);
    expect(exchanges.map((e) => e.source)).toContainEqual({ file: join(root, 'rotated.log'), entry: 2 });
  });

  it('refuses a path that does not exist, naming it and the fix', async () => {
    const missing = join(root, 'nowhere.har');
    const refused = await captureFiles([root, missing]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VtsError);
    expect(refused).toMatchObject({ code: 'VTS_ERR_USAGE' });
    expect((refused as Error).message).toBe(
      `capture ${missing} does not exist: give a HAR, NDJSON or gateway log file, or a folder of them`,
    );
  });

  it('counts a gzip cut short as unreadable past its last line read', async () => {
    const cut = join(root, 'cut.log');
    const whole = gzipSync(line.repeat(3));
    await writeFile(cut, whole.subarray(0, whole.length - 12));
    const unreadable: unknown[] = [];
    const read = [];
    for await (const exchange of readCaptures([cut], { onUnreadable: (entry) => unreadable.push(entry) })) read.push(exchange);
    await rm(cut);
    expect(unreadable).toEqual([
      { source: { file: cut, entry: read.length + 1 }, problem: expect.stringMatching(/^the file cannot be read past/) },
    ]);
  });
});
