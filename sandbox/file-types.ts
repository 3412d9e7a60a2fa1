// File types decided by their bytes, never by the file name or the declared Content-Type: a GIF renamed photo.png is
// still a GIF. The signatures are the formats' magic numbers; only the types the documents name are listed.

export type FileType = 'png' | 'jpeg' | 'gif' | 'tiff' | 'pdf';

const SIGNATURES: readonly (readonly [FileType, Buffer])[] = [
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
  ['gif', Buffer.from('GIF87a', 'latin1')],
  ['gif', Buffer.from('GIF89a', 'latin1')],
  ['tiff', Buffer.from([0x49, 0x49, 0x2a, 0x00])],
  ['tiff', Buffer.from([0x4d, 0x4d, 0x00, 0x2a])],
  ['pdf', Buffer.from('%PDF-', 'latin1')],
];

/** The type whose signature the bytes start with; undefined for anything else (text, an empty file, a truncated header). */
export function fileTypeOf(bytes: Uint8Array): FileType | undefined {
  return SIGNATURES.find(([, signature]) => signature.length <= bytes.length && signature.every((b, i) => bytes[i] === b))?.[0];
}
