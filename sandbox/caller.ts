// Who is calling: the sandbox plays a service behind a proxy, so the first `x-forwarded-for` value (the original
// client) wins over the socket address. That is also how a test presents a non-whitelisted caller from loopback.
import type { TestValues } from './test-values.js';

export function callerAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  return first !== undefined && first !== '' ? first : (socketAddress ?? '');
}

export function isWhitelisted(caller: string, values: TestValues): boolean {
  return values.callers.whitelisted.includes(caller);
}
