// Replay matches an upload by its parts as they would be read off the wire (wireParts), never writing the body: held
// here equal to what canonicalParts reads off the body this Node's fetch really writes, for any names, values, file
// names, types and bytes, so the match is exactly as strict as matching the wire.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Part } from '../../../src/model/types.js';
import { canonicalParts, wireParts } from '../../../src/recording/multipart.js';

/** The body fetch sends for these parts, as encode() builds its form. */
async function fetchBody(parts: Part[]): Promise<Buffer> {
  const form = new FormData();
  for (const p of parts)
    if ('value' in p) form.append(p.name, p.value);
    else form.append(p.name, new Blob([p.data as Uint8Array<ArrayBuffer>], { type: p.type }), p.filename);
  return Buffer.from(await new Response(form).arrayBuffer());
}

// Strings with what the wire changes: line breaks of each kind, quotes, backslashes, lone surrogates, non-ASCII.
const tricky = fc.oneof(
  fc.string({
    unit: fc.constantFrom('a', 'Z', ' ', '\r', '\n', '\u2028', '\u2029', '"', '\\', ';', '=', '%', 'é', '\ud800', '\udc00', '😀'),
  }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);
const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({ name: tricky, value: tricky }),
  fc.record({
    name: tricky,
    filename: tricky,
    type: fc.oneof(fc.constantFrom('', 'image/PNG', ' image/jpeg ', 'application/pdf', 'tëxt/plain', 'a\u0007b'), tricky),
    data: fc.uint8Array({ maxLength: 64 }),
  }),
);

describe('wireParts', () => {
  it("equals canonicalParts of the body this Node's fetch writes, for any parts", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 4 }), async (parts) => {
        expect(wireParts(parts)).toEqual(canonicalParts(await fetchBody(parts)));
      }),
      { numRuns: 2000 },
    );
  });

  it('tells a file apart by one changed byte', () => {
    const data = Uint8Array.from({ length: 4096 }, (_, i) => i % 251);
    const changed = Uint8Array.from(data);
    changed[2048] = (changed[2048] as number) ^ 1;
    const file = (bytes: Uint8Array): Part[] => [{ name: 'selfie', filename: 'a.jpg', type: 'image/jpeg', data: bytes }];
    expect(wireParts(file(changed))).not.toEqual(wireParts(file(data)));
  });
});
