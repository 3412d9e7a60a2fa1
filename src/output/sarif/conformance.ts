// reports/conformance.sarif: the run's new violations as SARIF 2.1.0, which GitHub code scanning shows on the line of the
// vendor's document a rule cites. A rule per documented rule of the harness, a result per case the gate fails for a
// violation. A message holds only what the harness wrote (the rule's title, the checks and the violations' titles from
// their closed list), never what the vendor sent, so nothing in it needs scrubbing.
import { SarifResultBuilder, SarifRuleBuilder, SarifRunBuilder } from 'node-sarif-builder';
import { HARNESS_VERSION } from '../../base/version.js';
import type { GateDecision } from '../../gate/decide.js';
import type { RunMeta, VerdictEntry } from '../../gate/case-record.js';
import { OPERATIONS, type OperationId } from '../../model/operations.js';
import type { Rule } from '../../model/types.js';
import { allRules } from '../../rules/index.js';
import { documentPlace, rulePlace } from './document-place.js';
import { logText, placed } from './log.js';

export const SARIF_FILE = 'conformance.sarif';

const ruleOf = (rule: Pick<Rule, 'id' | 'title' | 'source' | 'operation'>) =>
  new SarifRuleBuilder({
    defaultConfiguration: { level: 'error' },
    properties: { tags: ['vts-conformance', rule.operation] },
  }).initSimple({ ruleId: rule.id, shortDescriptionText: rule.title, fullDescriptionText: rule.source });

/** What the case broke: each violation's title and the check that found it, once. */
function brokenText(entry: VerdictEntry): string {
  const found = [...new Set((entry.violations ?? []).map((v) => `${v.title} (check ${v.check})`))];
  const more = entry.omitted ? [`${entry.omitted} more`] : [];
  return [...found, ...more].join('; ') || 'no violation recorded';
}

// A case that differs from its accepted deviation fails too; the note saying how quotes the status seen, so is left out.
const verdictText = (entry: VerdictEntry) =>
  entry.note?.startsWith('differs') ? 'a violation other than the accepted deviation' : 'new violation';

/** The operation of an entry a shard of another harness version wrote (its rule unknown here): a rule id starts with it. */
const operationOf = (entry: VerdictEntry): OperationId =>
  (entry.operation in OPERATIONS ? entry.operation : entry.ruleId.split('.')[0]) as OperationId;

function resultOf(entry: VerdictEntry, rule: Rule | undefined, from: string) {
  const place = rule ? rulePlace(rule, from) : documentPlace(operationOf(entry), entry.source, from);
  const result = new SarifResultBuilder({
    partialFingerprints: { 'vtsRule/v1': entry.ruleId },
    properties: { operation: entry.operation, verdict: entry.verdict, severity: entry.severity, reproduce: entry.reproduce },
  }).initSimple({
    level: 'error',
    ruleId: entry.ruleId,
    messageText: `${entry.ruleId}: ${rule?.title ?? entry.title} — ${verdictText(entry)}: ${brokenText(entry)}`,
  });
  return placed(result, place);
}

/** The SARIF log of a run, as text; `from` is the folder the document paths are relative to (the checkout). */
export function conformanceSarif(meta: RunMeta, entries: VerdictEntry[], gate: GateDecision, from = process.cwd()): string {
  const documented = allRules().filter((r) => r.strength === 'documented');
  const known = new Map(documented.map((r) => [r.id, r]));
  const failing = new Set(gate.failing.filter((e) => e.verdict === 'violation').map((e) => e.ruleId));
  const violations = entries.filter((e) => failing.has(e.ruleId));
  const run = new SarifRunBuilder({ automationDetails: { id: `vts-conformance/${meta.target}/` } }).initSimple({
    toolDriverName: 'vts-conformance',
    toolDriverVersion: HARNESS_VERSION,
  });
  for (const rule of documented) run.addRule(ruleOf(rule));
  // A failing rule this harness no longer has (a merged shard of another version) still gets its descriptor.
  for (const e of violations.filter((e) => !known.has(e.ruleId)))
    run.addRule(ruleOf({ ...e, id: e.ruleId, operation: operationOf(e) }));
  for (const e of violations) run.addResult(resultOf(e, known.get(e.ruleId), from));
  return logText(run);
}
