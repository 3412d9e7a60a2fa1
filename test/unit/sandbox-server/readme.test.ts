// sandbox/README.md lists what the sandbox's code holds, and DESIGN.md §8 wants such a page generated from the code or
// held to it: the fault catalogue, the test values, the known images and the statement files are generated (that they
// are current is test/unit/generated.test.ts's); the tables of operations, limits, readings, changes and profiles are
// held to the code row by row.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGES } from '../../../sandbox/changes.js';
import { MAX_FIELD_NAME_CHARS, MAX_ID_CHARS, MAX_TEXT_CHARS } from '../../../sandbox/body.js';
import { FAULTS } from '../../../sandbox/faults.js';
import { matchFace } from '../../../sandbox/operations/matchFace.js';
import { OPERATIONS } from '../../../sandbox/operations/index.js';
import { PROFILES } from '../../../sandbox/profiles.js';
import { READINGS } from '../../../sandbox/readings.js';
import { REQUEST_TIMEOUT_MS } from '../../../sandbox/server.js';
import { README } from '../../../scripts/docs/sandbox-readme.js';

const page = () => readFileSync(README, 'utf8');

/** The cells of each row of the first table whose header starts with the cells `first`, the header and its rule left out. */
function tableRows(text: string, ...first: string[]): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^\\|\\s*${first.join('\\s*\\|\\s*')}\\s*\\|`).test(l));
  if (start < 0) throw new Error(`sandbox/README.md has no table headed "${first.join(' | ')}"`);
  const rows: string[][] = [];
  for (let i = start + 2; lines[i]?.startsWith('|'); i++)
    rows.push(
      (lines[i] ?? '')
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
  return rows;
}
const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe('sandbox/README.md', () => {
  it('lists every operation the sandbox serves, at its path (sandbox/operations/index.ts)', () => {
    const rows = tableRows(page(), 'operation id');
    expect(rows.map((r) => r[0])).toEqual(OPERATIONS.map((o) => `\`${o.id}\``));
    for (const operation of OPERATIONS) {
      const row = rows.find((r) => r[0] === `\`${operation.id}\``);
      expect(row?.[1], operation.id).toContain(`POST ${operation.path.replace('{region}', '<region>')}`);
    }
  });

  it("gives the limits the sandbox's code sets (sandbox/body.ts, sandbox/server.ts, matchFace's part size)", () => {
    const limits = tableRows(page(), 'what', 'limit').map((r) => r[1] ?? '');
    const named = (constant: string) => limits.find((l) => l.includes(`\`${constant}\``));
    const thousands = (n: number) => n.toLocaleString('en-US');
    expect({
      MAX_ID_CHARS: named('MAX_ID_CHARS'),
      MAX_TEXT_CHARS: named('MAX_TEXT_CHARS'),
      MAX_FIELD_NAME_CHARS: named('MAX_FIELD_NAME_CHARS'),
      REQUEST_TIMEOUT_MS: named('REQUEST_TIMEOUT_MS'),
      matchFace: limits.find((l) => l.includes('matchFace:')),
    }).toEqual({
      MAX_ID_CHARS: expect.stringMatching(new RegExp(`^${thousands(MAX_ID_CHARS)} characters`)),
      MAX_TEXT_CHARS: expect.stringMatching(new RegExp(`^${thousands(MAX_TEXT_CHARS)} characters`)),
      MAX_FIELD_NAME_CHARS: expect.stringMatching(new RegExp(`^${thousands(MAX_FIELD_NAME_CHARS)} characters`)),
      REQUEST_TIMEOUT_MS: expect.stringMatching(new RegExp(`^${REQUEST_TIMEOUT_MS / 1000} s`)),
      matchFace: expect.stringContaining(
        `matchFace: ${thousands(matchFace.accepts.kind === 'multipart' ? matchFace.accepts.maxPartBytes : 0)} bytes`,
      ),
    });
  });

  it('lists every reading of sandbox/readings.ts, and no other', () =>
    expect(
      tableRows(page(), 'reading')
        .map((r) => r[0])
        .sort(),
    ).toEqual(READINGS.map((r) => `\`${r.id}\``).sort()));

  it('lists every change of sandbox/changes.ts with its drift class, and no other', () =>
    expect(tableRows(page(), 'change').map((r) => [r[0], r[1]])).toEqual(CHANGES.map((c) => [`\`${c.id}\``, c.drift])));

  it('lists every vendor-upgrade profile of sandbox/profiles.ts with exactly its faults and changes', () => {
    const faultIds = new Set(FAULTS.map((f) => f.id));
    const rows = tableRows(page(), 'profile');
    expect(
      rows.map((r) => ({
        id: r[0],
        faults: codeSpans(r[1] ?? '').filter((s) => s !== undefined && faultIds.has(s)),
        changes: codeSpans(r[2] ?? ''),
      })),
    ).toEqual(PROFILES.map((p) => ({ id: `\`${p.id}\``, faults: [...p.faults], changes: [...p.changes] })));
  });
});

describe('docs/readings.md', () => {
  it('describes every other reading the sandbox can give (sandbox/readings.ts)', () => {
    const readings = readFileSync(new URL('../../../docs/readings.md', import.meta.url), 'utf8');
    expect(READINGS.map((r) => r.id).filter((id) => !readings.includes(`| \`${id}\` |`))).toEqual([]);
  });
});
