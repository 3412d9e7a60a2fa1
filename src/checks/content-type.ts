import type { Check } from './check.js';

/** The content type the documents use: application/json (any parameters). */
export const isJsonType = (type: string): boolean => /^application\/json\b/i.test(type);

/** Every documented response is JSON ("Responses are JSON", Conventions): the content type says so. */
export const contentType: Check = ({ response }) => {
  const type = response.headers['content-type'] ?? '';
  return isJsonType(type)
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
