// The one scrubber: a known value goes in every form a vendor or a report can write it, and nothing else changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScrubber, MIN_SCRUBBED_LENGTH, REDACTED, type Replacements } from '../../../src/redaction/index.js';
import { merged } from '../../../src/redaction/scrubber.js';

/** A base64-style key with the characters every escaper treats differently. */
const CANARY = 'k"e\\y+/=9Zq';

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const lowerHex = (s: string) => s.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
const form = (s: string) => new URLSearchParams({ q: s }).toString().slice(2);

/** How the canary reaches a report or a recording, by who wrote it. */
const ENCODINGS: [string, (s: string) => string][] = [
  ['raw', (s) => s],
  ['JSON-escaped', (s) => JSON.stringify(s)],
  ['JSON text inside a JSON string', (s) => JSON.stringify(JSON.stringify({ appKey: s }))],
  ['encodeURIComponent', (s) => `https://cb.example/?k=${encodeURIComponent(s)}`],
  ['encodeURIComponent, lower-case hex', (s) => lowerHex(encodeURIComponent(s))],
  ['form-urlencoded', (s) => new URLSearchParams({ appKey: s, note: 'a b' }).toString()],
  ['form-urlencoded, lower-case hex', (s) => lowerHex(form(s))],
  ['encodeURI', (s) => encodeURI(`https://cb.example/${s}`)],
  ['a JSON text in a URL', (s) => encodeURIComponent(JSON.stringify({ appKey: s }))],
  ['XML-escaped', (s) => `<key>${xml(s)}</key>`],
  ['XML with &apos;', (s) => xml(s).replace(/&#39;/g, '&apos;')],
  ['XML text node (only &<> escaped)', (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')],
  ['JSON, then XML-escaped (a JUnit body)', (s) => xml(`Received: ${JSON.stringify(s)}`)],
  ['JSON with escaped solidus (PHP)', (s) => JSON.stringify(s).replace(/\//g, '\\/')],
  ['JSON with \\u escapes (.NET)', (s) => JSON.stringify(s).replace('\\"', '\\u0022').replace('+', '\\u002B')], // Issue 18 item 6: a secret echoed encoded.
  ['base64', (s) => `{"k":"${Buffer.from(s).toString('base64')}"}`],
  ['base64 without padding', (s) => Buffer.from(s).toString('base64').replace(/=+$/, '')],
  ['base64url', (s) => Buffer.from(s).toString('base64url')],
  ['base64, URL-encoded', (s) => `?k=${encodeURIComponent(Buffer.from(s).toString('base64'))}`],
];

describe('createScrubber', () => {
  const scrubber = createScrubber(new Map([[CANARY, REDACTED]]));

  it.for(ENCODINGS)('leaves no trace of the canary written %s', ([, encode]) => {
    const scrubbed = scrubber.text(encode(CANARY));
    for (const [, again] of ENCODINGS) expect(scrubbed).not.toContain(again(CANARY));
    expect(scrubbed).toContain('redacted');
    expect(scrubbed).not.toMatch(/9Zq/);
  });

  it('hunts a secret in base64, but not a personal value (its stand-in is not a secret)', () => {
    const basic = Buffer.from(`app-1:${CANARY}`).toString('base64');
    const both = createScrubber(
      new Map([
        [`app-1:${CANARY}`, REDACTED],
        ['Jane Roe', 'John Doe'],
      ]),
    );
    expect(both.text(`Authorization: Basic ${basic}`)).toBe(`Authorization: Basic ${REDACTED}`);
    const name = Buffer.from('Jane Roe').toString('base64');
    expect(both.text(name)).toBe(name);
  });

  it('keeps a JSON text valid and its placeholder readable', () => {
    const text = JSON.stringify({ echo: CANARY, embedded: JSON.stringify({ appKey: CANARY }) });
    const out = JSON.parse(scrubber.text(text));
    expect(out).toEqual({ echo: REDACTED, embedded: JSON.stringify({ appKey: REDACTED }) });
  });

  it('writes the placeholder escaped in XML, so the document stays well-formed', () =>
    expect(scrubber.text(`<key a="${xml(CANARY)}"/>`)).toBe('<key a="&lt;redacted&gt;"/>'));

  it('keeps the placeholder as it is in a URL: on replay it still means "any value"', () =>
    expect(scrubber.text(`?k=${encodeURIComponent(CANARY)}`)).toBe(`?k=${REDACTED}`));

  it('writes a stand-in the way the value was written', () => {
    const names = createScrubber(new Map([['John Doe', 'Xxxx Xxx']]));
    expect(names.text('n=John+Doe&m=John%20Doe')).toBe('n=Xxxx+Xxx&m=Xxxx%20Xxx');
    expect(names.text('{"a":"John Doe"}')).toBe('{"a":"Xxxx Xxx"}');
  });

  it('scrubs keys, strings and numbers equal to a known value, and leaves bytes alone', () => {
    const s = createScrubber(
      new Map([
        ['9123456780', '9876543210'],
        ['4711', REDACTED],
        [CANARY, REDACTED],
      ]),
    );
    const bytes = new Uint8Array([1, 2, 3]);
    expect(s.value({ [CANARY]: [9123456780, 4711, 47, `x${CANARY}`], n: 91234567801, bytes })).toEqual({
      [REDACTED]: [9876543210, REDACTED, 47, `x${REDACTED}`],
      n: 91234567801,
      bytes,
    });
  });

  it('replaces the longest value first, in one pass (a replacement is never rewritten)', () => {
    const s = createScrubber(
      new Map([
        ['Ann', 'Xxx'],
        ['Ann Lee', 'Xxx Xxx'],
        ['Xxx', 'never'],
      ]),
    );
    expect(s.text('Ann Lee and Ann')).toBe('Xxx Xxx and Xxx');
  });

  it(`does not hunt values shorter than ${MIN_SCRUBBED_LENGTH} characters`, () => {
    const s = createScrubber(new Map([['ab', REDACTED]]));
    expect(s.text('ab cab')).toBe('ab cab');
  });

  it('is built once: a reusable object, untouched by later changes to its table', () => {
    const table: Replacements = new Map([[CANARY, REDACTED]]);
    const s = createScrubber(table);
    table.set('later-value', REDACTED);
    table.delete(CANARY);
    for (let i = 0; i < 3; i++) expect(s.text(`${CANARY} later-value`)).toBe(`${REDACTED} later-value`);
  });

  it('keeps a key "__proto__" a key of the copy, and the copy a plain object', () => {
    const copy = createScrubber(new Map([['secret-1', REDACTED]])).value(JSON.parse('{"__proto__": {"k": "secret-1"}, "a": 1}'));
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect(JSON.stringify(copy)).toBe(`{"__proto__":{"k":"${REDACTED}"},"a":1}`);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('changes nothing when it knows no value', () => {
    const value = { a: ['x', 1] };
    expect(createScrubber(new Map()).value(value)).toEqual(value);
  });
});

/** The scrubber's matching, written the obvious way: at each position, the longest known value that starts there. */
function leftmostLongest(values: ReadonlyMap<string, string>, text: string): string {
  const known = [...values].sort((a, b) => b[0].length - a[0].length);
  let out = '';
  for (let i = 0; i < text.length;) {
    const hit = known.find(([value]) => text.startsWith(value, i));
    out += hit?.[1] ?? text[i];
    i += hit?.[0].length ?? 1;
  }
  return out;
}

describe('the index of known values', () => {
  // Values of one letter class have one form each, so the obvious matcher is the whole truth. Three letters make
  // hundreds of values share their first code units, as UPI references do in a statement: the index splits them.
  const values = fc
    .uniqueArray(fc.stringMatching(/^[ab-]{3,12}$/), { minLength: 40, maxLength: 300 })
    .map((vs) => new Map(vs.map((v, i) => [v, `<${i}>`])));
  const texts = fc.array(fc.oneof(fc.stringMatching(/^[ab-]{0,14}$/), fc.constantFrom(' ', 'x')), { maxLength: 40 });

  it('replaces what the obvious leftmost-longest matcher replaces', () =>
    fc.assert(
      fc.property(values, texts, (table, parts) => {
        const text = parts.join('');
        expect(createScrubber(table).text(text)).toBe(leftmostLongest(table, text));
      }),
      { numRuns: 300 },
    ));
});

describe('merged', () => {
  it('lets a secret win over a stand-in for the same value', () =>
    expect(merged(new Map([['v-123', REDACTED]]), new Map([['v-123', 'x-987']]))).toEqual(new Map([['v-123', REDACTED]])));
});
