// Shared by the sandbox's own tests: the registered credentials, a valid body per token operation, and a JSON POST.
import { randomUUID } from 'node:crypto';
import { TEST_VALUES } from '../../../sandbox/test-values.js';

export const [CREDENTIALS] = TEST_VALUES.credentials;
export type Body = Record<string, unknown>;

export interface Answer {
  status: number;
  contentType: string | null;
  body: Body;
}

/** The registered appId's headers with an appKey no account has (the `credentials.wrong` rules). */
export const WRONG_KEY = { appkey: TEST_VALUES.wrongAppKey };

export const freshTransactionId = (): string => `txn_test_${randomUUID()}`;

/** The headers of a v1 operation as the harness sends them: lower-case names, registered credentials, a fresh uuid. */
export const v1Headers = (overrides: Record<string, string | undefined> = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ appid: CREDENTIALS!.appId, appkey: CREDENTIALS!.appKey, transactionid: randomUUID(), ...overrides }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );

/** The valid current-method body: fresh transactionId each call, since an issued one cannot be used again. */
export const validAuthToken = (): Body => ({
  ...CREDENTIALS,
  expiry: 3600,
  transactionId: freshTransactionId(),
  workflowId: TEST_VALUES.workflows.known[0],
  authenticateOnResume: 'no',
});

export const validLogin = (): Body => ({ ...CREDENTIALS, expiry: 3600 });

export const omit = (body: Body, ...fields: string[]): Body =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !fields.includes(k)));

export async function post(
  url: string,
  path: string,
  body: Body | string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, contentType: response.headers.get('content-type'), body: (await response.json()) as Body };
}
