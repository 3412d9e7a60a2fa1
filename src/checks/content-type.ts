import type { Check } from './check.js';

/** Every documented response is JSON ("Responses are JSON", Conventions). */
export const contentType: Check = ({ response }) => {
  const type = response.headers['content-type'] ?? '';
  return /^application\/json\b/i.test(type) && response.json
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
