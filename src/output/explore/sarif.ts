// explore.sarif: the exploration's findings as SARIF 2.1.0, beside conformance.sarif: a rule per property, a result per
// finding, on the line of the documented rule its shrunk request goes against, else of the operation's own section.
// A message holds the property, the operation and the field and keyword moved: never the detail nor the excerpts, which
// quote what the vendor sent.
import { SarifResultBuilder, SarifRuleBuilder, SarifRunBuilder } from 'node-sarif-builder';
import { HARNESS_VERSION } from '../../base/version.js';
import { PROPERTIES, PROPERTY_TITLES, type ExploreRun, type Finding } from '../../explore/types.js';
import { allRules } from '../../rules/index.js';
import { documentPlace, rulePlace } from '../sarif/document-place.js';
import { logText, placed } from '../sarif/log.js';

export const EXPLORE_SARIF_FILE = 'explore.sarif';

const ruleId = (f: Pick<Finding, 'property'>) => `explore.${f.property}`;

function resultOf(f: Finding, gates: boolean, from: string) {
  // `because` names one rule where the documents refuse the change; several, or words, where they accept it.
  const rule = allRules().find((r) => r.id === f.probe.because);
  const result = new SarifResultBuilder({
    partialFingerprints: { 'vtsExplore/v1': [f.operation, f.property, f.field, f.keyword].join(' ') },
    properties: { operation: f.operation, field: f.field, keyword: f.keyword, reproduce: f.reproduce },
  }).initSimple({
    // A finding gates only with --gate-explore: otherwise it is shown, as a warning, and fails nothing.
    level: gates ? 'error' : 'warning',
    ruleId: ruleId(f),
    messageText: `${f.operation}: ${PROPERTY_TITLES[f.property]} at ${f.field} (${f.keyword})${rule ? `, against ${rule.id}` : ''}`,
  });
  return placed(result, rule ? rulePlace(rule, from) : documentPlace(f.operation, undefined, from));
}

export function exploreSarif(run: ExploreRun, from = process.cwd()): string {
  const sarif = new SarifRunBuilder({ automationDetails: { id: `vts-explore/${run.target}/` } }).initSimple({
    toolDriverName: 'vts-conformance',
    toolDriverVersion: HARNESS_VERSION,
  });
  for (const property of PROPERTIES)
    sarif.addRule(
      new SarifRuleBuilder({ properties: { tags: ['vts-conformance', 'explore'] } }).initSimple({
        ruleId: ruleId({ property }),
        shortDescriptionText: PROPERTY_TITLES[property],
      }),
    );
  for (const f of run.findings) sarif.addResult(resultOf(f, run.gates, from));
  return logText(sarif);
}
