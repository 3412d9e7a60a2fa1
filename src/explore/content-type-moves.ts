// The content type varied: a JSON operation's valid request sent as a form (multipart, urlencoded), under a charset
// its bytes are not in, and under no content type. No document says what such a request gets, so the documents make
// it neither valid nor invalid; its refusal's form is not shown, so any 4xx answers it (HTTP's own is 415).
import type { Edit } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import { symbolicRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import type { Move, Probe } from './types.js';

export const CONTENT_TYPE_FIELD = 'header:content-type';

const as = (type: string, sendAs?: 'multipart' | 'urlencoded'): Edit[] => [
  { headers: { 'content-type': type } },
  ...(sendAs ? [{ sendAs }] : []),
];

const ROWS: [keyword: string, edits: Edit[], shows: string][] = [
  ['form', as('multipart/form-data', 'multipart'), 'the fields as a multipart form'],
  ['urlencoded', as('application/x-www-form-urlencoded', 'urlencoded'), 'the fields as a urlencoded form'],
  ['charset', as('application/json; charset=ISO-8859-1'), 'application/json; charset=ISO-8859-1'],
  ['charset', as('application/json; charset=utf-16'), 'application/json; charset=utf-16'],
  ['missing', [{ dropHeaders: ['content-type'] }, { sendAs: 'bytes' }], 'the JSON under no content type'],
];

/** The moves, for an operation whose valid request is JSON under a content type; none for a form's. */
export function contentTypeMoves(operation: OperationId): Move[] {
  const table = tableOf(operation);
  const base = table && symbolicRequest(table.baseline, []);
  if (base?.body?.kind !== 'json' || base.headers['content-type'] === undefined) return [];
  return ROWS.map(([keyword, edits, shows]) => ({ field: CONTENT_TYPE_FIELD, keyword, edits, shows }));
}

/** A probe sent in a content type the documents do not give: a refusal of it may be any 4xx, in any form. */
export const outsideMediaType = (probe: Pick<Probe, 'moves'>): boolean => probe.moves.some((m) => m.field === CONTENT_TYPE_FIELD);
