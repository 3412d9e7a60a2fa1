import { PDFDocument, PDFHexString, type PDFPage, StandardFonts } from 'pdf-lib';
import { PAGE, type PageRuns } from './layout.js';
import { type PdfInfo, PRODUCER } from './pdf-info.js';

/** Starts a pdf-lib document with fixed metadata; pdf-lib would otherwise stamp the current time and no id. */
export async function fixedDocument(info: PdfInfo): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(info.title);
  doc.setAuthor('SANDBOX BANK LTD');
  doc.setCreator(PRODUCER);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);
  const id = PDFHexString.of(info.id);
  doc.context.trailerInfo.ID = doc.context.obj([id, id]);
  return doc;
}

/** A text PDF in Helvetica: one drawText, so one text run, per cell. Content streams are deflated by pdf-lib's pako. */
export async function textPdf(pages: PageRuns[], info: PdfInfo): Promise<Buffer> {
  const doc = await fixedDocument(info);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const runs of pages) {
    const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
    for (const run of runs) {
      const width = font.widthOfTextAtSize(run.text, run.size);
      if (run.maxWidth !== undefined && width > run.maxWidth) {
        throw new Error(`"${run.text}" is ${width.toFixed(1)} pt wide, over ${run.maxWidth}: shorten it in narrations.ts`);
      }
      const x = run.align === 'left' ? run.x : run.x - width;
      page.drawText(run.text, { x, y: run.y, size: run.size, font });
    }
  }
  return Buffer.from(await doc.save());
}
