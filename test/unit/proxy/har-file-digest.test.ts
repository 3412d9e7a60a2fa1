// An upload through the proxy's HAR and back (issue 48): the HAR keeps no byte of the file and no name, yet audit reads
// the file by its digest as it reads the bytes: the same test file (its row), the same committed statement (its facts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capturedChanges } from '../../../src/audit/changes.js';
import { fileDigest, sentRequest } from '../../../src/audit/read-exchange.js';
import { testValues } from '../../../src/audit/test-values.js';
import { fromHarEntry } from '../../../src/capture/har-entry.js';
import type { CapturedExchange } from '../../../src/capture/types.js';
import type { FilePart } from '../../../src/model/types.js';
import { harEntry } from '../../../src/proxy/har-entry.js';

const SANDBOX = JSON.parse(readFileSync('fixtures/targets/sandbox.json', 'utf8')).data as Record<string, string>;
const STATEMENT = readFileSync(SANDBOX.statementEncrypted as string);

function upload(password: string): CapturedExchange {
  const head = (name: string, file?: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/pdf` : ''}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head('pdf', 'Asha Verma statement.pdf')),
    STATEMENT,
    Buffer.from(`\r\n${head('password')}${password}\r\n--b--\r\n`),
  ]);
  return {
    method: 'POST',
    url: 'http://127.0.0.1:9/v1/bank_statement_analysis',
    request: { headers: { 'content-type': 'multipart/form-data; boundary=b' }, body },
    source: { file: 'proxy', entry: 1 },
  };
}

/** The exchange as the proxy's HAR holds it, read back. */
const throughHar = (exchange: CapturedExchange) =>
  fromHarEntry(JSON.parse(JSON.stringify(harEntry(exchange, 'bankStatementAnalysis', new Map()).entry)), exchange.source);

describe('a file through the HAR', () => {
  const exchange = upload(SANDBOX.statementPassword as string);
  const har = JSON.stringify(harEntry(exchange, 'bankStatementAnalysis', new Map()).entry);

  it('keeps neither the bytes, the name nor the password', () => {
    for (const kept of ['%PDF', 'Asha', 'Verma', SANDBOX.statementPassword as string]) expect(har).not.toContain(kept);
  });

  it('reads the file by its digest: the committed statement and its facts, no bytes pretended', () => {
    const sent = sentRequest(throughHar(exchange), 'bankStatementAnalysis', 'http://127.0.0.1:9');
    const direct = sentRequest(exchange, 'bankStatementAnalysis', 'http://127.0.0.1:9');
    const file = (r: typeof sent) => (r.body?.kind === 'multipart' ? r.body.parts[0] : undefined) as FilePart;
    expect(file(sent).data.byteLength).toBe(0);
    expect(fileDigest(file(sent))).toEqual(fileDigest(file(direct)));
    expect(file(sent).facts?.name).toBe('statement-encrypted.pdf');
  });

  it('tells the same file as the bytes do, and a redacted password as no value known', () => {
    const values = testValues([SANDBOX]);
    const sent = sentRequest(throughHar(exchange), 'bankStatementAnalysis', 'http://127.0.0.1:9');
    const direct = sentRequest(exchange, 'bankStatementAnalysis', 'http://127.0.0.1:9');
    const changes = capturedChanges('bankStatementAnalysis', sent, values);
    const file = (cs: string[]) => cs.filter((c) => c.startsWith('part:pdf '));
    expect(file(changes)).toEqual(file(capturedChanges('bankStatementAnalysis', direct, values)));
    expect(file(changes)).toEqual(['part:pdf file:statementEncrypted']);
    expect(changes).toContain('part:password redacted');
  });
});
