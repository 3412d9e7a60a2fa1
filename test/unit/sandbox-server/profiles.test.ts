// Vendor-upgrade profiles and the change catalogue: each change alters only the success answers of its one operation,
// and only by adding; each profile names faults and changes that exist, and changes exactly the answers its parts do;
// VTS_SANDBOX_PROFILE and `npm run sandbox -- --profile` switch one on, and an unknown id is refused naming the valid ones.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { asFault, CHANGES } from '../../../sandbox/changes.js';
import { FAULTS } from '../../../sandbox/faults.js';
import { PROFILES, profileFaults, withProfile } from '../../../sandbox/profiles.js';
import { type RunningSandbox, startSandbox, type SandboxOptions } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { OPERATIONS } from '../../../src/model/operations.js';
import type { SentRequest } from '../../../src/model/types.js';
import { allRules } from '../../../src/rules/index.js';
import { faultsFromEnv } from '../../../src/targets/sandbox.js';
import { post, v1Headers } from './helpers.js';
import { type Answer, answeredAtOnce, answerOf, requestsOfRules, targetAt } from './answers.js';
import { type FileServer, type Receiver, startFileServer, startReceiver } from './flow-servers.js';

// The rules of the JSON operations answered at once, the flow's among them (the profile's 403 fault is there): the
// changes and profiles touch only JSON answers, and the uploads would only make the test slower.
const RULES = allRules().filter((r) => answeredAtOnce(r) && OPERATIONS[r.operation].body === 'json');
const ALL_IDS = RULES.map((r) => r.id);

// What each change alters: the rules whose answers differ, and where (a JSON pointer into the answer below).
const CHANGED: Record<string, { rules: string[]; pointer: string }> = {
  'emailBasic-risk-score-added': { rules: ['emailBasic.request.deliverable'], pointer: '/body/result/riskScore' },
  'fetchUpiIfsc-version-header': {
    rules: ['fetchUpiIfsc.request.valid', 'fetchUpiIfsc.vpa.invalid-returns-200'],
    pointer: '/headers/x-vendor-version',
  },
  'cacBasic-lookup-source-added': { rules: ['cacBasic.rc.by-number', 'cacBasic.rc.by-name'], pointer: '/body/result/source' },
};
const PROFILE_CHANGES: Record<string, string[]> = {
  'rename-and-add': ['secretaryOfStateSearch.request.found', 'emailBasic.request.deliverable'],
  'vendor-upgrade': [
    'secretaryOfStateSearch.request.found',
    'parseBankStatement.credentials.wrong',
    'emailBasic.request.deliverable',
    'fetchUpiIfsc.request.valid',
    'fetchUpiIfsc.vpa.invalid-returns-200',
  ],
};

async function answersOf(url: string): Promise<Record<string, Answer>> {
  const target = await targetAt(url);
  return Object.fromEntries(
    await Promise.all(ALL_IDS.map(async (id) => [id, await answerOf(target, requests.get(id)!)] as const)),
  );
}

/** The answers on a sandbox of its own: the seed repeats each rule's transaction ids, which one sandbox would refuse twice. */
async function answersWith(options: SandboxOptions): Promise<Record<string, Answer>> {
  const sandbox = await startSandbox({ port: 0, ...options });
  try {
    return await answersOf(sandbox.url);
  } finally {
    await sandbox.close();
  }
}

const changedOf = (answers: Record<string, Answer>): string[] =>
  ALL_IDS.filter((id) => JSON.stringify(answers[id]) !== JSON.stringify(baseline[id]));

/** The pointers of `after` that `before` lacks, or undefined when `after` also changes or drops something. */
function addedPointers(before: unknown, after: unknown, at = ''): string[] | undefined {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(before) || !isObject(after)) return JSON.stringify(before) === JSON.stringify(after) ? [] : undefined;
  const added: string[] = [];
  for (const key of Object.keys(after)) {
    const pointer = `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (!(key in before)) added.push(pointer);
    else {
      const inner = addedPointers(before[key], after[key], pointer);
      if (inner === undefined) return undefined;
      added.push(...inner);
    }
  }
  return Object.keys(before).every((key) => key in after) ? added : undefined;
}

const OPERATION = new Map(RULES.map((r) => [r.id, r.operation as string]));
const operationOf = (ruleId: string): string => OPERATION.get(ruleId) ?? ruleId;

let files: FileServer;
let receiver: Receiver;
let requests: Map<string, SentRequest[]>;
let baseline: Record<string, Answer>;
beforeAll(async () => {
  let clean: RunningSandbox;
  [files, receiver, clean] = await Promise.all([startFileServer(), startReceiver(), startSandbox({ port: 0 })]);
  const flow = { webhookUrl: `${receiver.url}/hook`, statementUrl: (name: string) => `${files.url}/${name}` };
  try {
    requests = await requestsOfRules(RULES, inject('seed'), flow, await targetAt(clean.url));
    baseline = await answersOf(clean.url);
  } finally {
    await clean.close();
  }
});
afterAll(() => Promise.all([files.close(), receiver.close()]));

describe('change catalogue', () => {
  it('has unique ids, none of them a fault id, and each change is described in this test', () => {
    const ids = CHANGES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => FAULTS.some((f) => f.id === id))).toEqual([]);
    expect(Object.keys(CHANGED).sort()).toEqual([...ids].sort());
  });

  it('the same requests give the same answers twice without changes', async () => {
    expect(changedOf(await answersWith({}))).toEqual([]);
  });

  it.for(CHANGES.map((c) => c.id))('%s only adds to the success answers of its one operation', async (id) => {
    const change = CHANGES.find((c) => c.id === id)!;
    const expected = CHANGED[id]!;
    const answers = await answersWith({ extraFaults: [asFault(change)] });
    const changed = changedOf(answers);
    expect(changed).toEqual(ALL_IDS.filter((rule) => expected.rules.includes(rule)));
    expect(new Set(changed.map(operationOf)).size).toBe(1);
    for (const rule of changed) {
      expect(baseline[rule]!.status, rule).toBe(200);
      expect(addedPointers(baseline[rule], answers[rule]), rule).toEqual([expected.pointer]);
    }
  });

  it('the changes carry the values they describe', async () => {
    const answers = await answersWith({ extraFaults: CHANGES.map(asFault) });
    expect(answers['emailBasic.request.deliverable']!.body).toMatchObject({ result: { riskScore: expect.any(Number) } });
    expect(answers['fetchUpiIfsc.request.valid']!.headers['x-vendor-version']).toBe('2.0');
    expect(answers['cacBasic.rc.by-name']!.body).toMatchObject({ result: { source: 'registry' } });
    // All three at once change what each does alone, and nothing more.
    expect(changedOf(answers).sort()).toEqual(
      Object.values(CHANGED)
        .flatMap((c) => c.rules)
        .sort(),
    );
  });
});

describe('vendor-upgrade profiles', () => {
  it('name faults and changes that exist', () => {
    expect(PROFILES.map((p) => p.id)).toEqual(['rename-and-add', 'vendor-upgrade']);
    for (const profile of PROFILES) {
      for (const id of profile.faults)
        expect(
          FAULTS.map((f) => f.id),
          profile.id,
        ).toContain(id);
      for (const id of profile.changes)
        expect(
          CHANGES.map((c) => c.id),
          profile.id,
        ).toContain(id);
      const switched = profileFaults(profile.id);
      expect(switched.faults).toEqual(profile.faults);
      expect(switched.extraFaults.map((f) => f.id)).toEqual(profile.changes);
    }
  });

  it('hold the parts the rehearsal needs', () => {
    expect(profileFaults('rename-and-add')).toMatchObject({
      faults: ['secretaryOfStateSearch-found-metaData-camel'],
      extraFaults: [{ id: 'emailBasic-risk-score-added' }],
    });
    const upgrade = PROFILES.find((p) => p.id === 'vendor-upgrade')!;
    expect(upgrade.faults).toEqual(['secretaryOfStateSearch-found-metaData-camel', 'parseBankStatement-wrong-credentials-403']);
    expect(upgrade.changes).toEqual(['emailBasic-risk-score-added', 'fetchUpiIfsc-version-header']);
  });

  it('an unknown profile id throws, naming the valid ones', () => {
    expect(() => profileFaults('nope')).toThrow(
      'Unknown sandbox profile "nope". Valid profile ids: rename-and-add, vendor-upgrade',
    );
    expect(() => withProfile([], 'nope')).toThrow(/rename-and-add, vendor-upgrade/);
  });

  it('join the faults given, each once; a blank profile is none', () => {
    expect(
      withProfile(['authToken-404-with-error', 'secretaryOfStateSearch-found-metaData-camel'], 'rename-and-add'),
    ).toMatchObject({
      faults: ['authToken-404-with-error', 'secretaryOfStateSearch-found-metaData-camel'],
      extraFaults: [{ id: 'emailBasic-risk-score-added' }],
    });
    expect(withProfile(['authToken-404-with-error'], ' ')).toEqual({ faults: ['authToken-404-with-error'], extraFaults: [] });
    expect(withProfile([], undefined)).toEqual({ faults: [], extraFaults: [] });
  });

  it.for(PROFILES.map((p) => p.id))('%s changes the answers of its faults and changes, and no other', async (id) => {
    const answers = await answersWith(profileFaults(id));
    expect(changedOf(answers)).toEqual(ALL_IDS.filter((rule) => PROFILE_CHANGES[id]!.includes(rule)));
    const found = answers['secretaryOfStateSearch.request.found']!.body as Record<string, unknown>;
    expect(Object.keys(found)).toContain('metaData');
    expect(Object.keys(found)).not.toContain('metadata');
    if (id === 'vendor-upgrade') expect(answers['parseBankStatement.credentials.wrong']!.status).toBe(403);
  });
});

describe('switching a profile on', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('faultsFromEnv joins the profile to VTS_SANDBOX_FAULTS and passes its changes as extra faults', async () => {
    vi.stubEnv('VTS_SANDBOX_FAULTS', 'authToken-404-with-error');
    vi.stubEnv('VTS_SANDBOX_PROFILE', 'rename-and-add');
    const switched = await faultsFromEnv();
    expect(switched.faults).toEqual(['authToken-404-with-error', 'secretaryOfStateSearch-found-metaData-camel']);
    expect(switched.extraFaults.map((f) => f.id)).toEqual(['emailBasic-risk-score-added']);
  });

  it('faultsFromEnv without VTS_SANDBOX_PROFILE (or with it blank) switches on the faults alone', async () => {
    vi.stubEnv('VTS_SANDBOX_FAULTS', 'authToken-404-with-error');
    vi.stubEnv('VTS_SANDBOX_PROFILE', '');
    expect(await faultsFromEnv()).toEqual({ faults: ['authToken-404-with-error'], extraFaults: [] });
  });

  it('faultsFromEnv refuses an unknown profile, naming the valid ones', async () => {
    vi.stubEnv('VTS_SANDBOX_PROFILE', 'nope');
    await expect(faultsFromEnv()).rejects.toThrow('Valid profile ids: rename-and-add, vendor-upgrade');
  });

  it('npm run sandbox -- --profile starts the sandbox with its faults and changes', async () => {
    const { out, stop } = await startCli(['--profile', 'rename-and-add']);
    try {
      expect(out).toContain(
        'with profile rename-and-add; faults: secretaryOfStateSearch-found-metaData-camel; changes: emailBasic-risk-score-added',
      );
      const url = String(/listening on (http:\/\/\S+)/.exec(out)?.[1]);
      const { businessLegalName, state } = TEST_VALUES.secretaryOfState.found;
      const found = await post(url, '/v1/secretaryOfStateSearch', { businessLegalName, state }, v1Headers());
      expect(Object.keys(found.body)).toContain('metaData');
      const email = await post(url, '/v1/emailBasic', { email: TEST_VALUES.emailBasic.deliverable }, v1Headers());
      expect(email.body).toMatchObject({ result: { riskScore: expect.any(Number) } });
    } finally {
      expect(await stop()).toBe(0);
    }
  });

  it('npm run sandbox refuses an unknown VTS_SANDBOX_PROFILE, naming the valid ones', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--port', '0'], {
      env: { ...process.env, VTS_SANDBOX_PROFILE: 'nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(err).toContain('Unknown sandbox profile "nope". Valid profile ids: rename-and-add, vendor-upgrade');
  });

  it('npm run sandbox -- --help lists the profiles and the changes', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--help'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(out).toContain('--profile <id>');
    for (const profile of PROFILES) expect(out).toContain(profile.id);
    for (const change of CHANGES) expect(out).toContain(change.id);
  });
});

/** Starts `sandbox/main.ts` with `args` and waits for its banner; `stop` sends SIGTERM and resolves to the exit code. */
async function startCli(args: string[]): Promise<{ out: string; stop: () => Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  // A listener, not `for await`: leaving that loop would close the pipe the child still writes its goodbye to.
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('Ctrl-C')) resolve();
    });
    child.once('exit', () => resolve());
  });
  return {
    out,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      return code;
    },
  };
}
