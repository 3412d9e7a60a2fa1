import { lookup } from '../base/json-pointer.js';
import { type Check, onExpectedJson } from './check.js';

/** Fields the document says are absent on this response (`error` on the 404 and 409 of the token operation). */
export const absentField: Check = onExpectedJson(({ response, expect }) =>
  (expect.absent ?? []).flatMap((pointer) => {
    const { found, value } = lookup(response.body, pointer);
    return found ? [{ title: 'Field must be absent' as const, pointer, expected: '(absent)', actual: value }] : [];
  }),
);
