import { bodyNotShown, type Check } from './check.js';

/** The content type the documents use: application/json (any parameters). */
export const isJsonType = (type: string): boolean => /^application\/json\b/i.test(type);

/** Every documented response is JSON ("Responses are JSON", Conventions); a row that shows a text body (`textAllowed`)
 * may come as text/plain too. */
export const contentType: Check = ({ response, expect }) => {
  const type = response.headers['content-type'] ?? '';
  return isJsonType(type) ||
    bodyNotShown({ response, expect }) ||
    (expect.textAllowed === true && response.status === expect.status && /^text\/plain\b/i.test(type))
    ? []
    : [
        {
          title: 'Wrong content type',
          pointer: '',
          expected: 'application/json',
          actual: type || '(none)',
        },
      ];
};
