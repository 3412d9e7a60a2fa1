// `doctor --reach`: one HEAD per host, before a run finds a wrong address, a VPN left off or a certificate problem
// case by case. HEAD is cheap and harmless: no body either way, no credentials sent, no operation called (a POST of an
// operation would spend a transactionId and quota). Any HTTP answer, 404 and 405 included, means the host was reached.
import { Agent, request } from 'undici';
import { GUIDE, type Findings } from './findings.js';

export const REACH_TIMEOUT_MS = 5_000;

const WHY: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name could not be resolved (DNS)',
  UND_ERR_CONNECT_TIMEOUT: `no connection within ${REACH_TIMEOUT_MS / 1000} s`,
  UND_ERR_HEADERS_TIMEOUT: `no answer within ${REACH_TIMEOUT_MS / 1000} s`,
  TimeoutError: `no answer within ${REACH_TIMEOUT_MS / 1000} s`,
};

function why(error: unknown): string {
  const e = error as { code?: string; name?: string; message?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code ?? e.name ?? 'error';
  return WHY[code] ?? `${code}${e.message ? `: ${e.message}` : ''}`;
}

/** The status a HEAD of `url` got, or why none came. */
async function head(url: string, dispatcher: Agent): Promise<{ status: number } | { error: string }> {
  try {
    const { statusCode, body } = await request(url, {
      method: 'HEAD',
      dispatcher,
      signal: AbortSignal.timeout(REACH_TIMEOUT_MS),
    });
    await body.dump();
    return { status: statusCode };
  } catch (error) {
    return { error: why(error) };
  }
}

/** One HEAD per host of the base URLs (hosts shared, requests shared), and one of a committed statement under
 * VTS_STATEMENT_BASE_URL when given: the vendor must find the statements there. */
export async function reachFindings(
  bases: { name: string; url: string }[],
  statement: { url: string } | undefined,
  found: Findings,
): Promise<void> {
  const byHost = new Map<string, { url: string; names: string[] }>();
  for (const { name, url } of bases) {
    const host = new URL(url).host;
    const entry = byHost.get(host) ?? { url, names: [] };
    if (!entry.names.includes(name)) entry.names.push(name);
    byHost.set(host, entry);
  }
  const dispatcher = new Agent({
    connect: { timeout: REACH_TIMEOUT_MS },
    headersTimeout: REACH_TIMEOUT_MS,
    bodyTimeout: REACH_TIMEOUT_MS,
  });
  try {
    const heads = [...byHost].map(async ([host, { url, names }]) => {
      const got = await head(url, dispatcher);
      if ('error' in got)
        found.problems.push(
          `${names.join(', ')}: ${host} not reached (${got.error}): check the URL, the network (VPN, proxy, ` +
            `firewall) and that the vendor lets this machine in (${GUIDE})`,
        );
    });
    const fetchable = statement && head(statement.url, dispatcher);
    await Promise.all(heads);
    const got = await fetchable;
    if (got && statement) {
      const said = 'error' in got ? got.error : `HEAD answered ${got.status}`;
      const line =
        `VTS_STATEMENT_BASE_URL: ${statement.url} is not served (${said}): the vendor would not find the ` +
        `statements; host fixtures/inputs/statements/ there (${GUIDE})`;
      if ('error' in got || got.status === 404 || got.status === 410) found.problems.push(line);
      else if (got.status >= 300) found.hints.push(line);
    }
  } finally {
    await dispatcher.close();
  }
}
