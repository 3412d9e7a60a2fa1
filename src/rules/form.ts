// The upload operations' requests: multipart forms whose files come from the target's profile (a key names a path).
// Parts keep their order, so a replaced part stays where it was and an added one goes last, as a client would send it.
import type { Edit, Ref, Value } from '../model/edits.js';
import { credential, data, uuid } from './mutate.js';

/** A file named by a profile key. */
export const file = (key: string): Ref => ({ $: 'file', key });

/** Credentials as headers, a fresh transactionId when the operation takes one, and the form's parts in order. */
export const formWithHeaderCredentials = (parts: [string, Value][], options: { transactionId: boolean }): Edit[] => [
  {
    headers: {
      appid: credential('appId'),
      appkey: credential('appKey'),
      ...(options.transactionId ? { transactionid: uuid() } : {}),
    },
  },
  { parts: Object.fromEntries(parts) },
];

/** Replace parts by name (in place), or add them at the end. */
export const setParts = (fields: Record<string, Value>): Edit[] => [{ parts: fields }];

/** Files by part name, each named by a profile key: `files({ selfie: 'faceSelfiePng' })`. */
export const files = (fields: Record<string, string>): Record<string, Value> =>
  Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, file(key)]));

/** Remove parts by name. */
export const dropParts = (...names: string[]): Edit[] => [{ dropParts: names }];

/** Send another registered pair, named by two profile keys (a no-access or rate-limited account). */
export const credentialsFrom = (appIdKey: string, appKeyKey: string): Edit[] => [
  { headers: { appid: data(appIdKey), appkey: data(appKeyKey) } },
];
