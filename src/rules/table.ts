// What every rule table shares: rows written without the fields a table can fill in.
import type { OperationId } from '../model/operations.js';
import type { Expectation, Rule } from '../model/types.js';
import { withoutTransactionId, withWrongAppKey } from './header-credentials.js';
import { header } from './mutate.js';

export type Row = Omit<Rule, 'operation' | 'strength' | 'severity'> & Partial<Pick<Rule, 'strength' | 'severity'>>;

/** Probes are minor; documented error contracts critical; documented successes and boundaries normal. */
const severityOf = (row: Row): Rule['severity'] =>
  row.severity ?? (row.strength === 'probe' ? 'minor' : (row.expect?.status ?? 200) >= 400 ? 'critical' : 'normal');

export const rulesOf = (operation: OperationId, rows: Row[]): Rule[] =>
  rows.map((row) => ({ ...row, operation, strength: row.strength ?? 'documented', severity: severityOf(row) }));

/** A documented error row: its status and the literal message found at `pointer`. */
export const failing = (status: number, text: string, pointer = '/message'): Expectation => ({
  status,
  message: { kind: 'literal', pointer, text },
});

/** A documented error row whose text the document allows in `error` (a string) or in `error.message` (Conventions 4;
 * signature matching lists both): either conforms, and the report records which one came. */
export const failingInError = (
  status: number,
  text: string,
  extra: Partial<Expectation> = {},
): Pick<Row, 'expect' | 'alternatives'> => ({
  expect: { ...failing(status, text, '/error'), ...extra },
  alternatives: [{ reading: `the text in error.message`, expect: { ...failing(status, text, '/error/message'), ...extra } }],
});

/** A documented error row whose text is given but not the field it stands in (Conventions 4: `message`, `error` or
 * `error.message`): each conforms, the reading met is recorded. */
export const failingAnywhere = (status: number, text: string): Pick<Row, 'expect' | 'alternatives' | 'reading'> => ({
  expect: failing(status, text, '/message'),
  reading: 'the text in message',
  alternatives: [
    { reading: 'the text in error', expect: failing(status, text, '/error') },
    { reading: 'the text in error.message', expect: failing(status, text, '/error/message') },
  ],
});

/** A documented error row whose body shape is not shown: its status gates; its text is kept, not gated. */
export const failingUnshaped = (status: number, text: string): Expectation => ({ status, message: { kind: 'literal', text } });

/** A request the documents make mandatory or invalid whose refusal they do not show: any 4xx conforms and is recorded,
 * an acceptance is a violation. `status` is the sandbox's reading, for reports. */
export const refusal = (status: number): Expectation => ({ status, refused: true });

/** The rule every header-authenticated operation but signature matching has: `transactionId` is mandatory (Conventions
 * 2); the answer without it is not shown, so any refusal conforms and an acceptance is a violation. */
export const transactionIdRequired = (operation: OperationId): Row => ({
  id: `${operation}.transactionId.missing`,
  title: 'no transactionId header (mandatory) is refused (the refusal is not shown: any 4xx)',
  source: 'verification-and-token-services.md › What the service does › Conventions shared by the operations',
  request: withoutTransactionId,
  expect: refusal(400),
});

/** The rule every JSON operation whose Endpoint lists `content-type: application/json` among its headers has: the body
 * labelled `text/plain` (what a client sends that leaves the header out) is refused; the refusal is not shown: any 4xx. */
export const contentTypeRequired = (operation: OperationId, source: string): Row => ({
  id: `${operation}.contentType.text-plain`,
  title: 'the JSON body labelled text/plain (application/json is required) is refused (the refusal is not shown: any 4xx)',
  source,
  request: header('content-type', 'text/plain'),
  expect: refusal(415),
});

/** The request id every v1 envelope may carry (Conventions 3: `metaData`, sometimes spelled `metadata`): new on every call. */
export const REQUEST_ID_POINTERS = ['/metaData/requestId', '/metadata/requestId'];

/** Authentication 4 of the first document, which the second document's Authentication part applies to its operations. */
export const AUTHENTICATION = 'verification-and-token-services.md › Authentication';

/** The rule every header-authenticated operation has: a registered appId with a wrong appKey ("Missing or invalid
 * credentials yield HTTP 401"), so a vendor that accepts any key is caught, not only one that forgets to ask for one. */
export const wrongAppKey = (operation: OperationId, source: string, outcome: Partial<Row>): Row => ({
  id: `${operation}.credentials.wrong`,
  title: 'a registered appId with a wrong appKey is refused with 401',
  source: `${source}; ${AUTHENTICATION}`,
  request: withWrongAppKey,
  ...outcome,
});
