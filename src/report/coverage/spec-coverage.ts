// The spec coverage: for every section and every table row of the two documents, the rules that cite it, the rows a
// rule could fail on, and the sandbox faults that prove those rules can fail. How a row counts: docs/spec-coverage.md.
import { type DocumentIndex, type DocumentRow, type DocumentSection, PATH_SEPARATOR } from '../../model/document-index.js';
import { asErrorRow, expectsErrorRow } from '../../model/documents.js';
import type { Rule, Strength } from '../../model/types.js';
import { names, type RuleNames, ruleNames, rowName } from './names.js';
import { checkedFields } from './schema-fields.js';

/**
 * A sandbox fault as the page needs it: `breaks` is the rule it proves can fail; `alsoBreaks`, the rules the same break
 * shows in (the mutation self-test requires a violation on each of them too).
 */
export interface FaultRef {
  id: string;
  breaks: string;
  alsoBreaks?: readonly string[];
}

export interface CitingRule {
  id: string;
  strength: Strength;
  /** The faults that break it (gating rules; a probe never gates, so nothing proves it). */
  faults: string[];
}

export interface CoveringRule extends CitingRule {
  /** `row`: it expects the Errors row's status and text; `name`: it names the row; `schema`: its schema holds the field. */
  by: 'row' | 'name' | 'schema';
}

export interface RowCoverage {
  row: DocumentRow;
  rules: CoveringRule[];
  /** A gating rule could fail on it; a row only probes touch is not covered. */
  covered: boolean;
}

export interface SectionCoverage {
  section: DocumentSection;
  /** Rules whose source names this section itself. */
  citing: CitingRule[];
  rows: RowCoverage[];
}

export interface Totals {
  rows: number;
  covered: number;
  /** Rows only probes touch. */
  probed: number;
  sections: number;
  cited: number;
}

export interface DocumentCoverage {
  document: string;
  sections: SectionCoverage[];
  totals: Totals;
}

export interface SpecCoverage {
  documents: DocumentCoverage[];
  /** Each "; "-part of a rule's source that names no section of the index. */
  unresolved: { ruleId: string; source: string }[];
}

export const sourcesOf = (rule: Rule): string[] => rule.source.split('; ');

/** The rule cites the section or one above it (a `####` table lies in the `###` a rule cites). */
const citesWithin = (rule: Rule, section: string): boolean =>
  sourcesOf(rule).some((s) => s === section || section.startsWith(`${s}${PATH_SEPARATOR}`));

/** A table of response fields: headed "Field", outside the Endpoints (whose "Field" tables are request bodies). */
const isResponseFields = (row: DocumentRow): boolean =>
  row.header[0] === 'Field' && row.section.split(PATH_SEPARATOR)[1] !== 'Endpoints';

const endsWith = (path: string[], tail: string[]): boolean =>
  path.length >= tail.length && tail.every((s, i) => path[path.length - tail.length + i] === s);

/**
 * Every schema the rule's answer is held to holds each field of the row: under `result` where the heading says so, unless
 * the row writes a dotted path from the envelope (`metaData.requestId` in the VPA record; a bare `status` is result's).
 */
function schemaHolds(rule: Rule, row: DocumentRow): boolean {
  const name = rowName(row);
  if (!('paths' in name) || !isResponseFields(row)) return false;
  const underResult = (row.section.split(PATH_SEPARATOR).at(-1) ?? '').includes('`result`');
  const schemas = checkedFields(rule.operation, rule.expect);
  return (
    schemas.length > 0 &&
    schemas.every((fields) =>
      name.paths.every((field) =>
        fields.some(
          (f) => endsWith(f, field) && (!underResult || f[0] === 'result' || (field.length > 1 && f.length === field.length)),
        ),
      ),
    )
  );
}

function coverageOf(row: DocumentRow, rules: Map<Rule, RuleNames>, cite: (rule: Rule) => CitingRule): RowCoverage {
  const error = asErrorRow(row);
  const name = rowName(row);
  const covering = [...rules].flatMap(([rule, named]): CoveringRule[] => {
    if (error !== undefined)
      return sourcesOf(rule).includes(row.section) && expectsErrorRow(rule.expect, error) ? [{ ...cite(rule), by: 'row' }] : [];
    if (!citesWithin(rule, row.section) || rule.expect === undefined) return [];
    if (names(named, name)) return [{ ...cite(rule), by: 'name' }];
    return schemaHolds(rule, row) ? [{ ...cite(rule), by: 'schema' }] : [];
  });
  return { row, rules: covering, covered: covering.some((r) => r.strength === 'documented') };
}

export function specCoverage(index: DocumentIndex[], rules: Rule[], faults: FaultRef[]): SpecCoverage {
  const cite = (rule: Rule): CitingRule => ({
    id: rule.id,
    strength: rule.strength,
    faults:
      rule.strength === 'documented'
        ? faults.filter((f) => f.breaks === rule.id || f.alsoBreaks?.includes(rule.id)).map((f) => f.id)
        : [],
  });
  const named = new Map(rules.map((rule) => [rule, ruleNames(rule)]));
  const documents = index.map((doc): DocumentCoverage => {
    const sections = doc.sections.map((section): SectionCoverage => ({
      section,
      citing: rules.filter((rule) => sourcesOf(rule).includes(section.path)).map(cite),
      rows: doc.rows.filter((row) => row.section === section.path).map((row) => coverageOf(row, named, cite)),
    }));
    const rows = sections.flatMap((s) => s.rows);
    return {
      document: doc.document,
      sections,
      totals: {
        rows: rows.length,
        covered: rows.filter((r) => r.covered).length,
        probed: rows.filter((r) => !r.covered && r.rules.length > 0).length,
        sections: sections.length,
        cited: sections.filter((s) => s.citing.length > 0).length,
      },
    };
  });
  const known = new Set(index.flatMap((d) => d.sections.map((s) => s.path)));
  const unresolved = rules.flatMap((rule) =>
    sourcesOf(rule)
      .filter((source) => !known.has(source))
      .map((source) => ({ ruleId: rule.id, source })),
  );
  return { documents, unresolved };
}
