// The catalogue of every operation the two documents describe: where it lives and how it is called.
export const DOCUMENTS = {
  vts: 'verification-and-token-services.md',
  bsa: 'bank-statement-analysis.md',
} as const;
export type DocumentName = (typeof DOCUMENTS)[keyof typeof DOCUMENTS];

/** Host placeholders of the documents, with the environment variable that sets each on the live target. */
export const HOSTS = {
  auth_url: 'VTS_AUTH_URL',
  legacy_auth_url: 'VTS_LEGACY_AUTH_URL',
  ind_engine_url: 'VTS_IND_ENGINE_URL',
  usa_url: 'VTS_USA_URL',
  philsys_url: 'VTS_PHILSYS_URL',
  zaf_url: 'VTS_ZAF_URL',
  region_url: 'VTS_REGION_URL',
  usa_engine_url: 'VTS_USA_ENGINE_URL',
  review_url: 'VTS_REVIEW_URL',
} as const;
export type HostPlaceholder = keyof typeof HOSTS;

export interface Operation {
  id: OperationId;
  document: DocumentName;
  host: HostPlaceholder;
  path: string;
  body: 'json' | 'multipart' | 'none';
  /** Token operations take appId/appKey in the body; every other operation in headers; the event carries none. */
  credentials: 'body' | 'headers' | 'none';
  transactionIdHeader: boolean;
  /** 'event': the service sends it to the subscriber (the harness's receiver); the harness calls every other one. */
  role: 'call' | 'event';
  /** Its part in the asynchronous flow: the subscription, the request that starts the work (its event follows), the
   * results asked for afterwards (asked again until ready when no event can come). */
  flow?: 'subscribe' | 'start' | 'results';
}

const op = (
  id: OperationId,
  document: DocumentName,
  host: HostPlaceholder,
  path: string,
  body: Operation['body'],
  credentials: Operation['credentials'],
  transactionIdHeader: boolean,
  more: Partial<Pick<Operation, 'role' | 'flow'>> = {},
): Operation => ({ id, document, host, path, body, credentials, transactionIdHeader, role: 'call', ...more });

export const OPERATION_IDS = [
  'authToken',
  'login',
  'signatureMatching',
  'emailBasic',
  'secretaryOfStateSearch',
  'prefillByMobile',
  'fetchUpiIfsc',
  'philsysQRCheck',
  'cacBasic',
  'matchFace',
  'parseBankStatement',
  'webhookConfig',
  'getBankStatementParsingResults',
  'bankStatementAnalysis',
  'webhookEvent',
] as const;
export type OperationId = (typeof OPERATION_IDS)[number];

const { vts, bsa } = DOCUMENTS;
export const OPERATIONS: Record<OperationId, Operation> = {
  authToken: op('authToken', vts, 'auth_url', '/v2/auth/token', 'json', 'body', false),
  login: op('login', vts, 'legacy_auth_url', '/login', 'json', 'body', false),
  signatureMatching: op('signatureMatching', vts, 'ind_engine_url', '/v1/signature_matching', 'multipart', 'headers', false),
  emailBasic: op('emailBasic', vts, 'ind_engine_url', '/v1/emailBasic', 'json', 'headers', true),
  secretaryOfStateSearch: op('secretaryOfStateSearch', vts, 'usa_url', '/v1/secretaryOfStateSearch', 'json', 'headers', true),
  prefillByMobile: op('prefillByMobile', vts, 'ind_engine_url', '/v1/prefillByMobile', 'json', 'headers', true),
  fetchUpiIfsc: op('fetchUpiIfsc', vts, 'ind_engine_url', '/v1/fetchUpiIfsc', 'json', 'headers', true),
  philsysQRCheck: op('philsysQRCheck', vts, 'philsys_url', '/v1/PhilsysQRCheck', 'multipart', 'headers', true),
  cacBasic: op('cacBasic', vts, 'zaf_url', '/v1/cacBasic', 'json', 'headers', true),
  matchFace: op('matchFace', vts, 'region_url', '/v1/matchFace', 'multipart', 'headers', true),
  parseBankStatement: op('parseBankStatement', bsa, 'usa_engine_url', '/v1/parseBankStatement', 'json', 'headers', true, {
    flow: 'start',
  }),
  webhookConfig: op('webhookConfig', bsa, 'review_url', '/api/v1/config', 'json', 'headers', false, { flow: 'subscribe' }),
  getBankStatementParsingResults: op(
    'getBankStatementParsingResults',
    bsa,
    'usa_engine_url',
    '/v1/getBankStatementParsingResults',
    'json',
    'headers',
    true,
    { flow: 'results' },
  ),
  bankStatementAnalysis: op(
    'bankStatementAnalysis',
    bsa,
    'ind_engine_url',
    '/v1/bank_statement_analysis',
    'multipart',
    'headers',
    true,
  ),
  // The event is sent by the service to the subscriber's webhook: it has no host of the vendor's.
  webhookEvent: op('webhookEvent', bsa, 'review_url', '(webhook)', 'json', 'none', false, { role: 'event' }),
};

/** The operation the service sends rather than answers: the webhook event (judged like its 200, "received"). */
export const isEvent = (id: OperationId): boolean => OPERATIONS[id].role === 'event';
export const EVENT_OPERATION = OPERATION_IDS.find(isEvent) as OperationId;

/** An operation of the asynchronous flow: calling it needs the target's flow support (webhook URL, statement files). */
export const isFlowOperation = (id: OperationId): boolean => OPERATIONS[id].flow !== undefined;

/** The results operation: polled until ready where no event can come. */
export const isResultsOperation = (id: OperationId): boolean => OPERATIONS[id].flow === 'results';

/** Face match's region codes (Endpoints › Face match): the `{region}` of VTS_REGION_URL. */
export const REGIONS = ['ind', 'usa', 'zaf', 'irl', 'sgp'] as const;
export type Region = (typeof REGIONS)[number];
export const isRegion = (s: string): s is Region => (REGIONS as readonly string[]).includes(s);

export const isOperationId = (s: string): s is OperationId => (OPERATION_IDS as readonly string[]).includes(s);
