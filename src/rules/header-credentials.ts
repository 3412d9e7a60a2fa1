// The baseline every header-authenticated JSON operation shares: appId/appKey and a fresh transactionId as headers.
import type { Edit, Value } from '../model/edits.js';
import { credential, dropHeaders, header, uuid, wrongCredential } from './mutate.js';

/** The body is written first: its values are drawn before the transactionId, as the recordings were made. */
export const jsonWithHeaderCredentials = (value: Record<string, Value>): Edit[] => [
  { body: value },
  {
    headers: {
      'content-type': 'application/json',
      appid: credential('appId'),
      appkey: credential('appKey'),
      transactionid: uuid(),
    },
  },
];

export const withoutCredentials = dropHeaders('appid', 'appkey');
export const withoutTransactionId = dropHeaders('transactionid');
/** The run's registered appId with an appKey no account has. */
export const withWrongAppKey = header('appkey', wrongCredential);
