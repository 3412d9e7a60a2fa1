// Serves the statement PDFs the flow's parse requests point at, for a target that fetches them (the sandbox): GET or
// HEAD of a plain file directly inside `root`, streamed. Nothing else is reachable: the name must be a plain file name
// as it comes on the wire (no decoding, so no `..` or `%2e%2e` and no slash), not hidden, not a directory or a link.
import { createReadStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

export interface FileServerOptions {
  /** The folder whose files are served. */
  root: string;
  host?: string;
  /** 0: a free port. */
  port?: number;
}

export interface FileServer {
  /** Base URL: a file is `${url}/<name>`. */
  readonly url: string;
  close(): Promise<void>;
  /** Files sent (GET answered 200). */
  readonly served: number;
}

const NAME = /^\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;
const TYPES: Record<string, string> = { '.pdf': 'application/pdf' };
const DEFAULT_TYPE = 'application/octet-stream';

export async function startFileServer({ root, host = '127.0.0.1', port = 0 }: FileServerOptions): Promise<FileServer> {
  const folder = resolve(root);
  const stats = await lstat(folder).catch(() => undefined);
  if (!stats?.isDirectory())
    throw new Error(`file server root ${folder} is not a directory: pass the folder of the statement PDFs`);
  let served = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return answer(res, 405, `method ${req.method} not allowed: GET or HEAD`, { allow: 'GET, HEAD' });
    const name = NAME.exec((req.url ?? '').split('?')[0] ?? '')?.[1];
    const path = name === undefined ? undefined : join(folder, name);
    const file = path === undefined ? undefined : await lstat(path).catch(() => undefined);
    if (path === undefined || !file?.isFile()) return answer(res, 404, 'no such file');
    const extension = /\.[^.]*$/.exec(name ?? '')?.[0]?.toLowerCase() ?? '';
    res.writeHead(200, { 'content-type': TYPES[extension] ?? DEFAULT_TYPE, 'content-length': file.size });
    if (req.method === 'HEAD') return void res.end();
    served++;
    const stream = createReadStream(path);
    // A file that vanished or a reader that went away: the answer is cut short, the server goes on.
    stream.on('error', () => res.destroy());
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  };

  const server = createServer((req, res) => {
    req.on('error', ignore);
    res.on('error', ignore);
    handle(req, res).catch((error: unknown) => answer(res, 500, `file server error: ${(error as Error).message}`));
  });
  server.on('connection', (socket) => socket.on('error', ignore));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  server.on('error', ignore);
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    get served() {
      return served;
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function ignore() {}

function answer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(message),
    ...headers,
  });
  res.end(message);
}
