// Every rule's cited source exists in the documents: each "; "-part of its `source` is the path of a section of the
// index (src/documents/document-index.ts), "<document> › <Section> › <Subsection>" exactly as the headings read.
import { describe, expect, it } from 'vitest';
import { documentIndex } from '../../../src/documents/document-index.js';
import { sourcesOf } from '../../../src/output/coverage/spec-coverage.js';
import { allRules } from '../../../src/rules/index.js';

const SECTIONS = new Set(documentIndex().flatMap((d) => d.sections.map((s) => s.path)));

describe('the sources rules cite', () => {
  it.for(allRules().map((rule) => [rule.id, rule] as const))('%s cites sections of the documents', ([, rule]) => {
    const missing = sourcesOf(rule).filter((source) => !SECTIONS.has(source));
    expect(missing, `${rule.id} cites sections no heading of spec/ has: ${missing.join('; ')}`).toEqual([]);
  });
});
