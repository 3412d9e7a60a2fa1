import { nestsDeeperThan, TOO_DEEP } from '../base/json-text.js';
import { isJsonType } from './content-type.js';
import { bodyNotShown, type Check } from './check.js';
import { jsonSyntaxError } from './json-syntax.js';

/** A body sent as application/json parses as JSON (the client keeps the text it could not parse, read again here for
 * where it breaks). Another content type is contentType's finding. */
export const jsonBody: Check = ({ response, expect }) => {
  if (
    bodyNotShown({ response, expect }) ||
    response.json ||
    typeof response.body !== 'string' ||
    !isJsonType(response.headers['content-type'] ?? '')
  )
    return [];
  const error = jsonSyntaxError(response.body);
  const deep = error === undefined && nestsDeeperThan(response.body);
  return [
    {
      title: 'Body is not valid JSON',
      pointer: '',
      expected: 'a JSON body (content-type: application/json)',
      actual: deep
        ? TOO_DEEP
        : error === undefined
          ? 'a body the client could not parse'
          : `unexpected ${error.found} at position ${error.position} (line ${error.line}, column ${error.column})`,
    },
  ];
};
