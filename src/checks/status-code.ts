import { type Check, expectedStatus } from './check.js';

/** The HTTP status is the one the rule documents (any, where the document does not show it). */
export const statusCode: Check = ({ response, expect }) =>
  expectedStatus({ response, expect })
    ? []
    : [{ title: 'Undocumented status code', pointer: '', expected: expect.status, actual: response.status }];
