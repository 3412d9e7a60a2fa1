// The statements a run sent without facts (src/checks/oracles.ts factsNote): their analyses were judged on their own
// arithmetic only, which a QA engineer must see where they look, once per statement, not only in a case's record.
import type { VerdictEntry } from '../gate/case-record.js';

// The note as factsNote words it, inside a case's `observed` (its parts joined by "; ").
const NOTE = /no facts for (.+?): judged on its own arithmetic only/g;
const GUIDE = 'docs/statement-facts.md';
/** Rule ids named per statement; the rest are counted. */
const SHOWN_RULES = 3;

/** The statements a case's answer was judged without facts for, as its note names them. */
export const statementsWithoutFacts = (observed: string | undefined): string[] =>
  [...(observed ?? '').matchAll(NOTE)].flatMap((m) => (m[1] as string).split(', '));

/** Each statement sent without facts, with the rules of the cases that sent it, in the run's order. */
export function withoutFacts(entries: VerdictEntry[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const e of entries)
    for (const name of statementsWithoutFacts(e.observed)) found.set(name, [...(found.get(name) ?? []), e.ruleId]);
  return found;
}

const rulesNamed = (ids: string[]): string =>
  ids.length > SHOWN_RULES ? `${ids.slice(0, SHOWN_RULES).join(', ')} and ${ids.length - SHOWN_RULES} more` : ids.join(', ');

/** "acme.pdf: 2 cases judged on its own arithmetic only (…): put acme.pdf.facts.json beside it (docs/…)". */
export const statementLine = (name: string, ids: string[]): string =>
  `${name}: ${ids.length} ${ids.length === 1 ? 'case' : 'cases'} judged on its own arithmetic only ` +
  `(${rulesNamed(ids)}): put ${name}.facts.json beside it (${GUIDE})`;

/** The console's lines at the end of a run: one per statement sent without facts. */
export const factsLines = (entries: VerdictEntry[]): string[] =>
  [...withoutFacts(entries)].map(([name, ids]) => `no facts for ${statementLine(name, ids)}`);

/** The Allure case's line: which statements had no facts, and the fix. */
export function factsAbout(entry: VerdictEntry): string | undefined {
  const names = statementsWithoutFacts(entry.observed);
  if (names.length === 0) return undefined;
  const fix = names.length === 1 ? `put ${names[0]}.facts.json beside it` : 'put a <file>.facts.json beside each';
  return `none for ${names.join(', ')}: judged on its own arithmetic only (${fix}: ${GUIDE})`;
}
