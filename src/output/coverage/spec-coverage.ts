// The spec coverage: for every section and every table row of the two documents, the rules that cite it, the rows a
// rule could fail on, and the sandbox faults that prove those rules can fail. How a row counts: docs/spec-coverage.md.
import { type DocumentIndex, type DocumentRow, type DocumentSection, PATH_SEPARATOR } from '../../documents/document-index.js';
import { asErrorRow, expectsErrorRow } from '../../documents/documents.js';
import { type OperationId, OPERATIONS } from '../../model/operations.js';
import type { Rule, Strength } from '../../model/types.js';
import { names, type RuleNames, ruleNames, rowName, sends } from './names.js';
import { reasonOf } from './reasons.js';
import { checkedFields } from './schema-fields.js';

/** A sandbox fault as the page needs it: `breaks`, the rule it proves can fail; `alsoBreaks`, the rules the same break
 * shows in (the mutation self-test requires a violation on each). */
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
  /** `row`: it expects the row's status and text; `name`: it names the row; `schema`: its schema holds the field; `operation`:
   * it calls the path; `host`: the address placeholder; `request`: the endpoint, setting, adding or dropping the field. */
  by: 'row' | 'name' | 'schema' | 'operation' | 'host' | 'request';
}

export interface RowCoverage {
  row: DocumentRow;
  rules: CoveringRule[];
  /** A gating rule could fail on it; a row only probes touch is not covered. */
  covered: boolean;
  /** Why no request can test the row (src/output/coverage/reasons.ts); never for a covered row (a probe may touch it). */
  reason?: string;
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
  /** Rows only probes touch, and no reason says why no request can gate them. */
  probed: number;
  /** Rows no gating rule covers, with the reason no request can test them (a probe may record what a vendor does). */
  reasoned: number;
  /** Rows in none of the three: neither covered, probed nor given a reason. */
  open: number;
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

/** Every schema the rule's answer is held to holds each field of the row: under `result` where the heading says so,
 * unless the row writes a dotted path from the envelope (`metaData.requestId`). */
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

/** The operation a rule's judged request goes to (a webhookEvent rule's parse); none for the event the service sends. */
function calls(rule: Rule): OperationId | undefined {
  const id = rule.sends ?? rule.operation;
  return OPERATIONS[id].role === 'event' ? undefined : id;
}

const inEndpoints = (section: string): boolean => section.split(PATH_SEPARATOR)[1] === 'Endpoints';

/** Each Endpoints section's operation: the one most of the rules that cite it call (a request table is its body's). */
function endpointOperations(rules: Rule[]): Map<string, OperationId> {
  const counts = new Map<string, Map<OperationId, number>>();
  for (const rule of rules)
    for (const source of sourcesOf(rule).filter(inEndpoints)) {
      const op = calls(rule);
      if (op === undefined) continue;
      const ops = counts.get(source) ?? new Map<OperationId, number>();
      counts.set(source, ops.set(op, (ops.get(op) ?? 0) + 1));
    }
  return new Map([...counts].map(([section, ops]) => [section, [...ops].sort((a, b) => b[1] - a[1])[0]?.[0] as OperationId]));
}

// What exercises a row besides the rules that cite and name it: a path, every rule calling it; a placeholder, every rule
// calling an operation at it; a request field, its endpoint's rules that change or name it; a response field written
// from the envelope (`result.authToken`), every rule whose schemas all hold exactly that path.
function exercisedBy(
  row: DocumentRow,
  rule: Rule,
  named: RuleNames,
  endpoint: OperationId | undefined,
): CoveringRule['by'] | undefined {
  const op = calls(rule);
  if (op === undefined || (rule.expect === undefined && rule.strength === 'documented')) return undefined;
  const key = row.key;
  if (row.header[0] === 'Operation path') return OPERATIONS[op].path === key ? 'operation' : undefined;
  if (row.header[0] === 'Placeholder') return `{${OPERATIONS[op].host}}` === key ? 'host' : undefined;
  const name = rowName(row);
  if (row.header[0] !== 'Field' || !('paths' in name)) return undefined;
  if (inEndpoints(row.section)) return endpoint === op && (sends(named, name) || names(named, name)) ? 'request' : undefined;
  const full = name.paths.every((p) => p.length > 1);
  const schemas = full ? checkedFields(rule.operation, rule.expect) : [];
  return schemas.length > 0 &&
    schemas.every((fields) => name.paths.every((p) => fields.some((f) => f.length === p.length && endsWith(f, p))))
    ? 'schema'
    : undefined;
}

function coverageOf(
  row: DocumentRow,
  rules: Map<Rule, RuleNames>,
  cite: (rule: Rule) => CitingRule,
  endpoint: OperationId | undefined,
): RowCoverage {
  const error = asErrorRow(row);
  const name = rowName(row);
  const covering = [...rules].flatMap(([rule, named]): CoveringRule[] => {
    if (error !== undefined)
      return sourcesOf(rule).includes(row.section) && expectsErrorRow(rule.expect, error) ? [{ ...cite(rule), by: 'row' }] : [];
    // A probe observes what it names, expecting nothing; a gating rule counts only where it can fail.
    const counts = rule.expect !== undefined || rule.strength === 'probe';
    if (citesWithin(rule, row.section) && counts) {
      if (names(named, name)) return [{ ...cite(rule), by: 'name' }];
      if (rule.expect !== undefined && schemaHolds(rule, row)) return [{ ...cite(rule), by: 'schema' }];
    }
    const by = exercisedBy(row, rule, named, endpoint);
    return by === undefined ? [] : [{ ...cite(rule), by }];
  });
  const covered = covering.some((r) => r.strength === 'documented');
  const reason = covered ? undefined : reasonOf(row);
  return { row, rules: covering, covered, ...(reason === undefined ? {} : { reason }) };
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
  const endpoints = endpointOperations(rules);
  const documents = index.map((doc): DocumentCoverage => {
    const sections = doc.sections.map((section): SectionCoverage => ({
      section,
      citing: rules.filter((rule) => sourcesOf(rule).includes(section.path)).map(cite),
      rows: doc.rows
        .filter((row) => row.section === section.path)
        .map((row) => coverageOf(row, named, cite, endpoints.get(row.section))),
    }));
    const rows = sections.flatMap((s) => s.rows);
    return {
      document: doc.document,
      sections,
      totals: {
        rows: rows.length,
        covered: rows.filter((r) => r.covered).length,
        probed: rows.filter((r) => !r.covered && r.reason === undefined && r.rules.length > 0).length,
        reasoned: rows.filter((r) => r.reason !== undefined).length,
        open: rows.filter((r) => !r.covered && r.reason === undefined && r.rules.length === 0).length,
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
