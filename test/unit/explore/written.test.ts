// A form text explored by what it carries (issue 52, item 7): where the documents give a text part a number's meaning
// (the threshold) or a flag's (`yes`/`no`), the coverage pass and the random draws send what such a value can be
// written as, each named by how it is written, and each of the class the documents give it: a written form no rule
// speaks of is unknown (only the properties of any request apply).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIES, fieldsOf } from '../../../src/explore/fields.js';
import { probeAt } from '../../../src/explore/generate.js';
import { coverageMoves } from '../../../src/explore/moves.js';
import { valueOf } from '../../../src/explore/move-value.js';
import { writingOf, writtenArbitrary, writtenRows } from '../../../src/explore/written.js';
import type { OperationId } from '../../../src/model/operations.js';

const NUMBER_FORMS = new Set(writtenRows('number').map(([form]) => form));

const shown = (operation: OperationId, field: string) =>
  coverageMoves(operation)
    .filter((m) => m.field === field)
    .map((m) => valueOf(operation, m)?.value);

describe('a text carrying a number or a flag', () => {
  it('names a field of its operation in every row of the table', () => {
    for (const [operation, parts] of Object.entries(CARRIES))
      for (const name of Object.keys(parts ?? {}))
        expect(fieldsOf(operation as OperationId).find((f) => f.name === name)?.carries, `${operation} ${name}`).toBeDefined();
  });

  it('is sent, in the coverage pass, as a number can be written', () => {
    expect(shown('bankStatementAnalysis', 'part:transactionThreshold')).toEqual(
      expect.arrayContaining(['0.5', '1e3', '+7', '-0', ' 7', '007', '9007199254740993']),
    );
  });

  it('is sent, in the coverage pass, as a flag can be written', () => {
    expect(shown('bankStatementAnalysis', 'part:allowImagePDF')).toEqual(
      expect.arrayContaining(['yes', 'no', 'YES', 'Yes', 'y', 'true', '1', ' yes']),
    );
    expect(shown('signatureMatching', 'part:enableSignatureDetection')).toEqual(
      expect.arrayContaining(['true', 'false', 'TRUE', 'True', 't', 'yes', '1']),
    );
    // A JSON `yes`/`no` enum is a flag too.
    expect(shown('authToken', 'body:authenticateOnResume')).toEqual(expect.arrayContaining(['Yes', 'y', 'true', '1']));
  });

  it('is drawn at random in every way it can be written', () => {
    const forms = (carries: 'number' | 'yes/no') =>
      new Set(fc.sample(writtenArbitrary(carries), { seed: 52, numRuns: 300 }).map((v) => writingOf(carries, v)));
    expect([...forms('number')].sort()).toEqual(
      ['digits', 'exponent', 'fraction', 'leading-zero', 'padded', 'past-2^53', 'signed'].sort(),
    );
    expect([...forms('yes/no')].sort()).toEqual(['flag', 'flag-case', 'flag-word', 'padded']);
  });

  it('is drawn so in the random requests too, each named by how it is written', () => {
    const start = coverageMoves('bankStatementAnalysis').length;
    const moves = Array.from({ length: 300 }, (_, i) => probeAt('bankStatementAnalysis', 7, start + i).moves).flat();
    const threshold = moves.filter((m) => m.field === 'part:transactionThreshold' && m.keyword !== 'documented');
    // Drawn, not the coverage pass's rows (which a random request may also send).
    const rows = new Set(writtenRows('number').map(([, text]) => text));
    const written = threshold.filter(
      (m) =>
        m.keyword !== 'digits' && NUMBER_FORMS.has(m.keyword) && !rows.has(String(valueOf('bankStatementAnalysis', m)?.value)),
    );
    expect(new Set(written.map((m) => m.keyword)).size).toBeGreaterThanOrEqual(3);
    for (const m of written)
      expect(m.keyword, m.shows).toBe(writingOf('number', String(valueOf('bankStatementAnalysis', m)?.value)));
  });

  it('is of the class the documents give it: a written form no rule speaks of is unknown', () => {
    const classOf = (operation: OperationId, field: string, value: string) => {
      const n = coverageMoves(operation).findIndex((m) => m.field === field && valueOf(operation, m)?.value === value);
      return probeAt(operation, 1, n).class;
    };
    for (const v of ['0.5', '1e3', ' 7', '007', '7'])
      expect(classOf('bankStatementAnalysis', 'part:transactionThreshold', v), v).toBe('unknown');
    // returnScore no and enableSignatureDetection false are documented rules'; YES and TRUE are no rule's.
    expect(classOf('matchFace', 'part:preferences.returnScore', 'no')).toBe('valid');
    expect(classOf('matchFace', 'part:preferences.returnScore', 'YES')).toBe('unknown');
    expect(classOf('signatureMatching', 'part:enableSignatureDetection', 'false')).toBe('valid');
    expect(classOf('signatureMatching', 'part:enableSignatureDetection', 'TRUE')).toBe('unknown');
    // "authenticateOnResume must be one of [yes, no]": any other writing is refused by the documents.
    expect(classOf('authToken', 'body:authenticateOnResume', 'Yes')).toBe('invalid');
  });

  it('names each row by how it is written', () => {
    for (const carries of ['number', 'yes/no', 'true/false'] as const)
      for (const [form, text] of writtenRows(carries)) expect(writingOf(carries, text), text).toBe(form);
  });
});
