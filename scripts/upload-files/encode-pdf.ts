import { PDFDocument } from 'pdf-lib';

/** A one-page PDF showing a JPEG at 72 dpi. No metadata: pdf-lib would otherwise stamp the current time. */
export async function jpegInPdf(jpegBytes: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const image = await doc.embedJpg(jpegBytes);
  const page = doc.addPage([image.width, image.height]);
  page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  return Buffer.from(await doc.save());
}
