// Headers: a credential header is replaced whole by its name; the others are scrubbed like any text.
import { REDACTED } from './placeholder.js';

/** Credential headers by name, plus any header whose name says it carries a token, key or secret. */
export const isSecretHeader = (name: string): boolean =>
  /^(appid|appkey|authorization|proxy-authorization|cookie)$|token|key|secret/i.test(name);

/** A pair of credentials as secrets: each, and `appId:appKey`, the Basic-auth form a vendor may echo (the scrubber
 * hunts base64 too). */
export const credentialSecrets = ({ appId, appKey }: { appId: string; appKey: string }): string[] => [
  appId,
  appKey,
  ...(appId !== '' && appKey !== '' ? [`${appId}:${appKey}`] : []),
];

/** The values of the secret headers sent (and their appid:appkey pair): a rule may send credentials from test data, as secret as the target's own. */
export const secretHeaderValues = (headers: Record<string, string>): string[] => [
  ...Object.entries(headers).flatMap(([name, value]) => (isSecretHeader(name) && value !== '' ? [value] : [])),
  ...(headers.appid && headers.appkey ? [`${headers.appid}:${headers.appkey}`] : []),
];

/** Response headers that change on every call or carry session state: a recording drops them. */
const DROPPED_RESPONSE_HEADERS = new Set(['content-length', 'date', 'set-cookie']);

/** Secret headers become "<redacted>" (an empty one stays empty: "missing key" rules), the others are scrubbed, and so
 * is every name (a vendor may put a credential in one). */
export const redactHeaders = (headers: Record<string, string>, scrub: (s: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [scrub(k), isSecretHeader(k) && v !== '' ? REDACTED : scrub(v)]));

/** A received response's (or event's) headers as a recording keeps them. */
export const redactResponseHeaders = (headers: Record<string, string>, scrub: (s: string) => string): Record<string, string> => {
  const kept = Object.entries(headers).filter(([k]) => !DROPPED_RESPONSE_HEADERS.has(k.toLowerCase()));
  return redactHeaders(Object.fromEntries(kept), scrub);
};
