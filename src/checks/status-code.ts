import { type Check, expectedStatus } from './check.js';

/** The HTTP status is the one the rule documents (any where the document shows none; any 4xx where it shows no refusal).
 * A 2xx to a request the documents refuse is named as such: the vendor let it in. */
export const statusCode: Check = ({ response, expect }) => {
  if (expectedStatus({ response, expect })) return [];
  if (expect.refused && response.status >= 200 && response.status < 300)
    return [
      {
        title: 'Accepted a request the documents refuse',
        pointer: '',
        expected: 'a refusal (any 4xx)',
        actual: response.status,
      },
    ];
  return [
    {
      title: 'Undocumented status code',
      pointer: '',
      expected: expect.refused ? 'a refusal (any 4xx)' : expect.status,
      actual: response.status,
    },
  ];
};
