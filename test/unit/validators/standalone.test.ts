// The validators Ajv's standalone code gives (src/validators/standalone.ts) answer as the compiled ones do: the same
// verdict and the same errors, for every recorded body against every schema of its status (most are another
// operation's: errors aplenty), every recording file against the harness's schema, and a few bodies of the wrong shape.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingsDir } from '../../../src/base/paths.js';
import { interactionsOf, type RecordingFile } from '../../../src/recording/file.js';
import { allSchemaIds, ensureStandaloneValidators, validatorsForTest } from '../../../src/validators/registry.js';
import { readStandalone } from '../../../src/validators/standalone.js';

const recordings: RecordingFile[] = readdirSync(recordingsDir(), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(recordingsDir(), f), 'utf8')) as RecordingFile);

const statusOf = (id: string) => Number(/\/(\d{3})(\.[a-z0-9-]+)?\.schema\.json$/.exec(id)?.[1] ?? NaN);
const ODD = [{}, [], null, 'text', 0, { status: 'success', result: [{ details: 7 }] }];

function sameAnswer(id: string, bodies: unknown[]): number {
  const { generated, compiled } = validatorsForTest(id);
  if (generated === undefined || compiled === undefined)
    throw new Error(`no ${generated ? 'compiled' : 'generated'} validator for ${id}`);
  let errors = 0;
  for (const body of bodies) {
    const a = generated(body);
    const b = compiled(body);
    expect(a, `${id} verdict`).toBe(b);
    expect(generated.errors ?? null, `${id} errors`).toEqual(compiled.errors ?? null);
    errors += compiled.errors?.length ?? 0;
  }
  return errors;
}

describe("Ajv's standalone validators", () => {
  beforeAll(() => {
    expect(ensureStandaloneValidators()).toBeDefined();
  });

  it('exist for every schema and answer every recorded body of its status as the compiled one does', () => {
    const bodies = new Map<number, unknown[]>();
    for (const it of recordings.flatMap(interactionsOf)) bodies.set(it.status, [...(bodies.get(it.status) ?? []), it.response]);
    let errors = 0;
    for (const id of allSchemaIds().filter((i) => !i.startsWith('harness/') && !i.startsWith('common/')))
      errors += sameAnswer(id, [...(bodies.get(statusOf(id)) ?? []), ...ODD]);
    // A comparison of empty error lists would hold nothing: the bodies must have broken many rules.
    expect(errors).toBeGreaterThan(1000);
  });

  it('answer the recording files and odd values against the harness’s schemas as the compiled ones do', () => {
    for (const id of allSchemaIds().filter((i) => i.startsWith('harness/') || i.startsWith('common/')))
      sameAnswer(id, [...recordings, ...ODD]);
  });
});

describe('a validators module that does not load', () => {
  it('is not used, and is removed so that the next global setup writes it again (which only checks it exists)', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'vts-standalone-')), 'validators-damaged.cjs');
    writeFileSync(path, '"use strict";exports["authToken/200.schema.json"] = function validate(');
    expect(readStandalone(path)).toBeUndefined();
    expect(existsSync(path)).toBe(false);
  });
});
