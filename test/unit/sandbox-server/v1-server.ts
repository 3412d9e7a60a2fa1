// Shared by the v1 operation tests: one clean sandbox per file and a POST with the harness's v1 headers.
import { afterAll, beforeAll } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { type Body, post, v1Headers } from './helpers.js';

export function v1Sandbox(operation: string) {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());
  return (body: Body, headers: Record<string, string | undefined> = {}) =>
    post(sandbox.url, `/v1/${operation}`, body, v1Headers(headers));
}

export const NO_CREDENTIALS = { appid: undefined, appkey: undefined };
export const NO_TRANSACTION_ID = { transactionid: undefined };
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
