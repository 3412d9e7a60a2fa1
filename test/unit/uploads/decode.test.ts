import { imageSize } from 'image-size';
import jpeg from 'jpeg-js';
import omggif from 'omggif';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { decode as decodeTiff } from 'tiff';
import { describe, expect, it } from 'vitest';
import { committed, manifest } from './committed.js';
import { jpegQuality } from './jpeg-quality.js';

// Each picture opens in a decoder that is not the encoder that wrote it, and shows the size the manifest claims.
type Size = { width: number; height: number };
const decoders: Record<string, (b: Buffer) => Size | Promise<Size>> = {
  'image/png': (b) => PNG.sync.read(b),
  'image/jpeg': (b) => jpeg.decode(b, { useTArray: true }),
  'image/tiff': (b) => {
    const [ifd] = decodeTiff(b);
    if (!ifd) throw new Error('no image in the TIFF');
    return { width: ifd.width, height: ifd.height };
  },
  'image/gif': (b) => new omggif.GifReader(b),
  'application/pdf': async (b) => {
    const doc = await PDFDocument.load(b);
    expect(doc.getPageCount()).toBe(1);
    return doc.getPage(0).getSize();
  },
};
const sniffed: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/tiff': 'tiff',
  'image/gif': 'gif',
};
const pictures = manifest.files.filter((f) => f.mediaType in decoders);

describe('fixtures/inputs: real files', () => {
  it.for(pictures)('$name opens as $mediaType at the claimed size', async (file) => {
    const bytes = committed(file.name);
    const decoded = await decoders[file.mediaType]?.(bytes);
    expect({ width: decoded?.width, height: decoded?.height }).toEqual({ width: file.width, height: file.height });
    const type = sniffed[file.mediaType];
    if (type) expect(imageSize(bytes)).toMatchObject({ type, width: file.width, height: file.height });
  });

  it('id-a.jpg meets the image guidelines: at least 800 px wide, JPEG quality above 80', () => {
    const bytes = committed('id-a.jpg');
    expect(imageSize(bytes).width).toBeGreaterThanOrEqual(800);
    expect(jpegQuality(bytes)).toBeGreaterThan(80);
  });

  it('id-a-small.jpg is below them (a probe)', () => {
    const bytes = committed('id-a-small.jpg');
    expect(imageSize(bytes).width).toBeLessThan(800);
    expect(jpegQuality(bytes)).toBeLessThan(80);
  });

  it('selfie-a-gif-bytes.png is named .png and is a GIF', () => {
    expect(imageSize(committed('selfie-a-gif-bytes.png')).type).toBe('gif');
  });

  it('every image/PDF file is covered by a decoder', () => {
    expect(manifest.files.filter((f) => !(f.mediaType in decoders)).map((f) => f.mediaType)).toEqual(['application/json']);
  });
});
