// Drift of the contract (npm run contract:diff): a copy of the contract with one required field added to a request,
// one enum value removed and one documented message dropped reports all three as breaking; the contract against itself
// reports nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { contractCommand } from '../../../src/cli/contract.js';
import { contractChanges } from '../../../src/export/diff.js';

const CONTRACT = join(ROOT, 'contract', 'openapi.json');
const scratch = mkdtempSync(join(tmpdir(), 'vts-contract-diff-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Schema = { required: string[]; properties: Record<string, { enum?: string[] }> };
type Doc = {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, { post: { responses: Record<string, { 'x-documented-messages': { text: string }[] }> } }>;
};

/** The contract with authToken's mobileNumber required, its authenticateOnResume without "no", a 400 message gone. */
function changedCopy(): string {
  const doc = JSON.parse(readFileSync(CONTRACT, 'utf8')) as Doc;
  const request = doc.components.schemas['authToken.request'] as Schema;
  request.required.push('mobileNumber');
  (request.properties.authenticateOnResume as { enum: string[] }).enum = ['yes'];
  const messages = doc.paths['/v1/emailBasic']?.post.responses['400']?.['x-documented-messages'] ?? [];
  messages.splice(
    messages.findIndex((m) => m.text === 'Invalid Input'),
    1,
  );
  const file = join(scratch, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
}

describe('npm run contract:diff', () => {
  it('reports a required field added, an enum value removed and a documented message gone as breaking', async () => {
    const changes = await contractChanges(CONTRACT, changedCopy());
    expect(changes.filter((c) => c.impact === 'major').map((c) => [c.where, c.rule])).toEqual([
      ['POST /v1/emailBasic › responses/400', 'documented-message-removed'],
      ['POST /v2/auth/token › requestBody/content/application/json/schema · required', 'required-properties-added'],
      [
        'POST /v2/auth/token › requestBody/content/application/json/schema/properties/authenticateOnResume · enum',
        'enum-values-removed',
      ],
    ]);
  }, 60_000);

  it('finds nothing between the contract and itself', async () => {
    expect(await contractChanges(CONTRACT, CONTRACT)).toEqual([]);
  }, 60_000);

  it('prints each breaking change and exits 1; a missing file is a usage error', async () => {
    const lines: string[] = [];
    expect(await contractCommand(['diff', CONTRACT, changedCopy()], (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(/Breaking changes \(3\):[\s\S]*Enum of `authenticateOnResume` lost values: 'no'/);
    const missing: string[] = [];
    expect(await contractCommand(['diff', join(scratch, 'none.json')], (l) => missing.push(l))).toBe(2);
    expect(missing.join('\n')).toMatch(/cannot read .*none\.json \(ENOENT\)/);
  }, 60_000);
});
