// For each kind of drift, a pair of recording sets that differ by exactly that change, and the one difference expected.
import { afterAll, describe, expect, it } from 'vitest';
import type { Difference } from '../../../src/drift/types.js';
import type { RecordingFile } from '../../../src/recording/file.js';
import { answerOf, driftOf, removeTempDirs, renameAt, setAt } from './pairs.js';

afterAll(removeTempDirs);

interface Case {
  name: string;
  ruleId: string;
  edit: (f: RecordingFile) => void;
  /** Committed recordings present, unchanged, in both sets. */
  others?: string[];
  /** A change made to the recording on both sides first. */
  given?: (f: RecordingFile) => void;
  expected: Partial<Difference>;
}

const response = (f: RecordingFile, step?: number) => answerOf(f, step).response;
const MONTHLY = '/result/details/accountSummaries/*/monthlySummaries/*';
const FLAT_EVENT_KEYS = ['appId', 'id', 'timestamp', 'transactionId', 'type', 'version'];

const CASES: Case[] = [
  {
    name: 'metadata → metaData is one rename',
    ruleId: 'secretaryOfStateSearch.request.found',
    edit: (f) => renameAt(response(f), '/metadata', 'metaData'),
    expected: { class: 'breaking', kind: 'field-renamed', pointer: '/metadata', before: 'metadata', after: 'metaData', step: 1 },
  },
  {
    name: 'a key renamed holding the same value is one rename',
    ruleId: 'secretaryOfStateSearch.request.found',
    edit: (f) => renameAt(response(f), '/result/url', 'registryUrl'),
    expected: { class: 'breaking', kind: 'field-renamed', pointer: '/result/url', before: 'url', after: 'registryUrl' },
  },
  {
    name: 'a documented field removed',
    ruleId: 'emailBasic.request.deliverable',
    edit: (f) => setAt(response(f), '/result/tld', undefined),
    expected: { class: 'breaking', kind: 'field-removed', pointer: '/result/tld', before: 'com', after: '(absent)' },
  },
  {
    name: 'an undocumented field no candidate recording has any more',
    ruleId: 'webhookEvent.parsed.delivered',
    edit: (f) => setAt(response(f, 1), '/result/webhookUrl', undefined),
    expected: {
      class: 'notable',
      kind: 'field-removed',
      pointer: '/result/webhookUrl',
      before: 'https://webhook.recorded.invalid/vts-events',
      after: '(absent)',
      step: 1,
    },
  },
  {
    name: 'an undocumented field other candidate recordings of the operation still have',
    ruleId: 'webhookEvent.parsed.delivered',
    others: ['webhookEvent.failed.delivered'],
    edit: (f) => setAt(response(f, 1), '/result/webhookUrl', undefined),
    expected: { class: 'notable', kind: 'field-sometimes-absent', pointer: '/result/webhookUrl', step: 1 },
  },
  {
    name: 'statusCode integer → string',
    ruleId: 'emailBasic.email.missing',
    edit: (f) => setAt(response(f), '/statusCode', '400'),
    expected: { class: 'breaking', kind: 'type-changed', pointer: '/statusCode', before: 'integer', after: 'string' },
  },
  {
    name: 'a documented non-null value became null',
    ruleId: 'emailBasic.request.deliverable',
    edit: (f) => setAt(response(f), '/result/domainName', null),
    expected: {
      class: 'breaking',
      kind: 'null-where-documented',
      pointer: '/result/domainName',
      before: 'gmail.com',
      after: null,
    },
  },
  {
    name: 'a value outside the documented const',
    ruleId: 'emailBasic.request.deliverable',
    edit: (f) => setAt(response(f), '/status', 'ok'),
    expected: { class: 'breaking', kind: 'enum-value-outside', pointer: '/status', before: 'success', after: 'ok' },
  },
  {
    name: 'status 400 → 422',
    ruleId: 'emailBasic.email.missing',
    edit: (f) => {
      answerOf(f).status = 422;
    },
    expected: { class: 'breaking', kind: 'status-changed', where: 'status', pointer: '', before: 400, after: 422 },
  },
  {
    name: 'the documented message changed',
    ruleId: 'emailBasic.email.missing',
    edit: (f) => setAt(response(f), '/message', 'Email is required'),
    expected: {
      class: 'breaking',
      kind: 'message-changed',
      pointer: '/message',
      before: 'Email cannot be empty',
      after: 'Email is required',
    },
  },
  {
    name: 'the documented errorCode changed',
    ruleId: 'authToken.credentials.wrong',
    edit: (f) => setAt(response(f), '/errorCode', 'unauthorized'),
    expected: {
      class: 'breaking',
      kind: 'errorCode-changed',
      pointer: '/errorCode',
      before: 'unauthorized_access',
      after: 'unauthorized',
    },
  },
  {
    name: 'dates YYYY-MM-DD → DD/MM/YYYY',
    ruleId: 'getBankStatementParsingResults.request.completed',
    edit: (f) =>
      setAt(response(f), `${MONTHLY}/periodStartDate`, (d) => (d as string).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1')),
    expected: {
      class: 'breaking',
      kind: 'date-format-changed',
      pointer: `${MONTHLY}/periodStartDate`,
      before: '2025-11-01',
      after: '01/11/2025',
    },
  },
  {
    name: 'a change only the verdict sees: a deliverable address reported undeliverable',
    ruleId: 'emailBasic.request.deliverable',
    edit: (f) => setAt(response(f), '/result/deliverable', false),
    expected: { class: 'breaking', kind: 'verdict-regressed', where: 'verdict', before: 'pass', after: 'violation' },
  },
  {
    name: 'the event no longer delivered',
    ruleId: 'webhookEvent.parsed.delivered',
    edit: (f) => {
      f.events = [];
    },
    expected: {
      class: 'breaking',
      kind: 'event-missing',
      where: 'event',
      step: 2,
      pointer: '',
      before: 'BANK_STATEMENT_PARSED_SUCCESSFULLY',
      after: '(absent)',
    },
  },
  {
    name: 'the event flat → nested',
    ruleId: 'webhookEvent.parsed.delivered',
    edit: (f) => {
      const flat = f.events[0]?.body as Record<string, unknown>;
      const [appId, id, timestamp, transactionId, type, version] = FLAT_EVENT_KEYS.map((k) => flat[k]);
      (f.events[0] as { body: unknown }).body = { metadata: { appId, transactionId }, event: { type, timestamp, version, id } };
    },
    expected: { class: 'breaking', kind: 'event-shape-changed', where: 'event', pointer: '', before: 'flat', after: 'nested' },
  },
  {
    name: 'a probe observed another status',
    ruleId: 'emailBasic.eventType.invalid',
    edit: (f) => {
      answerOf(f).status = 422;
    },
    expected: { class: 'notable', kind: 'probe-changed', where: 'status', pointer: '', before: 400, after: 422 },
  },
  {
    name: 'a probe observed a new field',
    ruleId: 'emailBasic.eventType.invalid',
    edit: (f) => setAt(response(f), '/hint', 'send a transactionId'),
    expected: { class: 'notable', kind: 'probe-changed', pointer: '/hint', before: '(absent)', after: 'send a transactionId' },
  },
  {
    name: 'the answer moved up a latency bucket',
    ruleId: 'emailBasic.request.deliverable',
    edit: (f) => {
      answerOf(f).latency = '3 to 30 s';
    },
    given: (f) => {
      answerOf(f).latency = 'under 3 s';
    },
    expected: { class: 'notable', kind: 'slower', where: 'latency', before: 'under 3 s', after: '3 to 30 s' },
  },
  {
    name: 'a value no baseline had where the document does not show the allowed values',
    ruleId: 'getBankStatementParsingResults.request.completed',
    edit: (f) => setAt(response(f), '/result/details/accountSummaries/*/accountCategory', 'PERSONAL'),
    expected: {
      class: 'notable',
      kind: 'enum-value-new',
      pointer: '/result/details/accountSummaries/*/accountCategory',
      before: 'BUSINESS',
      after: 'PERSONAL',
    },
  },
  {
    name: 'a response header no longer sent',
    ruleId: 'signatureMatching.rate.limited',
    edit: (f) => {
      for (const it of f.steps[0]?.interactions ?? []) delete it.rawHeaders['retry-after'];
    },
    expected: {
      class: 'notable',
      kind: 'header-removed',
      where: 'headers',
      pointer: '/retry-after',
      before: '0',
      after: '(absent)',
    },
  },
  {
    name: 'a new response field',
    ruleId: 'emailBasic.request.deliverable',
    edit: (f) => setAt(response(f), '/result/riskScore', 12),
    expected: {
      class: 'additive',
      kind: 'field-added',
      where: 'body',
      pointer: '/result/riskScore',
      before: '(absent)',
      after: 12,
    },
  },
  {
    name: 'a new response header',
    ruleId: 'emailBasic.request.deliverable',
    edit: (f) => {
      answerOf(f).rawHeaders['x-ratelimit-remaining'] = '99';
    },
    expected: { class: 'additive', kind: 'header-added', where: 'headers', pointer: '/x-ratelimit-remaining', after: '99' },
  },
  {
    name: 'a new event field',
    ruleId: 'webhookEvent.parsed.delivered',
    edit: (f) => setAt(f.events[0]?.body, '/statementCount', 1),
    expected: { class: 'additive', kind: 'event-field-added', where: 'event', step: 2, pointer: '/statementCount', after: 1 },
  },
];

describe('compareSets classifies a single change', () => {
  it.for(CASES)('$name: $expected.kind', ({ ruleId, edit, others, given, expected }) => {
    const [only, ...more] = driftOf(ruleId, edit, others, given);
    expect(more).toEqual([]);
    expect(only).toEqual(expect.objectContaining({ ruleId, ...expected }));
  });
});
