// A vendor 50 ms away, for the bench: a loopback proxy in front of the sandbox that holds every answer for `delayMs`
// before sending it on, so a run's wall time shows what concurrency buys against a real network's latency.
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LatencyProxy {
  url: string;
  close(): Promise<void>;
}

export async function latencyProxy(target: string, delayMs: number): Promise<LatencyProxy> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const out = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () =>
          setTimeout(() => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(chunks));
          }, delayMs),
        );
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
