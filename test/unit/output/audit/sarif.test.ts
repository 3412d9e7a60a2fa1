// audit.sarif: SARIF 2.1.0 as GitHub code scanning reads it (valid against its schema), a rule per rule id, a result per
// violation group located at the documents' section.
import { describe, expect, it } from 'vitest';
import { sarifSchemaErrors } from '../sarif/sarif-schema.js';
import { audited, MIXED, recurring } from './records.js';

interface Sarif {
  version: string;
  $schema: string;
  runs: {
    tool: {
      driver: {
        name: string;
        version: string;
        rules: { id: string; shortDescription: { text: string }; fullDescription: { text: string } }[];
      };
    };
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
    }[];
  }[];
}

const sarifOf = async (records: Parameters<typeof audited>[0]) =>
  JSON.parse((await audited(records)).read('audit.sarif')) as Sarif;

describe('audit.sarif', () => {
  it('has what SARIF 2.1.0 requires: version, runs, a tool driver with a name, results with a message', async () => {
    const sarif = await sarifOf(MIXED);
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(sarif.runs).toHaveLength(1);
    const [run] = sarif.runs;
    expect(run!.tool.driver).toMatchObject({ name: 'vts-conformance', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    for (const result of run!.results) {
      expect(result.message.text).not.toBe('');
      expect(run!.tool.driver.rules[result.ruleIndex]?.id).toBe(result.ruleId);
      expect(result.locations[0]!.physicalLocation.region.startLine).toBeGreaterThan(0);
    }
  });

  it('gives a rule per rule id: the row’s, or <operation>.<check> without one', async () => {
    const { rules } = (await sarifOf(MIXED)).runs[0]!.tool.driver;
    expect(rules).toEqual([
      expect.objectContaining({
        id: 'authToken.expiry.above-max',
        shortDescription: { text: 'expiry 86401 is rejected' },
        fullDescription: { text: 'verification-and-token-services.md › Errors › Current token operation' },
      }),
      expect.objectContaining({ id: 'emailBasic.schema', shortDescription: { text: 'emailBasic: Response violates schema' } }),
    ]);
  });

  it('locates a result at the row’s section heading, else at the operation’s own section; a harness error is no result', async () => {
    const { results } = (await sarifOf(MIXED)).runs[0]!;
    expect(
      results.map((r) => [
        r.ruleId,
        r.level,
        r.locations[0]!.physicalLocation.artifactLocation.uri,
        r.locations[0]!.physicalLocation.region.startLine,
      ]),
    ).toEqual([
      // "### Current token operation" and "### Email risk and domain verification" (Endpoints) of the document.
      ['authToken.expiry.above-max', 'error', 'spec/verification-and-token-services.md', 321],
      ['emailBasic.schema', 'error', 'spec/verification-and-token-services.md', 250],
    ]);
  });

  it('gives one result for 100,000 exchanges of one fault, its message saying how many and when', async () => {
    const { results } = (await sarifOf(recurring(100_000))).runs[0]!;
    expect(results).toHaveLength(1);
    expect(results[0]!.message.text).toBe(
      'authToken: Wrong message at /message — received a string of 12 characters, documented expiry must be less than or ' +
        'equal to 86400 (100000 exchanges; first seen 2024-05-01T10:00:00.000Z, last seen 2024-05-01T10:59:00.000Z; first in traffic.har:0)',
    );
  });
});
