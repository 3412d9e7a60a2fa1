// A pass-through between the harness and the mock that keeps every answer it relays: the harness judges only the
// response a rule expects, and every answer the mock served (an earlier step's, an unexpected status's) must be held to
// the schemas too.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: string;
  /** Prism's own findings on the exchange (its `sl-violations` header), as it gives them. */
  prismViolations?: string;
}

export interface Capture {
  url: string;
  served: Served[];
  /** Requests the relay could not pass on (answered 502 by the relay itself): a run with any is not the mock's. */
  faults: string[];
  close(): Promise<void>;
}

export async function capture(upstream: string): Promise<Capture> {
  const target = new URL(upstream);
  const served: Served[] = [];
  const faults: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // Prism may answer a large upload (413) and close before it has read all of it: the write then fails (EPIPE) and
      // the answer is lost with the socket. Such a request is sent again on a fresh connection, twice at most.
      const send = (triesLeft: number): void => {
        const out = request(
          // A connection per request: a kept-alive one that Prism closes after its idle timeout (5 s) would fail the next
          // request that picks it up, and the relay, not the mock, would have answered.
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            agent: false,
            headers: { ...req.headers, connection: 'close' },
          },
          (answer) => {
            const parts: Buffer[] = [];
            answer.on('data', (c: Buffer) => parts.push(c));
            answer.on('end', () => {
              if (res.headersSent) return;
              const answered = Buffer.concat(parts);
              served.push({
                method: req.method ?? '',
                path: (req.url ?? '').split('?')[0] ?? '',
                status: answer.statusCode ?? 0,
                contentType: String(answer.headers['content-type'] ?? ''),
                body: answered.toString('utf8'),
                ...(answer.headers['sl-violations'] ? { prismViolations: String(answer.headers['sl-violations']) } : {}),
              });
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              res.end(answered);
            });
          },
        );
        out.on('error', (err: NodeJS.ErrnoException) => {
          if (res.headersSent) return;
          if (triesLeft > 0 && (err.code === 'EPIPE' || err.code === 'ECONNRESET')) return send(triesLeft - 1);
          faults.push(`${req.method} ${req.url}: ${err.message}`);
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`capture: ${err.message}`);
        });
        out.end(body);
      };
      send(2);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
