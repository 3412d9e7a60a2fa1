// What every SARIF file of the harness shares: the schema it names, a result placed on a whole line, and the log of one
// run as text (node-sarif-builder fills in each result's rule and artifact indexes).
import { SarifBuilder, type SarifResultBuilder, type SarifRunBuilder } from 'node-sarif-builder';
import type { DocumentPlace } from './document-place.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** The result on the place's whole line: initSimple's startLine would make an empty region at the first column. */
export function placed(result: SarifResultBuilder, { uri, line }: DocumentPlace): SarifResultBuilder {
  result.setLocationArtifactUri({ uri });
  result.setLocationRegion({ startLine: line });
  return result;
}

export function logText(run: SarifRunBuilder): string {
  const log = new SarifBuilder({ $schema: SARIF_SCHEMA });
  log.addRun(run);
  return `${log.buildSarifJsonString({ indent: true })}\n`;
}
