// A form the proxy's HAR keeps as params (issue 48): text parts whole, each file by the size and sha256 its value notes,
// read back as a form with no bytes; a file param holding anything else, or no params, is a body not kept.
import { describe, expect, it } from 'vitest';
import { fileNote } from '../../../src/capture/file-note.js';
import { readAll } from './read-all.js';

const SHA = 'ab'.repeat(32);
const entry = (params: unknown[], bodySize = 4000) => ({
  request: {
    bodySize,
    method: 'POST',
    url: 'https://api.vendor.example/v1/bank_statement_analysis',
    headers: [{ name: 'Content-Type', value: 'multipart/form-data; boundary=x' }],
    postData: { mimeType: 'multipart/form-data; boundary=x', params },
  },
});
const har = (...entries: unknown[]) => JSON.stringify({ log: { version: '1.2', creator: {}, entries } });
const pdf = (value: string) => ({ name: 'pdf', fileName: '<redacted>.pdf', contentType: 'application/pdf', value });

describe('HAR form params', () => {
  it('reads a file noted by the proxy as a part with its size and sha256, and no bytes', async () => {
    const { at } = await readAll(har(entry([pdf(fileNote(3304, SHA)), { name: 'returnTransactions', value: 'no' }])));
    expect(at(0).request).toEqual({
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      form: [
        { name: 'pdf', filename: '<redacted>.pdf', type: 'application/pdf', size: 3304, sha256: SHA },
        { name: 'returnTransactions', value: 'no' },
      ],
    });
  });

  it('keeps no form where a file param holds its content, or a param no value', async () => {
    const { at } = await readAll(har(entry([pdf('%PDF-1.4 …')]), entry([{ name: 'returnTransactions' }])));
    expect(at(0).request.bodyOmitted).toBe(true);
    expect(at(0).request.form).toBeUndefined();
    expect(at(1).request.bodyOmitted).toBe(true);
  });

  it('reads no params as an empty form only where the body could hold no part', async () => {
    const { at } = await readAll(har(entry([], '--x--\r\n'.length), entry([], 6_000_000)));
    expect(at(0).request.form).toEqual([]);
    expect(at(1).request).toEqual({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, bodyOmitted: true });
  });
});
