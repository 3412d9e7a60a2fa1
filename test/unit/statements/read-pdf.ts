// Reads the committed PDFs with a real reader, pdf.js (the legacy build is the one for Node), as an engine would.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** One text item as an extractor sees it: its string, left and right edges and baseline, in points. */
export interface Item {
  str: string;
  x: number;
  right: number;
  y: number;
}

export const openPdf = (bytes: Buffer, password?: string): Promise<PDFDocumentProxy> =>
  getDocument({ data: new Uint8Array(bytes), password, standardFontDataUrl, verbosity: 0 }).promise;

/** The non-blank text items of every page. */
export async function pageItems(doc: PDFDocumentProxy): Promise<Item[][]> {
  const pages: Item[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim() !== ''
          ? [
              {
                str: item.str,
                x: item.transform[4] as number,
                right: item.transform[4] + item.width,
                y: item.transform[5] as number,
              },
            ]
          : [],
      ),
    );
  }
  return pages;
}
