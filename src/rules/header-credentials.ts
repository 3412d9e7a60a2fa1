// The baseline every header-authenticated JSON operation shares: appId/appKey and a fresh transactionId as headers.
import type { CaseContext, RequestSpec } from '../model/types.js';
import { dropHeaders, header, wrongCredential } from './mutate.js';

export const jsonWithHeaderCredentials = (ctx: CaseContext, value: Record<string, unknown>): RequestSpec => ({
  headers: {
    'content-type': 'application/json',
    appid: ctx.credentials.appId,
    appkey: ctx.credentials.appKey,
    transactionid: ctx.faker.string.uuid(),
  },
  body: { kind: 'json', value },
});

export const withoutCredentials = dropHeaders('appid', 'appkey');
export const withoutTransactionId = dropHeaders('transactionid');
/** The run's registered appId with an appKey no account has. */
export const withWrongAppKey = header('appkey', wrongCredential);
