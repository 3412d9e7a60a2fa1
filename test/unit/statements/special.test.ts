// The statements an engine must refuse or treat apart: encrypted, image-only, and not a PDF at all.
import { OPS, PasswordResponses } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { committed, entry } from './committed.js';
import { openPdf, pageItems } from './read-pdf.js';
import { rowsOf } from './rows.js';

describe('statement-encrypted.pdf', () => {
  const bytes = committed('statement-encrypted.pdf');
  const password = entry('statement-encrypted.pdf').password;

  it('needs its password: pdf.js asks for one, and refuses a wrong one', async () => {
    await expect(openPdf(bytes)).rejects.toMatchObject({ name: 'PasswordException', code: PasswordResponses.NEED_PASSWORD });
    await expect(openPdf(bytes, 'wrong')).rejects.toMatchObject({
      name: 'PasswordException',
      code: PasswordResponses.INCORRECT_PASSWORD,
    });
  });

  it('reads with sbx-statement-2026 as the rows of statement-1-month', async () => {
    expect(password).toBe('sbx-statement-2026');
    const rows = rowsOf(await pageItems(await openPdf(bytes, password)));
    expect(rows).toEqual(rowsOf(await pageItems(await openPdf(committed('statement-1-month.pdf')))));
  });
});

describe('statement-scanned.pdf', () => {
  it('is one A4 page holding an image and no text at all', async () => {
    const doc = await openPdf(committed('statement-scanned.pdf'));
    expect(doc.numPages).toBe(1);
    const page = await doc.getPage(1);
    expect(page.view).toEqual([0, 0, 595.28, 841.89]);
    const { fnArray } = await page.getOperatorList();
    expect(fnArray).toContain(OPS.paintImageXObject);
    expect(fnArray.filter((op) => [OPS.showText, OPS.showSpacedText, OPS.beginText].includes(op))).toEqual([]);
    expect((await page.getTextContent()).items).toEqual([]);
  });
});

describe('not-a-pdf.pdf', () => {
  it('is a PNG image that pdf.js refuses as a PDF', async () => {
    const bytes = committed('not-a-pdf.pdf');
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(entry('not-a-pdf.pdf').mediaType).toBe('image/png');
    await expect(openPdf(bytes)).rejects.toMatchObject({ name: 'InvalidPDFException' });
  });
});
