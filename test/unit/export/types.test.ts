// contract/types.d.ts compiles on its own, strictly and without skipLibCheck (which `npm run typecheck` sets, so a
// declaration file's own errors would go unseen there); types-use.ts types recorded answers with it, and those answers
// are the recordings' own.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { recordedBodies } from '../../../src/export/recorded.js';
import { RECORDED } from './types-use.js';

const HERE = join(ROOT, 'test', 'unit', 'export');

const diagnosticsOf = (files: string[]): string[] => {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
};

describe('contract/types.d.ts', () => {
  it('compiles strictly, declarations included, and types the recorded answers of types-use.ts', () => {
    expect(diagnosticsOf([join(ROOT, 'contract', 'types.d.ts'), join(HERE, 'types-use.ts')])).toEqual([]);
  }, 60_000);

  it('refuses the answers types-use.ts expects it to refuse (its @ts-expect-error lines taken out)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vts-contract-types-'));
    try {
      const use = readFileSync(join(HERE, 'types-use.ts'), 'utf8')
        .replace('../../../contract/types.js', join(ROOT, 'contract', 'types.js'))
        .replace(/^\/\/ @ts-expect-error.*\n/gm, '');
      writeFileSync(join(dir, 'types-use.ts'), use);
      const said = diagnosticsOf([join(dir, 'types-use.ts')]).join('\n');
      expect(said).toMatch(/'result' is missing/);
      expect(said).toMatch(/"maybe"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.for(Object.entries(RECORDED))('types-use.ts holds %s’s recorded answer', ([ruleId, { status, body }]) => {
    const recorded = recordedBodies().filter((b) => b.ruleId === ruleId && b.status === status);
    expect(recorded.map((b) => b.body)).toContainEqual(body);
  });
});
