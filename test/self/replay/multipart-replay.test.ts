// A recorded form replays under the new boundary every send has, and a form that changed by one byte of one file is
// told apart, the part named: the replay gate cannot pass a case whose upload is not the one recorded.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INPUTS_DIR } from '../../../src/uploads/files.js';
import { ROOT } from '../../../src/base/paths.js';
import { allRules } from '../../../src/rules/index.js';
import { runRules } from '../../../src/case/run.js';
import { replayTarget } from '../../../src/targets/replay.js';

const RULE = 'signatureMatching.request.same-signer';
const rule = allRules().find((r) => r.id === RULE);
const scratch = mkdtempSync(join(tmpdir(), 'vts-multipart-replay-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function replayWith(recordingsDir: string) {
  if (rule === undefined) throw new Error(`no rule ${RULE}`);
  process.env.VTS_RECORDINGS_DIR = recordingsDir;
  try {
    const { results } = await runRules({ rules: [rule], target: replayTarget(), seed: 1 });
    return results[0];
  } finally {
    delete process.env.VTS_RECORDINGS_DIR;
  }
}

describe('multipart replay', () => {
  it('matches the recorded form sent again under a fresh boundary', async () => {
    expect(await replayWith(join(ROOT, 'fixtures', 'recordings'))).toMatchObject({ verdict: 'pass' });
  });

  it('names the part when one byte of one file changed', async () => {
    // The same file name, one byte flipped in the middle, given to the case through its recorded test data.
    const bytes = readFileSync(join(INPUTS_DIR, 'signature-a.png'));
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0x01, middle);
    mkdirSync(join(scratch, 'changed'));
    const changed = join(scratch, 'changed', 'signature-a.png');
    writeFileSync(changed, bytes);
    cpSync(join(ROOT, 'fixtures', 'recordings', 'signatureMatching'), join(scratch, 'signatureMatching'), { recursive: true });
    const file = join(scratch, 'signatureMatching', `${RULE}.json`);
    const recording = JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, string> };
    recording.data.signatureImage = changed;
    writeFileSync(file, JSON.stringify(recording));

    const result = await replayWith(scratch);
    expect(result?.verdict).toBe('harness-error');
    expect(result?.reason).toContain('first difference at body part 1 "image1": sha256');
    expect(result?.reason).toContain(`npm run record -- --rule ${RULE}`);
  });
});
