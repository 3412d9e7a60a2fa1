// explore.sarif: valid against the SARIF 2.1.0 schema, a rule per property, a result per finding, at the documented
// rule the shrunk request goes against or the operation's section, and none of what the vendor answered.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Log } from 'sarif';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../src/base/paths.js';
import { PROPERTIES } from '../../../../src/explore/types.js';
import { exploreSarif } from '../../../../src/output/explore/sarif.js';
import { sarifSchemaErrors } from '../sarif/sarif-schema.js';
import { finding, findingRun } from './runs.js';

const spec = readFileSync(join(ROOT, 'spec', 'verification-and-token-services.md'), 'utf8').split('\n');
const refused = finding('invalid-input-accepted', 'authToken', 'body:expiry', 'maximum+1', '200 to expiry 86401', 6);
refused.probe.because = 'authToken.expiry.above-max';
const run = findingRun();
run.findings.push(refused);
const text = exploreSarif(run, ROOT);
const log = JSON.parse(text) as Log;
const results = log.runs[0]?.results ?? [];

describe('explore.sarif', () => {
  it('passes the SARIF 2.1.0 JSON Schema, a rule per property', () => {
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0]?.tool.driver.rules?.map((r) => r.id)).toEqual(PROPERTIES.map((p) => `explore.${p}`));
  });

  it('gives a result per finding, a warning unless findings gate', () => {
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([
      ['explore.documented-status', 'warning'],
      ['explore.not-a-server-error', 'warning'],
      ['explore.not-a-server-error', 'warning'],
      ['explore.not-a-server-error', 'warning'],
      ['explore.invalid-input-accepted', 'warning'],
    ]);
    const gating = JSON.parse(exploreSarif({ ...run, gates: true }, ROOT)) as Log;
    expect(new Set(gating.runs[0]?.results?.map((r) => r.level))).toEqual(new Set(['error']));
  });

  it('says the property, the operation, the field and keyword, and the rule the request goes against', () =>
    expect(results.at(-1)?.message.text).toBe(
      'authToken: Invalid input accepted at body:expiry (maximum+1), against authToken.expiry.above-max',
    ));

  it('puts a finding on the rule it goes against, else on the operation’s section', () => {
    const lines = results.map((r) => spec[(r.locations?.[0]?.physicalLocation?.region?.startLine ?? 0) - 1]);
    expect(lines[0]).toBe('### Email risk and domain verification');
    // authToken.expiry.above-max cites the document's Limits.
    expect(lines.at(-1)).toBe('## Limits');
  });

  it('holds none of the details or excerpts, which quote the vendor', () => {
    for (const f of run.findings) for (const quoted of [f.detail, f.response, f.request]) expect(text).not.toContain(quoted);
    expect(text).not.toContain('boom');
  });
});
