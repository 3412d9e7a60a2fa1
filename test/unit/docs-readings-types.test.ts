// Issue 36, item 10: one reading per sentence. statusCode is pinned by its line or left open through the one shared
// part, and docs/readings.md lists which, with the amounts whose sign is not shown, as the code holds them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { allSchemaIds, schemaOf } from '../../src/validators/registry.js';
import { statusCodeType } from '../../src/validators/status-code-type.js';
import { typesAndSignsTable } from './readings-types.js';

const envelopes = allSchemaIds().filter((id) => /^[A-Za-z]+\/\d{3}(\.[a-z0-9-]+)?\.schema\.json$/.test(id));

describe('where a document pins a type or a sign', () => {
  it('every envelope that names statusCode pins its type or takes the shared unpinned part', () => {
    const loose = envelopes.filter((id) => {
      const own = (schemaOf(id)?.properties as Record<string, unknown> | undefined)?.statusCode;
      return own !== undefined && statusCodeType(id) === undefined;
    });
    expect(loose).toEqual([]);
  });

  it('the synchronous analysis errors leave statusCode open, as the parse 400 does; its 200 pins an integer', () => {
    expect(['400', '500'].map((s) => statusCodeType(`bankStatementAnalysis/${s}.schema.json`))).toEqual(['unpinned', 'unpinned']);
    expect(statusCodeType('parseBankStatement/400.schema.json')).toBe('unpinned');
    expect(statusCodeType('bankStatementAnalysis/200.schema.json')).toBe('integer');
  });

  it('docs/readings.md lists them as the schemas and the sign table hold them', () => {
    const page = readFileSync(join(ROOT, 'docs/readings.md'), 'utf8');
    expect(page, `paste into docs/readings.md:\n${typesAndSignsTable()}`).toContain(typesAndSignsTable());
  });
});
