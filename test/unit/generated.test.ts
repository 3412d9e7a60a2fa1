// Every committed file a generator writes is what it writes now, and every rule has its recording and its place in the
// applicable sets: a new row, rule, schema or sandbox fault without `npm run generate` fails here, naming the files.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, recordingsDir } from '../../src/base/paths.js';
import { applicablePath } from '../../src/gate/applicable.js';
import { recordingPath } from '../../src/recording/file.js';
import { allRules } from '../../src/rules/index.js';
import { GENERATORS, staleOf } from '../../scripts/generated.js';

const RUN = 'run `npm run generate` and commit what it lists';
const ids = allRules()
  .map((r) => r.id)
  .sort();

let outputs: { command: string; files: Record<string, string> }[];
beforeAll(async () => {
  outputs = await Promise.all(GENERATORS.map(async (g) => ({ command: g.command, files: await g.files() })));
}, 60_000);

describe('the generated files', () => {
  it('are current: npm run generate writes the committed text, byte for byte', () => {
    const stale = outputs.flatMap(({ command, files }) => staleOf(files).map((line) => `${line} (${command})`));
    expect(stale, `stale generated files: ${RUN}`).toEqual([]);
  });

  it('hold no machine path and no date', () => {
    for (const text of outputs.flatMap((o) => Object.values(o.files))) {
      expect(text).not.toContain(ROOT);
      expect(text).not.toContain(new Date().toISOString().slice(0, 10));
    }
  });

  it('every rule has its recording, and every recording its rule', () => {
    const missing = allRules()
      .filter((r) => !existsSync(recordingPath(recordingsDir(), r.operation, r.id)))
      .map((r) => r.id);
    const recorded = readdirSync(recordingsDir(), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/^.*[\\/]/, '').replace(/\.json$/, ''));
    expect({ missing, unused: recorded.filter((id) => !ids.includes(id)) }, `recordings: ${RUN}`).toEqual({
      missing: [],
      unused: [],
    });
  });

  it.for(['replay', 'sandbox'])('fixtures/baseline/%s.applicable.json holds every rule', (target) =>
    expect((JSON.parse(readFileSync(applicablePath(target), 'utf8')) as { rules: string[] }).rules, RUN).toEqual(ids),
  );

  describe('a stale file is named', () => {
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'vts-generated-'));
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('one edited (M), one missing (A), one current (none)', () => {
      writeFileSync(join(root, 'a.md'), 'old');
      writeFileSync(join(root, 'c.md'), 'same');
      expect(staleOf({ 'a.md': 'new', 'b.md': 'new', 'c.md': 'same' }, root)).toEqual(['M a.md', 'A b.md']);
    });
  });
});
