import { lookup } from '../base/json-pointer.js';
import { type Check, onExpectedJson } from './check.js';

/** A response field the document says echoes the input ("`vpa` echoes the input") holds exactly what was sent. */
export const echoedField: Check = onExpectedJson(({ request: sent, response, expect }) =>
  (expect.echo ?? []).flatMap(({ request, response: pointer }) => {
    const body = sent.body?.kind === 'json' ? sent.body.value : undefined;
    const expected = lookup(body, request).value;
    const { value } = lookup(response.body, pointer);
    return value === expected ? [] : [{ title: 'Field does not echo the request' as const, pointer, expected, actual: value }];
  }),
);
