// A vendor the project never saw, played by the sandbox behind a loopback server: every request is passed on to the
// sandbox and its answer passed back, except where `fails` says this vendor answers a 500 instead (in the documented
// failure envelope) — the one behaviour a test needs of it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as `fails` reads it: its path, its text fields (a form's text parts, a JSON body's strings), and the
 * sandbox's status for it. */
export interface StandInRequest {
  path: string;
  fields: Record<string, string>;
  sandboxStatus: number;
}

export interface StandIn {
  url: string;
  /** The text fields of every request that reached it. */
  seen: StandInRequest[];
  close(): Promise<void>;
}

const INTERNAL_ERROR = {
  status: 'failure',
  statusCode: 500,
  message: 'Internal Server Error',
  metaData: { requestId: 'stand-in' },
};

async function fieldsOf(body: Buffer, type: string): Promise<Record<string, string>> {
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } })
      .formData()
      .catch(() => undefined);
    const out: Record<string, string> = {};
    form?.forEach((v, k) => {
      if (typeof v === 'string' && !(k in out)) out[k] = v;
    });
    return out;
  }
  try {
    const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(json).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export async function standInVendor(sandboxUrl: string, fails: (r: StandInRequest) => boolean): Promise<StandIn> {
  const seen: StandInRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (e): e is [string, string] => typeof e[1] === 'string' && !['host', 'connection', 'content-length'].includes(e[0]),
        ),
      );
      const answer = await fetch(`${sandboxUrl}${req.url ?? '/'}`, {
        method: req.method ?? 'POST',
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const text = await answer.text();
      const request = {
        path: req.url ?? '/',
        fields: await fieldsOf(body, req.headers['content-type'] ?? ''),
        sandboxStatus: answer.status,
      };
      seen.push(request);
      if (fails(request)) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(INTERNAL_ERROR));
        return;
      }
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
