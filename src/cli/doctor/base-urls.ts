// What a base URL can be, well formed, and still send every request to the wrong place: a host kept from an example,
// or the operation's own path pasted with it (each request then goes to <endpoint><path>, a 404 per case).
import { OPERATIONS, type HostPlaceholder } from '../../model/operations.js';

// Names reserved for documentation and for names that resolve nowhere (RFC 2606, RFC 6761): copied, never a vendor's.
const EXAMPLE_HOST = /(^|\.)(example|example\.com|example\.net|example\.org|invalid)$/i;

/** The problem with a URL whose host is an example's, or undefined. */
export function exampleHostProblem(name: string, url: string): string | undefined {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return EXAMPLE_HOST.test(host)
    ? `${name} points at ${host}, a name reserved for examples: set it to the address your vendor gave you`
    : undefined;
}

const pathsOf = (host: HostPlaceholder): { id: string; path: string }[] =>
  Object.values(OPERATIONS).filter((op) => op.host === host && op.path.startsWith('/'));

/** A base URL that ends with an operation's whole path is a problem; one ending with its start (`…/v1` before
 * `/v1/emailBasic`) is a hint, since a gateway may really repeat it. */
export function pastedPathFindings(
  host: HostPlaceholder,
  name: string,
  raw: string,
  url: string,
): { problem?: string; hint?: string } {
  if (!URL.canParse(url)) return {};
  const path = new URL(url).pathname.replace(/\/+$/, '').toLowerCase();
  const trimmed = raw.trim().replace(/\/+$/, '');
  for (const op of pathsOf(host))
    if (path.endsWith(op.path.toLowerCase()))
      return {
        problem:
          `${name} ends with ${op.path}, the path the harness appends for ${op.id} (every request would go to ` +
          `…${op.path}${op.path}): set it to ` +
          `${trimmed.slice(0, trimmed.length - op.path.length) || 'the base URL'}`,
      };
  for (const op of pathsOf(host)) {
    const segments = op.path.split('/').slice(1, -1);
    for (let n = segments.length; n > 0; n--) {
      const start = `/${segments.slice(0, n).join('/')}`;
      if (path.endsWith(start.toLowerCase()))
        return {
          hint:
            `${name} ends with ${start} and the harness appends ${op.path} (${op.id} goes to ` +
            `…${start}${op.path}): drop ${start} from it, unless your gateway really has it twice`,
        };
    }
  }
  return {};
}
