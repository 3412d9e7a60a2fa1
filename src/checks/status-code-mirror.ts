import { bodyNotShown, type Check } from './check.js';

/** `statusCode` mirrors the HTTP status (Conventions 3) on every JSON envelope that has one, compared by value: its type
 * is the schema's to hold ("200" on emailBasic's success). Not on a status whose body the documents do not show. */
export const statusCodeMirror: Check = ({ response, expect }) => {
  const { body, status } = response;
  if (
    bodyNotShown({ response, expect }) ||
    !response.json ||
    body === null ||
    typeof body !== 'object' ||
    !Object.hasOwn(body, 'statusCode')
  )
    return [];
  const value = (body as { statusCode: unknown }).statusCode;
  const same = (typeof value === 'number' || typeof value === 'string') && String(value) === String(status);
  return same
    ? []
    : [{ title: 'statusCode does not mirror the HTTP status', pointer: '/statusCode', expected: status, actual: value }];
};
