import PDFDocument from 'pdfkit';
import { PAGE, type PageRuns } from './layout.js';
import { type PdfInfo, PRODUCER } from './pdf-info.js';

// pdf-lib cannot encrypt, so pdfkit writes this one. PDF 1.4 gives RC4 128-bit (revision 3): its key comes from the
// password and the document id (from the fixed info), so the bytes are the same every run; AES would draw a random IV.
// Uncompressed: pdfkit deflates with Node's zlib, whose output may change with the Node version or the CPU.
export function encryptedPdf(pages: PageRuns[], info: PdfInfo, password: string): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: false,
    pdfVersion: '1.4',
    userPassword: password,
    ownerPassword: `${password}-owner`,
    permissions: { printing: 'highResolution', copying: true },
    info: {
      Title: info.title,
      Author: 'SANDBOX BANK LTD',
      Creator: PRODUCER,
      Producer: PRODUCER,
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const runs of pages) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    doc.font('Helvetica');
    for (const run of runs) {
      doc.fontSize(run.size);
      const width = doc.widthOfString(run.text);
      const x = run.align === 'left' ? run.x : run.x - width;
      // pdfkit measures y from the top of the page; `alphabetic` puts the baseline there.
      doc.text(run.text, x, PAGE.height - run.y, { lineBreak: false, baseline: 'alphabetic' });
    }
  }
  doc.end();
  return ended;
}
