// `vts proxy --record`: rules run against the sandbox through the proxy, each exchange judged by audit's session and
// handed with its record to the recorder; the recordings it writes hold no credential and replay to the live verdicts.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../src/audit/match.js';
import { auditSession } from '../../src/audit/session.js';
import { testValues } from '../../src/audit/test-values.js';
import type { CapturedExchange } from '../../src/capture/types.js';
import { runRules } from '../../src/case/run.js';
import { HOSTS, type HostPlaceholder, REGIONS } from '../../src/model/operations.js';
import type { CaseResult } from '../../src/model/types.js';
import { type RunningProxy, startProxy } from '../../src/proxy/proxy.js';
import { proxyRecorder } from '../../src/proxy/record.js';
import { recordingPath } from '../../src/recording/file.js';
import { replayTarget } from '../../src/targets/replay.js';
import { ruleOf, runOnSandbox } from './sandbox-run.js';

const SANDBOX = JSON.parse(readFileSync('fixtures/targets/sandbox.json', 'utf8')).data as Record<string, string>;
const CREDENTIALS = [SANDBOX.appId as string, SANDBOX.appKey as string];
/** Rules whose traffic audit reads as their own row: each is recorded. */
const RECORDED = [
  'emailBasic.request.deliverable',
  'emailBasic.email.missing',
  'authToken.request.valid',
  'authToken.workflowId.missing',
];
/** Rules whose traffic audit reads as another row of the same changes (a wrong key as missing credentials, expiry 86400
 * as expiry 1): that rule sends another request, so its replay could not match, and nothing is written. */
const UNLIKE = ['emailBasic.credentials.wrong', 'authToken.expiry.max'];
const dir = mkdtempSync(join(tmpdir(), 'vts-proxy-record-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `ids` through a proxy in front of the sandbox, recording as `vts proxy --record` does; the live results and
 * the recorder's end line. */
async function recordedThroughProxy(ids: string[], faults: string[]) {
  // The environment's credentials, as the command gives them.
  const recorder = proxyRecorder(dir, CREDENTIALS);
  let judging: CapturedExchange | undefined;
  const audited: Record<string, string> = {};
  let upstream = '';
  let proxy: RunningProxy | undefined;
  let session: ReturnType<typeof auditSession> | undefined;
  const live = await runOnSandbox(ids, {
    faults,
    via: async (base) => {
      upstream = base;
      session = auditSession({
        servers: [server(upstream), ...REGIONS.map((r) => server(`${upstream}/${r}`))],
        // The environment's credentials, as the command's audit knows them: an accepting row is told only with them.
        values: testValues([SANDBOX], { appId: SANDBOX.appId as string, appKey: SANDBOX.appKey as string }),
        secrets: CREDENTIALS,
        onRecord: (r) => {
          if (r.row) audited[r.row.ruleId] ??= r.verdict;
          if (judging) recorder.add(judging, r);
        },
      });
      const upstreams = Object.fromEntries(
        (Object.keys(HOSTS) as HostPlaceholder[]).map((h) => [h, h === 'region_url' ? `${base}/{region}` : base]),
      );
      proxy = await startProxy({
        upstreams,
        onExchange: (e) => {
          judging = e;
          session?.add(e);
          judging = undefined;
        },
      });
      const urls = proxy.urls as Record<string, string>;
      return (host, region) => (host === 'region_url' ? (urls[`region_url:${region}`] as string) : (urls[host] as string));
    },
  });
  await proxy?.close();
  return { live, audited, summary: recorder.summary() };
}

const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((f) => join(root, f))
    .filter((f) => f.endsWith('.json'));

describe('vts proxy --record', () => {
  let live: CaseResult[];
  let summary: string;
  let audited: Record<string, string>;
  beforeAll(async () => {
    // A fault, so the team's answer replayed is its own: one row's recording holds a violation.
    ({ live, audited, summary } = await recordedThroughProxy([...RECORDED, ...UNLIKE], ['emailBasic-missing-message-reworded']));
  }, 120_000);

  it('writes one recording per documented row and says so', () => {
    expect(summary).toMatch(
      /^proxy: recorded 4 rules in .+; 0 exchanges had no documented row; 2 not recorded \(2 a request unlike its rule's\)$/,
    );
    for (const id of RECORDED) expect(existsSync(recordingPath(dir, ruleOf(id).operation, id)), id).toBe(true);
    expect(filesUnder(dir)).toHaveLength(RECORDED.length);
  });

  it('holds no credential of the traffic', () => {
    for (const file of filesUnder(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const secret of CREDENTIALS) expect(text.includes(secret), `${file} holds a credential`).toBe(false);
    }
  });

  it('replays each recorded rule to the verdict it had live and in audit', async () => {
    process.env.VTS_RECORDINGS_DIR = dir;
    try {
      const { results } = await runRules({ rules: RECORDED.map(ruleOf), target: replayTarget(), seed: 1 });
      const verdicts = (rs: CaseResult[]) =>
        Object.fromEntries(rs.filter((r) => RECORDED.includes(r.rule.id)).map((r) => [r.rule.id, r.verdict]));
      expect(verdicts(results)).toEqual(verdicts(live));
      expect(verdicts(results)).toEqual(Object.fromEntries(RECORDED.map((id) => [id, audited[id]])));
      expect(verdicts(live)).toMatchObject({ 'emailBasic.email.missing': 'violation', 'authToken.request.valid': 'pass' });
    } finally {
      delete process.env.VTS_RECORDINGS_DIR;
    }
  });
});
