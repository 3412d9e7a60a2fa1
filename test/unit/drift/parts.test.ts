// The drift engine's parts: shapes, format classes, what the schemas document, the exchange rebuilt for judge(), and
// compareRecordings on bodies that are not objects.
import { describe, expect, it } from 'vitest';
import { compareRecordings } from '../../../src/drift/compare.js';
import { setContext } from '../../../src/drift/context.js';
import { documentationOf } from '../../../src/drift/documented.js';
import { exchangeOf } from '../../../src/drift/exchange.js';
import { formatOf } from '../../../src/drift/formats.js';
import { shapeOf, valuesAt } from '../../../src/drift/shape.js';
import { KINDS } from '../../../src/drift/types.js';
import type { RecordingFile } from '../../../src/recording/file.js';
import { rulesFor } from '../../../src/rules/index.js';
import { answerOf, committed, renameAt, setAt } from './pairs.js';

describe('shapeOf', () => {
  it('collects every place with * for indices, its types and its values', () => {
    const shape = shapeOf({ a: [{ b: 1 }, { b: 'x', c: null }], 'd/e': true });
    expect([...shape.keys()]).toEqual(['', '/a', '/a/*', '/a/*/b', '/a/*/c', '/d~1e']);
    expect(shape.get('/a/*/b')).toEqual({ types: new Set(['number', 'string']), values: new Set([1, 'x']) });
    expect(valuesAt({ a: [{ b: 1 }, { b: 2 }] }, '/a/*/b')).toEqual([1, 2]);
  });

  it.for([['text'], [null], [[1, [2]]], [42]] as const)('takes any body: %j', ([body]) => {
    expect(shapeOf(body).has('')).toBe(true);
  });
});

describe('formatOf', () => {
  it.for([
    ['2025-11-01', 'YYYY-MM-DD'],
    ['01/11/2025', 'DD/MM/YYYY'],
    ['2000-01-01T00:00:00.000Z', 'ISO date-time'],
    ['00000000-0000-4000-8000-000000000001', 'UUID'],
    ['98765', 'digits'],
    ['sbx_req_00000000-0000-4000-8000-000000000000', 'other'],
    ['', undefined],
  ] as const)('%s is %s', ([text, format]) => {
    expect(formatOf(text)).toBe(format);
  });
});

describe('documentationOf', () => {
  const results = answerOf(committed('getBankStatementParsingResults.request.completed')).response;

  it('follows $refs into common parts and reads x-values-not-shown', () => {
    const doc = documentationOf('getBankStatementParsingResults', 200, results);
    expect(doc.get('/result/details/accountSummaries/*/accountCategory')).toEqual({ notShown: true, pii: false });
    expect(doc.get('/result/details/accountSummaries/*/monthlySummaries/*/periodStartDate')?.notShown).toBe(false);
    expect(doc.get('/result/details/accountSummaries/*/accountNumber')?.pii).toBe(true);
  });

  it('reads the not-shown mark of a VPA status in the success variant', () => {
    const valid = answerOf(committed('fetchUpiIfsc.request.valid')).response;
    expect(documentationOf('fetchUpiIfsc', 200, valid).get('/result/status')?.notShown).toBe(true);
  });

  it('leaves a field no schema names undocumented, and a status with no schema wholly so', () => {
    expect(documentationOf('emailBasic', 200, { result: { surprise: 1 } }).has('/result/surprise')).toBe(false);
    expect(documentationOf('webhookConfig', 200, { result: {} }).size).toBe(0);
  });
});

describe('exchangeOf', () => {
  it('rebuilds a form with its text values and empty files', () => {
    const [step] = exchangeOf(committed('matchFace.selfie.no-face')).steps;
    expect(step?.request.body).toEqual({
      kind: 'multipart',
      parts: [
        { name: 'selfie', filename: 'selfie-no-face.jpg', type: 'image/jpeg', data: new Uint8Array() },
        { name: 'id', filename: 'id-a.jpg', type: 'image/jpeg', data: new Uint8Array() },
      ],
    });
    expect(step?.attempts.at(-1)?.response).toMatchObject({ status: 400, json: true });
  });

  it('keeps a JSON body as json, a text one as raw, a text response as not JSON, and the events', () => {
    const file = committed('webhookEvent.parsed.delivered');
    const answer = answerOf(file);
    answer.response = 'Internal Server Error';
    const first = answerOf(file, 1);
    first.body = '{not json';
    const exchange = exchangeOf(file);
    expect(exchange.steps[0]?.request).toMatchObject({
      host: 'review_url',
      path: '/api/v1/config',
      body: { kind: 'raw', text: '{not json' },
    });
    expect(exchange.steps[1]?.request.body?.kind).toBe('json');
    expect(exchange.steps[1]?.attempts[0]?.response).toMatchObject({ body: 'Internal Server Error', json: false });
    expect(exchange.events).toHaveLength(1);
  });
});

describe('compareRecordings', () => {
  const deliverable = () => committed('emailBasic.request.deliverable');
  const [rule] = rulesFor('emailBasic').filter((r) => r.id === 'emailBasic.request.deliverable');
  const compare = (b: RecordingFile, c: RecordingFile, others: RecordingFile[] = []) =>
    compareRecordings(rule, b, c, setContext([b, ...others], [c]));

  it.for([['Bad Gateway'], [null], [[1, 2]], [{}]] as const)('never throws on an odd body: %j', ([body]) => {
    const [b, c] = [deliverable(), deliverable()];
    answerOf(b).response = body;
    answerOf(c).response = body === null ? 'null?' : null;
    expect(() => compare(b, c)).not.toThrow();
    expect(() => compare(c, b)).not.toThrow();
  });

  it('calls JSON → text a type change of the whole body', () => {
    const [b, c] = [deliverable(), deliverable()];
    answerOf(c).response = 'Bad Gateway';
    expect(compare(b, c)[0]).toMatchObject({ kind: 'type-changed', pointer: '', before: 'object', after: 'string' });
  });

  it('finds a rename inside a renamed object as a second rename, nothing removed or added', () => {
    const [b, c] = [committed('secretaryOfStateSearch.request.found'), committed('secretaryOfStateSearch.request.found')];
    renameAt(answerOf(c).response, '/metadata', 'metaData');
    renameAt(answerOf(c).response, '/metaData/requestId', 'requestID');
    const [sos] = rulesFor('secretaryOfStateSearch').filter((r) => r.id === 'secretaryOfStateSearch.request.found');
    const found = compareRecordings(sos, b, c, setContext([b], [c]));
    expect(found.map((d) => [d.kind, d.pointer, d.after])).toEqual([
      ['field-renamed', '/metadata', 'metaData'],
      ['field-renamed', '/metadata/requestId', 'requestID'],
    ]);
  });

  it('does not take two null fields for a rename', () => {
    const [b, c] = [deliverable(), deliverable()];
    renameAt(answerOf(c).response, '/result/custom', 'customData');
    expect(compare(b, c).map((d) => [d.kind, d.pointer])).toEqual([
      ['field-removed', '/result/custom'],
      ['field-added', '/result/customData'],
    ]);
  });

  it('holds two unreadable events the same shape, whatever their problems', () => {
    const id = 'webhookEvent.parsed.delivered';
    const [b, c] = [committed(id), committed(id)];
    (b.events[0] as { body: unknown }).body = 'not an event';
    (c.events[0] as { body: unknown }).body = { type: 'BANK_STATEMENT_PARSED_SUCCESSFULLY' };
    const found = compareRecordings(undefined, b, c, setContext([b], [c]));
    expect(found.map((d) => d.kind)).not.toContain('event-shape-changed');
  });

  it('calls a not-shown value new only when no baseline recording of the operation had it', () => {
    const id = 'getBankStatementParsingResults.request.completed';
    const [b, c, other] = [committed(id), committed(id), committed(id)];
    const at = '/result/details/accountSummaries/*/accountCategory';
    setAt(answerOf(c).response, at, 'PERSONAL');
    setAt(answerOf(other).response, at, 'PERSONAL');
    const [results] = rulesFor('getBankStatementParsingResults').filter((r) => r.id === id);
    expect(compareRecordings(results, b, c, setContext([b, other], [c]))).toEqual([]);
    expect(compareRecordings(results, b, c, setContext([b], [c])).map((d) => d.kind)).toEqual(['enum-value-new']);
  });

  it('names what changed in a probe', () => {
    const id = 'emailBasic.eventType.invalid';
    const [b, c] = [committed(id), committed(id)];
    answerOf(c).rawHeaders['x-new'] = '1';
    const [probe] = rulesFor('emailBasic').filter((r) => r.id === id);
    expect(compareRecordings(probe, b, c, setContext([b], [c]))).toEqual([
      expect.objectContaining({ class: 'notable', kind: 'probe-changed', detail: 'header-added: a new x-new header' }),
    ]);
  });
});

describe('KINDS', () => {
  it('classifies every kind of the contract', () => {
    const byClass = (c: string) =>
      Object.entries(KINDS)
        .filter(([, k]) => k.class === c)
        .map(([id]) => id)
        .sort();
    expect(byClass('breaking')).toEqual(
      [
        'field-removed',
        'field-renamed',
        'type-changed',
        'null-where-documented',
        'enum-value-outside',
        'status-changed',
        'message-changed',
        'errorCode-changed',
        'date-format-changed',
        'verdict-regressed',
        'event-missing',
        'event-shape-changed',
        'rule-missing',
      ].sort(),
    );
    expect(byClass('notable')).toEqual(['enum-value-new', 'field-sometimes-absent', 'header-removed', 'probe-changed', 'slower']);
    expect(byClass('additive')).toEqual(['event-field-added', 'field-added', 'header-added', 'rule-added']);
  });
});
