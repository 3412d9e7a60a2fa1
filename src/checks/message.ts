import { lookup } from '../base/json-pointer.js';
import { type Check, onExpectedJson } from './check.js';

// The documents set field names in code style (`appId` is required) where a validator prints quotes ("appId" is required),
// and some services prefix a summary: so quotes and case are normalised and the documented text must be contained.
export const normaliseMessage = (s: string): string =>
  s
    .replace(/["'`\u2018\u2019\u201c\u201d]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The documented text before its placeholder is there phrase by phrase in order (a validator may name the item between
 * them), and what follows the last phrase names `name` itself or a path ending with it. */
function fillsTemplate(said: string, template: string, name: string): boolean {
  const phrases = normaliseMessage(template.split(/<[^>]*>/)[0] ?? '')
    .split(':')
    .map((p) => p.trim())
    .filter(Boolean);
  const text = normaliseMessage(said);
  let at = 0;
  for (const phrase of phrases) {
    const found = text.indexOf(phrase, at);
    if (found < 0) return false;
    at = found + phrase.length;
  }
  const filled =
    text
      .slice(at)
      .trim()
      .split(/[\s,;]/)[0] ?? '';
  return (
    filled
      .split(/[./[\]]+/)
      .filter(Boolean)
      .at(-1) === name.toLowerCase()
  );
}

/** A literal stands at the documented place. A condition is the document's paraphrase of when the error occurs: its
 * wording never gates, only (when the rule lists them) that the text names the fields involved. */
export const message: Check = onExpectedJson(({ response, expect }) => {
  if (expect.message?.pointer === undefined) return [];
  const { kind, pointer, text, names = [] } = expect.message;
  const { value } = lookup(response.body, pointer);
  const said = typeof value === 'string' ? value.toLowerCase() : undefined;
  if (kind === 'literal')
    return said !== undefined && normaliseMessage(said).includes(normaliseMessage(text))
      ? []
      : [{ title: 'Wrong message', pointer, expected: text, actual: value }];
  if (kind === 'template')
    return said !== undefined && fillsTemplate(said, text, names[0] ?? '')
      ? []
      : [{ title: 'Wrong message', pointer, expected: `${text}, naming ${names[0] ?? ''}`, actual: value }];
  // Whether a message is there at all is the schema's to say.
  return names.length === 0 || (said !== undefined && names.every((name) => said.includes(name.toLowerCase())))
    ? []
    : [
        {
          title: 'Wrong message',
          pointer,
          expected: `a message naming ${names.join(', ')} (the documented condition: ${text})`,
          actual: value,
        },
      ];
});
