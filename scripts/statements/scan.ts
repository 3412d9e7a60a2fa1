import { encodePng } from '../upload-files/encode-png.js';
import { Raster } from '../upload-files/raster.js';
import { GLYPH, glyph } from './bitmap-font.js';
import { PAGE, type PageRuns } from './layout.js';
import type { PdfInfo } from './pdf-info.js';
import { fixedDocument } from './pdf-text.js';

// The scanned statement: a page's runs drawn as pixels (3 px a point) with a blocky font, put in a PDF as one image,
// so the file has no text layer at all.
const PX_PER_PT = 3;
const INK = [24, 24, 32] as const;
const PAPER = [255, 255, 255] as const;

/** Pixels per font pixel: 8–9 pt text gets 2 (a 4 pt advance, close to Helvetica's), 12 pt gets 3. */
const dot = (size: number): number => Math.max(1, Math.floor((size * PX_PER_PT) / 12));

function drawText(r: Raster, text: string, x: number, baseline: number, d: number): void {
  [...text].forEach((char, i) => {
    glyph(char).forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH.width; gx++) {
        if (row & (0x10 >> gx)) r.fillRect(x + (i * GLYPH.advance + gx) * d, baseline + (gy - GLYPH.height) * d, d, d, INK);
      }
    });
  });
}

/** The picture of one page of a statement. */
export function scanPicture(runs: PageRuns): Raster {
  const r = new Raster(Math.round(PAGE.width * PX_PER_PT), Math.round(PAGE.height * PX_PER_PT), PAPER);
  for (const run of runs) {
    const d = dot(run.size);
    const width = run.text.length * GLYPH.advance * d;
    const x = Math.round(run.x * PX_PER_PT) - (run.align === 'right' ? width : 0);
    drawText(r, run.text, x, Math.round((PAGE.height - run.y) * PX_PER_PT), d);
  }
  return r;
}

/** A one-page PDF holding the picture over the whole A4 page, and no text operator. */
export async function imageOnlyPdf(picture: Raster, info: PdfInfo): Promise<Buffer> {
  const doc = await fixedDocument(info);
  const image = await doc.embedPng(encodePng(picture));
  doc.addPage([PAGE.width, PAGE.height]).drawImage(image, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
  return Buffer.from(await doc.save());
}
