// audit.sarif: the violation groups as SARIF 2.1.0, which GitHub code scanning reads. A rule per rule id found (the
// row's, else `<operation>.<check>`), a result per group, located at the section of the vendor's document that
// documents it. Harness errors, vendor faults and infra are not the vendor breaking its documents: the console, JUnit
// and Allure report them, SARIF does not.
import { createHash } from 'node:crypto';
import { SarifResultBuilder, SarifRuleBuilder, SarifRunBuilder } from 'node-sarif-builder';
import { HARNESS_VERSION } from '../../base/version.js';
import { countText, faultText, seenText, sourceText } from './group-text.js';
import type { TrafficGroup } from './groups.js';
import { documentPlace } from '../sarif/document-place.js';
import { logText, placed } from '../sarif/log.js';

const fingerprint = (g: TrafficGroup) =>
  createHash('sha256').update([g.operation, g.ruleId, g.check, g.title, g.pointer].join('\u0000')).digest('hex');

const ruleOf = (g: TrafficGroup) =>
  new SarifRuleBuilder({
    defaultConfiguration: { level: 'error' },
    properties: { tags: ['vts-conformance', g.operation] },
  }).initSimple({
    ruleId: g.ruleId,
    shortDescriptionText: g.row?.title ?? `${g.operation}: ${g.title}`,
    fullDescriptionText: g.row?.source ?? `no documented row: what holds for any ${g.operation} request`,
  });

function resultOf(g: TrafficGroup) {
  const result = new SarifResultBuilder({
    partialFingerprints: { 'vtsTrafficGroup/v1': fingerprint(g) },
    properties: {
      operation: g.operation,
      check: g.check,
      pointer: g.pointer,
      exchanges: g.count,
      ...(g.firstAt === undefined ? {} : { firstSeen: g.firstAt, lastSeen: g.lastAt }),
      firstExchange: sourceText(g.example.source),
    },
  }).initSimple({
    level: 'error',
    ruleId: g.ruleId,
    messageText: `${g.operation}: ${faultText(g)} (${countText(g)}; ${seenText(g)}; first in ${sourceText(g.example.source)})`,
  });
  return placed(result, documentPlace(g.operation, g.row?.source));
}

/** The log as text; node-sarif-builder gives each result its rule's index. */
export function auditSarif(groups: TrafficGroup[]): string {
  const violations = groups.filter((g) => g.kind === 'violation');
  const run = new SarifRunBuilder().initSimple({ toolDriverName: 'vts-conformance', toolDriverVersion: HARNESS_VERSION });
  const ruled = new Set<string>();
  for (const g of violations) {
    if (ruled.has(g.ruleId)) continue;
    ruled.add(g.ruleId);
    run.addRule(ruleOf(g));
  }
  for (const g of violations) run.addResult(resultOf(g));
  return logText(run);
}
