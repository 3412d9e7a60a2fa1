// No schema keeps a list of the documents' error messages (an enum, or a description that lists them): the messages of
// each status are the rule tables' (held to spec/ by documented-rows.test.ts) and, generated from those, the
// contract's x-documented-messages. A list here would go stale with the next row.
import { describe, expect, it } from 'vitest';
import { documentedErrorRows } from '../../../src/documents/documents.js';
import { allSchemaIds, schemaOf } from '../../../src/validators/registry.js';

const MESSAGES = [...new Set(documentedErrorRows().map((r) => r.text))];

/** The messages a schema's text names, less those only named inside a longer one ("Invalid credentials"). */
function named(text: string): string[] {
  const found = MESSAGES.filter((m) => text.includes(m));
  return found.filter((m) => !found.some((other) => other !== m && other.includes(m)));
}

describe('schemas/', () => {
  it("no schema names two or more of the documents' error messages", () => {
    const lists = allSchemaIds().flatMap((id) => {
      const messages = named(JSON.stringify(schemaOf(id)));
      return messages.length > 1 ? [`${id}: ${messages.join(' | ')}`] : [];
    });
    expect(lists, 'drop the list: the rule tables hold the messages').toEqual([]);
  });
});
