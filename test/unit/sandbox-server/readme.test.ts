// sandbox/README.md lists what the sandbox's code holds, and DESIGN.md §8 wants such a page generated from the code or
// held to it: the fault catalogue, the test values, the known images and the statement files are generated (that they
// are current is test/unit/generated.test.ts's); the tables of limits, readings, changes and profiles are
// held to the code row by row.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGES } from '../../../sandbox/changes.js';
import { MAX_FIELD_NAME_CHARS, MAX_ID_CHARS, MAX_TEXT_CHARS } from '../../../sandbox/body.js';
import { activateFaults, FAULTS } from '../../../sandbox/faults.js';
import { EXPLORE_FAULTS } from '../../../sandbox/faults/explore.js';
import { FACE_MATCH_REGIONS, matchFace } from '../../../sandbox/operations/matchFace.js';
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
const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
/** Whether the sandbox takes `id` as a fault to switch on, as it does from `--faults`. */
const tryFault = (id: string) => {
  try {
    return activateFaults([id]) !== undefined;
  } catch {
    return false;
  }
};

describe('sandbox/README.md', () => {
  it('sends a reader to the operations the sandbox serves, with the regions matchFace answers in', () => {
    expect(page()).toContain('(`sandbox/operations/index.ts`; matchFace at\n`/<region>/v1/matchFace` for');
    const regions = /`\/<region>\/v1\/matchFace` for ([^)]*)\)/.exec(page())?.[1];
    expect(codeSpans(regions ?? '')).toEqual([...FACE_MATCH_REGIONS]);
  });

  it('lists each fault by the id --faults and VTS_SANDBOX_FAULTS take, every fault once', () => {
    const ids = (block: string) =>
      page()
        .slice(page().indexOf(`${block}: generated`), page().indexOf(`end of the ${block}`))
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .flatMap((line) => codeSpans(line.slice(0, line.indexOf(':'))));
    const listed = [...ids('fault catalogue'), ...ids('exploration faults')];
    expect(listed.filter((id) => !tryFault(id))).toEqual([]);
    expect(listed.sort()).toEqual([...FAULTS, ...EXPLORE_FAULTS].map((f) => f.id).sort());
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
