// The statement file server over real HTTP: a plain file directly inside its root is streamed with its type and
// length; every other path (traversal, encoded dots, hidden files, folders, links, listings) is 404.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileServer, startFileServer } from '../../../src/flow/file-server.js';

/** node:http sends the path as written: fetch would resolve `..` and `%2e%2e` before sending. */
function get(
  url: string,
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: target.hostname, port: target.port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('file server', () => {
  let dir: string;
  let server: FileServer;
  const pdf = Buffer.from('%PDF-1.7\n% statement\n%%EOF\n');
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vts-file-server-'));
    const root = join(dir, 'statements');
    await mkdir(join(root, 'folder'), { recursive: true });
    await writeFile(join(root, 'month-2025-12.pdf'), pdf);
    await writeFile(join(root, 'notes_v1.bin'), 'bytes');
    await writeFile(join(root, '.hidden.pdf'), 'secret');
    await writeFile(join(root, 'folder', 'inner.pdf'), 'inner');
    await writeFile(join(dir, 'outside.pdf'), 'outside');
    await symlink(join(dir, 'outside.pdf'), join(root, 'link.pdf'));
    server = await startFileServer({ root });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('streams a PDF with its type and length', async () => {
    const res = await fetch(`${server.url}/month-2025-12.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(pdf.length));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
  });

  it('serves any other file as application/octet-stream, a query string ignored', async () => {
    const res = await fetch(`${server.url}/notes_v1.bin?v=2`);
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([200, 'application/octet-stream', 'bytes']);
  });

  it('answers HEAD with the headers and no body, and counts only files sent', async () => {
    const before = server.served;
    const res = await get(server.url, '/month-2025-12.pdf', 'HEAD');
    expect([res.status, res.headers['content-length'], res.body.length]).toEqual([200, String(pdf.length), 0]);
    expect(server.served).toBe(before);
    await get(server.url, '/month-2025-12.pdf');
    expect(server.served).toBe(before + 1);
  });

  it.for([
    '/../package.json',
    '/../outside.pdf',
    '/%2e%2e/outside.pdf',
    '/%2E%2E%2Foutside.pdf',
    '/..%2foutside.pdf',
    '/folder/inner.pdf',
    '/folder',
    '/',
    '*',
    '/.hidden.pdf',
    '/link.pdf',
    '/missing.pdf',
    '/month-2025-12.pdf/',
    '//month-2025-12.pdf',
    '/month%2D2025-12.pdf',
    'http://example.com/month-2025-12.pdf',
  ])('answers %j with 404', async (path) => {
    expect((await get(server.url, path)).status).toBe(404);
  });

  it('answers another method with 405 and allow', async () => {
    const res = await fetch(`${server.url}/month-2025-12.pdf`, { method: 'POST', body: 'x' });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('refuses a root that is not a folder, naming it', async () => {
    await expect(startFileServer({ root: join(dir, 'outside.pdf') })).rejects.toThrow(/outside\.pdf is not a directory/);
  });
});
