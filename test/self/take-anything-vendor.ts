// A local vendor that takes anything: every request answered 200 with an empty JSON object, each one's arrival time,
// path, headers and body kept for the test to read.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TakeAnything {
  url: string;
  arrivals: number[];
  seen: { path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

export async function takeAnythingVendor(): Promise<TakeAnything> {
  const arrivals: number[] = [];
  const seen: TakeAnything['seen'] = [];
  const vendor = createServer((req, res) => {
    arrivals.push(performance.now());
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`,
    arrivals,
    seen,
    close: () => new Promise((resolve) => vendor.close(() => resolve())),
  };
}
