// Re-recording an unchanged sandbox changes no committed recording (issue 8, item 21): each rule keeps its recorded
// seed, volatile values are stored as fixed stand-ins, each answer its latency bucket however loaded the machine
// (src/recording/latency.ts), and live credentials in the environment (or .env) are not sent to the sandbox.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordingsDir } from '../../src/base/paths.js';
import { runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-rerecord-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const files = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();

/** Sized for a machine loaded many times over: on a quiet one the whole set records in a fraction of it. */
const RECORD_MS = 300_000;

/** The file and its first changed line, so a failure says what moved (a latency bucket, a volatile value, a seed). */
function firstChange(file: string, copy: string): string[] {
  const [before, after] = [recordingsDir(), copy].map((root) => readFileSync(join(root, file), 'utf8').split('\n')) as [
    string[],
    string[],
  ];
  const at = (after.length >= before.length ? after : before).findIndex((_, i) => after[i] !== before[i]);
  return at < 0 ? [] : [`${file}:${at + 1}: ${before[at]?.trim()} → ${after[at]?.trim()}`];
}

describe('npm run record against the unchanged sandbox', () => {
  it(
    'with live-looking credentials in the environment, rewrites every recording byte for byte',
    async () => {
      const copy = join(scratch, 'recordings');
      cpSync(recordingsDir(), copy, { recursive: true });
      const run = await runCli(['record'], {
        VTS_APP_ID: 'live_app_9f3a',
        VTS_APP_KEY: 'live_key_77c1e0',
        VTS_AUTH_URL: 'https://vendor.example/api',
        VTS_RECORDINGS_DIR: copy,
        VTS_REPORTS_DIR: join(scratch, 'reports'),
      });
      expect(run.code, run.output).toBe(0);
      expect(files(copy)).toEqual(files(recordingsDir()));
      const changed = files(copy).flatMap((f) => firstChange(f, copy));
      expect(changed).toEqual([]);
    },
    RECORD_MS,
  );
});
