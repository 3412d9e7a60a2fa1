import { lookup } from '../json-pointer.js';
import { type Check, onExpectedJson } from './check.js';

// The documents set field names in code style (`appId` is required) where a validator prints quotes ("appId" is required),
// and some services prefix a summary: so quotes and case are normalised and the documented text must be contained.
export const normaliseMessage = (s: string): string =>
  s
    .replace(/["'`\u2018\u2019\u201c\u201d]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The documented message stands at the documented place. */
export const message: Check = onExpectedJson(({ response, expect }) => {
  if (expect.message === undefined) return [];
  const { pointer, text } = expect.message;
  const { value } = lookup(response.body, pointer);
  const ok = typeof value === 'string' && normaliseMessage(value).includes(normaliseMessage(text));
  return ok ? [] : [{ title: 'Wrong message', pointer, expected: text, actual: value }];
});
