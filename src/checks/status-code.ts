import type { Check } from './check.js';

/** The HTTP status is the one the rule documents. */
export const statusCode: Check = ({ response, expect }) =>
  response.status === expect.status
    ? []
    : [{ title: 'Undocumented status code', pointer: '', expected: expect.status, actual: response.status }];
