// Multipart bodies compare by their parts (names, file names, content hashes, text values), never by the boundary.
import { describe, expect, it } from 'vitest';
import { canonicalParts, partsOf, sameParts } from '../../../src/recording/multipart.js';
import type { Part } from '../../../src/model/types.js';

const png = (fill: number) => Uint8Array.from({ length: 67 }, (_, i) => (i === 0 ? 0x89 : fill));

const PARTS: Part[] = [
  { name: 'front', filename: 'front.png', type: 'image/png', data: png(0xff) },
  { name: 'description', value: 'two images' },
  { name: 'back', filename: 'back.png', type: 'image/png', data: png(0xfe) },
];

/** The bytes fetch sends for a form, and the content type with the boundary it chose. */
async function wire(parts: Part[]): Promise<{ bytes: Buffer; contentType: string }> {
  const form = new FormData();
  for (const p of parts)
    if ('value' in p) form.append(p.name, p.value);
    else form.append(p.name, new Blob([Buffer.from(p.data)], { type: p.type }), p.filename);
  const request = new Request('http://example.test/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

describe('multipart canonical parts', () => {
  it('parses two files and a text field into the list the harness parts give', async () => {
    const { bytes } = await wire(PARTS);
    const parts = canonicalParts(bytes);
    expect(parts).toEqual(partsOf(PARTS));
    expect(parts[0]).toMatchObject({ name: 'front', filename: 'front.png', type: 'image/png', size: 67 });
    expect(parts[1]).toEqual({ name: 'description', value: 'two images' });
  });

  it('reads the body as nock hands it over: hex when not UTF-8, text when it is', async () => {
    const withFiles = await wire(PARTS);
    expect(canonicalParts(withFiles.bytes.toString('hex'))).toEqual(partsOf(PARTS));
    const textOnly = await wire([{ name: 'q', value: 'ä "quoted"\nline' }]);
    expect(canonicalParts(textOnly.bytes.toString('utf8'))).toEqual(partsOf([{ name: 'q', value: 'ä "quoted"\nline' }]));
  });

  it('keeps names with quotes and line breaks as fetch escapes them', async () => {
    const parts: Part[] = [
      { name: 'na"me', value: 'a\nb' },
      { name: 'f', filename: 'my "file".png', type: '', data: png(1) },
    ];
    expect(canonicalParts((await wire(parts)).bytes)).toEqual(partsOf(parts));
  });

  it('accepts bare-LF line endings, backslash-quoted names and an epilogue after the closing delimiter', () => {
    const body =
      '--b\nContent-Disposition: form-data; name="a\\"b"\n\nv1\n--b\nContent-Disposition: form-data; name=c\n\nv2\n--b--\nepilogue';
    expect(canonicalParts(body)).toEqual([
      { name: 'a"b', value: 'v1' },
      { name: 'c', value: 'v2' },
    ]);
  });

  it('gives no parts for a body that is not multipart', () => {
    expect(canonicalParts('{"a":1}')).toEqual([]);
  });
});

describe('multipart matcher', () => {
  const expected = partsOf(PARTS);
  const match = (body: Buffer | string) => sameParts(expected, canonicalParts(body));

  it('matches the same form sent again with a new boundary', async () => {
    const first = await wire(PARTS);
    const second = await wire(PARTS);
    expect(first.contentType).not.toBe(second.contentType);
    expect(match(first.bytes.toString('hex'))).toBe(true);
    expect(match(second.bytes.toString('hex'))).toBe(true);
  });

  it('does not match changed file bytes, a changed text value, or reordered parts', async () => {
    const changedBytes = PARTS.map((p) => (p.name === 'back' ? { ...p, data: png(0x01) } : p));
    const changedText = PARTS.map((p) => (p.name === 'description' ? { ...p, value: 'one image' } : p));
    const reordered = [PARTS[1], PARTS[0], PARTS[2]] as Part[];
    for (const parts of [changedBytes, changedText, reordered])
      expect(match((await wire(parts)).bytes.toString('hex'))).toBe(false);
  });

  it('treats a recorded "<redacted>" text value as any non-empty value', async () => {
    const recorded = partsOf([{ name: 'appKey', value: '<redacted>' }]);
    const matches = async (value: string) => sameParts(recorded, canonicalParts((await wire([{ name: 'appKey', value }])).bytes));
    expect(await matches('other-key')).toBe(true);
    expect(await matches('')).toBe(false);
  });
});
