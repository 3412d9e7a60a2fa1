// Replay opens no connection: the recordings are served to a loopback server's address, which counts every connection.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { allRules } from '../../../src/rules/index.js';
import { runRules } from '../../../src/case/run.js';
import { replayTarget } from '../../../src/targets/replay.js';

describe('replay', () => {
  let server: Server;
  let base: string;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('{}'));
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers every rule from its recording without one connection', async () => {
    const { results } = await runRules({ rules: allRules(), target: replayTarget({ base }), seed: inject('seed') });
    const notPassing = results.filter((r) => r.verdict !== (r.rule.strength === 'probe' ? 'spec-gap' : 'pass'));
    expect({ notPassing: notPassing.map((r) => `${r.rule.id}: ${r.verdict} ${r.reason ?? ''}`), connections }).toEqual({
      notPassing: [],
      connections: 0,
    });
  });

  it('names the missing recording and the command that records it', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'vts-empty-'));
    process.env.VTS_RECORDINGS_DIR = empty;
    try {
      const rule = allRules()[0];
      if (rule === undefined) throw new Error('no rules');
      const { results } = await runRules({ rules: [rule], target: replayTarget({ base }), seed: 1 });
      expect(results[0]?.verdict).toBe('harness-error');
      expect(results[0]?.reason).toContain(`${rule.operation}/${rule.id}.json`);
      expect(results[0]?.reason).toContain(`npm run record -- --rule ${rule.id}`);
    } finally {
      delete process.env.VTS_RECORDINGS_DIR;
      rmSync(empty, { recursive: true, force: true });
    }
    expect(connections).toBe(0);
  });
});

describe('replay against changed recordings', () => {
  const rule = allRules().find((r) => r.id === 'login.expiry.max');
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'vts-stale-'));
    cpSync(join(ROOT, 'fixtures', 'recordings', 'login'), join(scratch, 'login'), { recursive: true });
    process.env.VTS_RECORDINGS_DIR = scratch;
  });
  afterAll(() => {
    delete process.env.VTS_RECORDINGS_DIR;
    rmSync(scratch, { recursive: true, force: true });
  });

  it('calls a request that no longer matches its recording a harness error that names the fix', async () => {
    if (rule === undefined) throw new Error('rule login.expiry.max is gone');
    const file = join(scratch, 'login', `${rule.id}.json`);
    const recording = JSON.parse(readFileSync(file, 'utf8'));
    recording.steps[0].interactions[0].body.expiry = 86399;
    writeFileSync(file, JSON.stringify(recording));
    const { results } = await runRules({ rules: [rule], target: replayTarget(), seed: 1 });
    expect(results[0]).toMatchObject({
      verdict: 'harness-error',
      reason: expect.stringContaining(`npm run record -- --rule ${rule.id}`),
    });
    expect(results[0]?.reason).toContain('no longer matches');
    // What differs, said as a path (issue 8, item 14): the recording was edited to 86399, the rule sends 86400.
    expect(results[0]?.reason).toContain('first difference at body/expiry: recorded 86399, sent 86400');
  });

  it('reports a recording that no rule used', async () => {
    writeFileSync(join(scratch, 'login', 'login.expiry.retired.json'), '{}');
    const rules = allRules().filter((r) => r.operation === 'login' && r.id !== 'login.expiry.max');
    const { notes } = await runRules({ rules, target: replayTarget({ reportUnused: true }), seed: 1 });
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.stringContaining('login.expiry.retired.json'),
        expect.stringContaining('login.expiry.max.json'),
      ]),
    );
  });
});
