import { lookup } from '../base/json-pointer.js';
import { type Check, onExpectedJson } from './check.js';

/** The `errorCode` of the body is the documented one for this row of the error table. */
export const errorCode: Check = onExpectedJson(({ response, expect }) => {
  if (expect.errorCode === undefined) return [];
  const { value } = lookup(response.body, '/errorCode');
  return value === expect.errorCode
    ? []
    : [{ title: 'Wrong errorCode', pointer: '/errorCode', expected: expect.errorCode, actual: value }];
});
