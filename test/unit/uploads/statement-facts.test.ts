// Where a statement's facts come from (issue 17, item 1): the committed manifest, held to the same schema as a team's
// facts file; a facts file beside a team's own statement; the example of docs/statement-facts.md. And what the oracles
// see of what was sent: a form's files with their facts, or the statements a parse sent by URL.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInput } from '../../../src/uploads/files.js';
import { committedStatement, FACTS_SCHEMA, factsOfFile, STATEMENTS_DIR } from '../../../src/uploads/statement-facts.js';
import { sentOf } from '../../../src/oracles/sent.js';
import { ROOT } from '../../../src/base/paths.js';
import { validateAgainst } from '../../../src/validators/registry.js';
import type { Exchange, SentRequest } from '../../../src/model/types.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-facts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const manifest = JSON.parse(readFileSync(join(STATEMENTS_DIR, 'manifest.json'), 'utf8')) as { files: { name: string }[] };

/** A team's statement: the committed one-month statement under another name, in a folder of its own. */
function teamStatement(name: string, facts?: unknown): string {
  const path = join(scratch, name);
  copyFileSync(join(STATEMENTS_DIR, 'statement-1-month.pdf'), path);
  if (facts !== undefined) writeFileSync(`${path}.facts.json`, typeof facts === 'string' ? facts : JSON.stringify(facts));
  return path;
}

describe('the facts of the committed statements', () => {
  it.for(manifest.files.map((f) => f.name))('%s: its manifest entry is a facts file by the schema', (name) =>
    expect(validateAgainst(FACTS_SCHEMA, committedStatement(name))).toEqual([]),
  );

  it('are found by a file’s bytes whatever its name, and by the name a parse’s URL ends with', () => {
    const file = readInput(teamStatement('renamed.pdf'));
    expect(file.facts?.facts?.transactionsCount).toBe(15);
    expect(file.facts?.from).toBe('statement-1-month.pdf (fixtures/inputs/statements/manifest.json)');
    expect(committedStatement('statement-3-months.pdf')?.months).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('are not looked for in an image', () =>
    expect(readInput(join(ROOT, 'fixtures', 'inputs', 'selfie-a.jpg')).facts).toBeUndefined());
});

describe("a team's facts file beside its statement", () => {
  it('gives the facts, and wins over the committed entry of the same bytes', () => {
    const path = teamStatement('acme.pdf', { pages: 1, facts: { transactionsCount: 16 } });
    expect(factsOfFile(path, readFileSync(path))).toMatchObject({
      pages: 1,
      facts: { transactionsCount: 16 },
      from: 'acme.pdf.facts.json',
    });
  });

  it('that is not JSON, or not of the schema, stops with its name and the fix', () => {
    const broken = teamStatement('broken.pdf', '{"pages": 1,');
    expect(() => factsOfFile(broken, readFileSync(broken))).toThrow(
      /broken\.pdf\.facts\.json is not a readable JSON facts file .*fix it or remove it/,
    );
    const wrong = teamStatement('wrong.pdf', { pages: 0, months: ['2026-13'] });
    expect(() => factsOfFile(wrong, readFileSync(wrong))).toThrow(
      /wrong\.pdf\.facts\.json does not match schemas\/harness\/statement-facts\.schema\.json: \/pages must be >= 1; \/months\/0 must match pattern/,
    );
  });

  it('that names other bytes by its sha256 stops, naming the fix', () => {
    const other = teamStatement('other.pdf', { sha256: '0'.repeat(64), pages: 1 });
    expect(() => factsOfFile(other, readFileSync(other))).toThrow(
      /gives the facts of a file with sha256 0{64}, not of the statement beside it/,
    );
  });

  it('docs/statement-facts.md: its example is a facts file by the schema', () => {
    const page = readFileSync(join(ROOT, 'docs', 'statement-facts.md'), 'utf8');
    const example = /### Example: `acme-2026-q1\.pdf\.facts\.json`\n\n```json\n([\s\S]*?)\n```/.exec(page)?.[1];
    expect(example).toBeDefined();
    expect(validateAgainst(FACTS_SCHEMA, JSON.parse(example ?? ''))).toEqual([]);
  });
});

describe('what the oracles see of what was sent', () => {
  const request = (body: SentRequest['body']): SentRequest => ({
    method: 'POST',
    host: 'usa_engine_url',
    base: 'https://vendor.example',
    path: '/v1/x',
    headers: {},
    ...(body ? { body } : {}),
  });

  it("a form's files, with the facts their bytes have", () => {
    const file = readInput(join(STATEMENTS_DIR, 'statement-3-months.pdf'));
    const sent = sentOf(
      request({
        kind: 'multipart',
        parts: [
          { name: 'pdf', ...file },
          { name: 'password', value: 'x' },
        ],
      }),
      {
        steps: [],
        events: [],
      },
    );
    expect(sent.statements.map((s) => [s.name, s.known?.pages])).toEqual([['statement-3-months.pdf', 3]]);
  });

  it("the latest parse's statements by URL, their committed facts by file name, and its fields", () => {
    const parse = (files: string[]) => ({
      request: request({
        kind: 'json',
        value: {
          contractId: 'C-1',
          bankStatementFiles: files.map((f, i) => ({
            statementUrl: `https://files.example/s/${encodeURIComponent(f)}`,
            statementId: `s${i}`,
          })),
        },
      }),
      attempts: [],
    });
    const exchange: Exchange = {
      steps: [
        parse(['month-2025-11.pdf']),
        parse(['month-2025-12.pdf', 'not listed.pdf']),
        { request: request({ kind: 'json', value: {} }), attempts: [] },
      ],
      events: [],
    };
    const sent = sentOf(request({ kind: 'json', value: {} }), exchange);
    expect(sent.statements.map((s) => [s.name, s.statementId, s.known?.months])).toEqual([
      ['month-2025-12.pdf', 's0', ['2025-12']],
      ['not listed.pdf', 's1', undefined],
    ]);
    expect(sent.parse?.contractId).toBe('C-1');
  });
});
