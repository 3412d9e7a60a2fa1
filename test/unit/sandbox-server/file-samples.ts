// The first bytes of one file of each type the sandbox recognises: enough for a signature, nothing more.
export const SAMPLES = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
  gif87: Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'),
  gif89: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  tiffLittle: Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]),
  tiffBig: Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]),
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
};
