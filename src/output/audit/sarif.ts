// audit.sarif: the violation groups as SARIF 2.1.0, which GitHub code scanning reads. A rule per rule id found (the
// row's, else `<operation>.<check>`), a result per group, located at the section of the vendor's document that
// documents it. Harness errors, vendor faults and infra are not the vendor breaking its documents: the console, JUnit
// and Allure report them, SARIF does not.
import { createHash } from 'node:crypto';
import { HARNESS_VERSION } from '../../base/version.js';
import { countText, faultText, seenText, sourceText } from './group-text.js';
import type { TrafficGroup } from './groups.js';
import { documentPlace } from '../sarif/document-place.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

const fingerprint = (g: TrafficGroup) =>
  createHash('sha256').update([g.operation, g.ruleId, g.check, g.title, g.pointer].join('\u0000')).digest('hex');

function ruleOf(g: TrafficGroup) {
  const place = g.row?.source ?? `no documented row: what holds for any ${g.operation} request`;
  return {
    id: g.ruleId,
    shortDescription: { text: g.row?.title ?? `${g.operation}: ${g.title}` },
    fullDescription: { text: place },
    defaultConfiguration: { level: 'error' },
    properties: { tags: ['vts-conformance', g.operation] },
  };
}

function resultOf(g: TrafficGroup, ruleIndex: number) {
  const { uri, line } = documentPlace(g.operation, g.row?.source);
  return {
    ruleId: g.ruleId,
    ruleIndex,
    level: 'error',
    message: {
      text: `${g.operation}: ${faultText(g)} (${countText(g)}; ${seenText(g)}; first in ${sourceText(g.example.source)})`,
    },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
    partialFingerprints: { 'vtsTrafficGroup/v1': fingerprint(g) },
    properties: {
      operation: g.operation,
      check: g.check,
      pointer: g.pointer,
      exchanges: g.count,
      ...(g.firstAt === undefined ? {} : { firstSeen: g.firstAt, lastSeen: g.lastAt }),
      firstExchange: sourceText(g.example.source),
    },
  };
}

export function auditSarif(groups: TrafficGroup[]): object {
  const violations = groups.filter((g) => g.kind === 'violation');
  const index = new Map<string, number>();
  const rules: ReturnType<typeof ruleOf>[] = [];
  for (const g of violations) if (!index.has(g.ruleId)) index.set(g.ruleId, rules.push(ruleOf(g)) - 1);
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'vts-conformance', version: HARNESS_VERSION, rules } },
        results: violations.map((g) => resultOf(g, index.get(g.ruleId) ?? 0)),
      },
    ],
  };
}
