// `npm run baseline:update` as a user runs it (issue 35, item 2): accepting a deviation is a reviewed act. Without rules
// or without --reason it lists what it would accept and changes nothing (exit 2); with them the file's diff is exactly
// the accepted rules, each with the reason typed, who and when; the vendor's text never reaches the file. After a
// partial run it keeps what that run did not judge, and a broken run file is one line naming the file and the fix.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, shownPath } from '../../src/base/paths.js';
import { type Baseline, baselineText } from '../../src/gate/baseline.js';
import { runInProcess } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-baseline-update-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The lines only in `after`, and those only in `before`, each as often as it is there more: a diff without order. */
function lineDiff(before: string, after: string): { added: string[]; removed: string[] } {
  const count = (text: string) => {
    const n = new Map<string, number>();
    for (const line of text.split('\n')) n.set(line, (n.get(line) ?? 0) + 1);
    return n;
  };
  const [b, a] = [count(before), count(after)];
  const more = (x: Map<string, number>, y: Map<string, number>) =>
    [...x].flatMap(([line, k]) => Array<string>(Math.max(0, k - (y.get(line) ?? 0))).fill(line));
  return { added: more(a, b), removed: more(b, a) };
}

/** Text a vendor sent: it may be in a violation's values and in the run's reason, never in the baseline. */
const CANARY = 'VENDOR-BODY-CANARY-7f3a';
/** git config as the environment gives it, over any file's: who accepts is known in every checkout. */
const SIGNED = {
  GIT_CONFIG_COUNT: '2',
  GIT_CONFIG_KEY_0: 'user.name',
  GIT_CONFIG_VALUE_0: 'Ann Lee',
  GIT_CONFIG_KEY_1: 'user.email',
  GIT_CONFIG_VALUE_1: 'ann@example.com',
};
const TODAY = /^\d{4}-\d{2}-\d{2}$/;

interface CaseOf {
  verdict: string;
  status?: number;
  violations?: { check: string; pointer: string }[];
  reason?: string;
}
const caseOf = (ruleId: string, c: CaseOf) => ({
  ruleId,
  operation: ruleId.split('.')[0],
  document: 'verification-and-token-services.md',
  title: ruleId,
  source: 'verification-and-token-services.md › Errors',
  strength: 'documented',
  severity: 'normal',
  verdict: c.verdict,
  outcome: c.verdict === 'violation' ? 'fail' : 'pass',
  ...(c.reason ? { reason: c.reason } : {}),
  ...(c.status === undefined ? {} : { status: c.status }),
  violations: (c.violations ?? []).map((v) => ({
    ruleId,
    title: 'Wrong message',
    expected: 'Missing appKey',
    actual: `{"error":"${CANARY} appKey absent","trace":"${'x'.repeat(800)}"}`,
    ...v,
  })),
  seed: 7,
  target: 'sandbox',
  durationMs: 1,
  attempts: 1,
  steps: 1,
  reproduce: `npm run conformance -- --rule ${ruleId} --seed 7 --target sandbox`,
});

/** A scratch folder with a baseline (written as a team may have it, or as the command writes it) and a run file. */
function setUp(name: string, accepted: Record<string, unknown>, runFile: string | object, written = false) {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'baseline'), { recursive: true });
  const path = join(dir, 'baseline', 'sandbox.verdicts.json');
  const baseline = { target: 'sandbox', accepted } as Baseline;
  writeFileSync(path, written ? baselineText(baseline) : JSON.stringify(baseline));
  const file = join(dir, 'verdicts.json');
  writeFileSync(file, typeof runFile === 'string' ? runFile : JSON.stringify(runFile));
  return {
    file,
    update: (...args: string[]) =>
      runInProcess(['baseline:update', '--target', 'sandbox', file, ...args], {
        VTS_BASELINE_DIR: join(dir, 'baseline'),
        ...SIGNED,
      }),
    text: () => readFileSync(path, 'utf8'),
    baseline: () => JSON.parse(readFileSync(path, 'utf8')),
  };
}

const wrongMessage = (reason = `Wrong message: ${CANARY}`) => ({
  verdict: 'violation',
  status: 400,
  violations: [{ check: 'message', pointer: '/error' }],
  reason,
});
const loginRun = {
  target: 'sandbox',
  seed: 7,
  complete: true,
  cases: [
    caseOf('login.request.valid', { verdict: 'pass', status: 200 }),
    caseOf('login.expiry.zero', { verdict: 'pass', status: 400 }),
    caseOf('login.appKey.missing', wrongMessage()),
    caseOf('login.appId.missing', {
      verdict: 'violation',
      status: 200,
      violations: [
        { check: 'statusCode', pointer: '' },
        { check: 'schema', pointer: '/result' },
      ],
      reason: `Undocumented status code: ${CANARY}`,
    }),
  ],
};
const OTHER = { 'cacBasic.request.valid': { verdict: 'violation', reason: 'vendor drops metaData.requestId, ticket V-3' } };

describe('npm run baseline:update without rules or without a reason changes nothing and says what it needs', () => {
  it('without rules: each deviation it would accept (rule, verdict, status, check and pointer), no vendor text, exit 2', async () => {
    const s = setUp('no-rules', OTHER, loginRun);
    const before = s.text();
    const run = await s.update();
    expect(run.code, run.output).toBe(2);
    expect(s.text()).toBe(before);
    expect(run.output).toContain(
      'new      login.appId.missing: violation, status 200: schema at /result, statusCode (whole response)',
    );
    expect(run.output).toContain('new      login.appKey.missing: violation, status 400: message at /error');
    expect(run.output).toMatch(/nothing written: name the rules to accept with --rule <id\|glob>.* --all.*--reason "<text>"/);
    expect(run.output).not.toContain(CANARY);
  });

  it('with rules but no --reason: exit 2, the file untouched, naming --reason', async () => {
    const s = setUp('no-reason', OTHER, loginRun);
    const before = s.text();
    for (const args of [['--rule', 'login.appKey.missing'], ['--all'], ['--rule', 'login.*', '--reason', '  ']]) {
      const run = await s.update(...args);
      expect(run.code, run.output).toBe(2);
      expect(run.output).toMatch(/--reason "<text>"/);
      expect(run.output).not.toContain(CANARY);
    }
    expect(s.text()).toBe(before);
  });

  it('a --reason without rules, --rule with --all, or a rule that names no deviation: exit 2, the file untouched', async () => {
    const s = setUp('bad-selection', OTHER, loginRun);
    const before = s.text();
    const cases: [string[], RegExp][] = [
      [['--reason', 'V-7'], /--reason needs the rules it accepts: --rule <id\|glob> or --all/],
      [['--rule', 'login.*', '--all', '--reason', 'V-7'], /give --rule or --all, not both/],
      [['--rule', 'login.request.valid', '--reason', 'V-7'], /login\.request\.valid passes in this run: nothing to accept/],
      [['--rule', 'login.appKey.mising', '--reason', 'V-7'], /did you mean "login\.appKey\.missing"/],
      [['--rule', 'cacBasic.*', '--reason', 'V-7'], /--rule "cacBasic\.\*" selects no deviation of this run/],
      [['--rule', 'login.appKey.missing', '--reason', 'x'.repeat(501)], /--reason is 501 characters, at most 500/],
    ];
    for (const [args, message] of cases) {
      const run = await s.update(...args);
      expect(run.code, run.output).toBe(2);
      expect(run.output.trim().split('\n'), run.output).toEqual([expect.stringMatching(message)]);
    }
    expect(s.text()).toBe(before);
  });
});

describe('npm run baseline:update with rules and a reason', () => {
  it('adds exactly the named rule, with the reason typed, who and when, one entry a rule in a stable layout', async () => {
    const s = setUp('one-rule', OTHER, loginRun, true);
    const before = s.baseline();
    const beforeText = s.text();
    const run = await s.update('--rule', 'login.appKey.missing', '--reason', 'vendor says "Missing appKey"; ticket V-7');
    expect(run.code, run.output).toBe(0);
    const after = s.baseline();
    expect(after.accepted).toEqual({
      ...before.accepted,
      'login.appKey.missing': {
        reason: 'vendor says "Missing appKey"; ticket V-7',
        acceptedBy: 'Ann Lee <ann@example.com>',
        acceptedOn: expect.stringMatching(TODAY),
        verdict: 'violation',
        status: 400,
        violations: [{ check: 'message', pointer: '/error' }],
      },
    });
    const text = s.text();
    expect(text).not.toContain(CANARY);
    // The diff is the accepted entry and the comma that closes the entry before it: nothing else.
    const on = after.accepted['login.appKey.missing'].acceptedOn;
    expect(lineDiff(beforeText, text)).toEqual({
      added: expect.arrayContaining([
        '    },',
        '      "reason": "vendor says \\"Missing appKey\\"; ticket V-7",',
        `      "acceptedOn": "${on}",`,
      ]),
      removed: [],
    });
    expect(lineDiff(beforeText, text).added).toHaveLength(10); // the entry's ten lines, its closing brace as the comma's
    expect(text).toContain(
      [
        '    "login.appKey.missing": {',
        '      "reason": "vendor says \\"Missing appKey\\"; ticket V-7",',
        '      "acceptedBy": "Ann Lee <ann@example.com>",',
        `      "acceptedOn": "${after.accepted['login.appKey.missing'].acceptedOn}",`,
        '      "verdict": "violation",',
        '      "status": 400,',
        '      "violations": [',
        '        { "check": "message", "pointer": "/error" }',
        '      ]',
        '    }',
      ].join('\n'),
    );
    expect(run.output).toContain('accepted: login.appKey.missing (new)');
    expect(run.output).toContain('not accepted: login.appId.missing');
    expect(run.output).not.toContain(CANARY);
  });

  it('a glob accepts what the baseline does not; entries already accepted keep reason, who and when; passing ones go', async () => {
    const signed = {
      reason: 'vendor says "Missing appKey"; ticket V-7',
      acceptedBy: 'Bo Chan <bo@example.com>',
      acceptedOn: '2026-01-02',
      verdict: 'violation',
      status: 400,
      violations: [{ check: 'message', pointer: '/error' }],
    };
    const s = setUp(
      'glob',
      { ...OTHER, 'login.appKey.missing': signed, 'login.expiry.zero': { verdict: 'violation', reason: 'fixed in 2.4' } },
      loginRun,
    );
    const run = await s.update('--rule', 'login.*', '--reason', 'vendor answers 200 without appId; ticket V-9');
    expect(run.code, run.output).toBe(0);
    expect(s.baseline().accepted).toEqual({
      ...OTHER,
      'login.appKey.missing': signed,
      'login.appId.missing': {
        reason: 'vendor answers 200 without appId; ticket V-9',
        acceptedBy: 'Ann Lee <ann@example.com>',
        acceptedOn: expect.stringMatching(TODAY),
        verdict: 'violation',
        status: 200,
        violations: [
          { check: 'schema', pointer: '/result' },
          { check: 'statusCode', pointer: '' },
        ],
      },
    });
    expect(Object.keys(s.baseline().accepted)).toEqual(['cacBasic.request.valid', 'login.appId.missing', 'login.appKey.missing']);
    expect(run.output).toContain('dropped, now passing: login.expiry.zero');
    expect(run.output).toContain('kept, not judged by this run: cacBasic.request.valid');
  });

  it('--all is the explicit blanket acceptance; who is user.name alone when no user.email is set', async () => {
    const s = setUp('all', {}, loginRun);
    const run = await runInProcess(['baseline:update', '--target', 'sandbox', s.file, '--all', '--reason', 'first night, V-1'], {
      VTS_BASELINE_DIR: join(scratch, 'all', 'baseline'),
      ...SIGNED,
      GIT_CONFIG_VALUE_1: '',
    });
    expect(run.code, run.output).toBe(0);
    const accepted = s.baseline().accepted;
    expect(Object.keys(accepted)).toEqual(['login.appId.missing', 'login.appKey.missing']);
    for (const entry of Object.values(accepted))
      expect(entry).toMatchObject({ reason: 'first night, V-1', acceptedBy: 'Ann Lee' });
    expect(s.text()).not.toContain(CANARY);
  });

  it('an old entry (verdict and reason only) still loads; naming it re-accepts it, pinned and signed', async () => {
    const s = setUp('old', { 'login.appKey.missing': { verdict: 'violation', reason: 'old reason' } }, loginRun);
    const listed = await s.update();
    expect(listed.output).toMatch(/already accepted .*: login\.appKey\.missing/);
    const run = await s.update('--rule', 'login.appKey.missing', '--reason', 'vendor says "Missing appKey"; V-7');
    expect(run.code, run.output).toBe(0);
    expect(s.baseline().accepted['login.appKey.missing']).toMatchObject({
      reason: 'vendor says "Missing appKey"; V-7',
      acceptedBy: 'Ann Lee <ann@example.com>',
      status: 400,
    });
  });

  it('--ticket stores an id or an http(s) URL after the reason; anything else is one line naming the fix, exit 2', async () => {
    const s = setUp('ticket', {}, loginRun);
    const before = s.text();
    for (const [ticket, message] of [
      ['QA 123', /--ticket "QA 123" is neither an id nor an http\(s\) URL: give the ticket's id \(like QA-123/],
      ['https://user:pw@jira.example.com/browse/QA-1', /credentials in its URL: give the URL without them/],
    ]) {
      const run = await s.update('--rule', 'login.appKey.missing', '--reason', 'V-7', '--ticket', ticket as string);
      expect(run.code, run.output).toBe(2);
      expect(run.output.trim().split('\n'), run.output).toEqual([expect.stringMatching(message as RegExp)]);
    }
    expect(s.text()).toBe(before);
    const byId = await s.update('--rule', 'login.appKey.missing', '--reason', 'vendor wording', '--ticket', 'QA-123');
    expect(byId.code, byId.output).toBe(0);
    const byUrl = await s.update(
      '--rule',
      'login.appId.missing',
      '--reason',
      'vendor 200',
      '--ticket',
      'https://t.example.com/QA-9',
    );
    expect(byUrl.code, byUrl.output).toBe(0);
    expect(s.baseline().accepted['login.appKey.missing']).toMatchObject({ reason: 'vendor wording', ticket: 'QA-123' });
    expect(s.baseline().accepted['login.appId.missing'].ticket).toBe('https://t.example.com/QA-9');
    expect(s.text()).toContain('      "reason": "vendor wording",\n      "ticket": "QA-123",\n      "acceptedBy"');
  });

  it('--drop-passing removes the entries whose rule now passes, and accepts nothing', async () => {
    const s = setUp('drop', { ...OTHER, 'login.expiry.zero': { verdict: 'violation', reason: 'fixed in 2.4' } }, loginRun);
    const run = await s.update('--drop-passing');
    expect(run.code, run.output).toBe(0);
    expect(s.baseline().accepted).toEqual(OTHER);
    expect(run.output).toContain('dropped, now passing: login.expiry.zero');
  });

  it('writes a vendor fault or an infra case with its fingerprint too: no response is status null', async () => {
    const s = setUp(
      'infra',
      {},
      { ...loginRun, cases: [caseOf('login.request.valid', { verdict: 'infra', reason: `connection refused ${CANARY}` })] },
    );
    const run = await s.update('--rule', 'login.request.valid', '--reason', 'sandbox host down on Fridays, OPS-4');
    expect(run.code, run.output).toBe(0);
    expect(s.baseline().accepted).toEqual({
      'login.request.valid': {
        reason: 'sandbox host down on Fridays, OPS-4',
        acceptedBy: 'Ann Lee <ann@example.com>',
        acceptedOn: expect.stringMatching(TODAY),
        verdict: 'infra',
        status: null,
        violations: [],
      },
    });
  });
});

describe('npm run baseline:update on a broken run file', () => {
  const oneLine = (output: string) => output.trim().split('\n');

  it('a truncated verdicts.json: one line naming the file and the fix, exit 2, the baseline untouched', async () => {
    const whole = JSON.stringify(loginRun, null, 2);
    const s = setUp('truncated', { 'cacBasic.request.valid': { verdict: 'violation', reason: 'V-3' } }, whole.slice(0, 700));
    const run = await s.update('--all', '--reason', 'V-3');
    expect(run.code, run.output).toBe(2);
    const shown = shownPath(s.file, ROOT);
    expect(oneLine(run.output)).toEqual([
      expect.stringMatching(
        new RegExp(`^error: ${shown} is not valid JSON \\(.+\\): .*run npm run conformance again to rewrite it$`),
      ),
    ]);
    expect(s.baseline().accepted).toEqual({ 'cacBasic.request.valid': { verdict: 'violation', reason: 'V-3' } });
  });

  it('a verdicts.json of the wrong shape: one line naming the file, the place and the fix, exit 2', async () => {
    const { verdict: _dropped, ...noVerdict } = caseOf('login.request.valid', { verdict: 'pass' });
    const s = setUp('wrong-shape', {}, { ...loginRun, cases: [noVerdict] });
    const run = await s.update('--all', '--reason', 'V-3');
    expect(run.code, run.output).toBe(2);
    expect(oneLine(run.output)).toEqual([
      `error: ${shownPath(s.file, ROOT)}: /cases/0 must have required property 'verdict': it is not a verdicts.json of this harness: run npm run conformance again to rewrite it`,
    ]);
  });
});
