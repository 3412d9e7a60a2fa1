// The contract export proven by a mock nobody here wrote (issue 22, item 2): Prism serves contract/openapi.json, every
// host variable points at it, and `conformance --target live` runs every rule against it. Every answer it served for a
// status the operation documents must pass the harness's own schema check (a failure is the export's), and every rule
// it does not pass has a reason in the table `npm run contract:mock` writes to reports/contract-mock.md.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI, readVerdicts, unexplained, writeMockPage } from '../../scripts/contract/mock-table.js';
import type { VerdictsFile } from '../../src/gate/case-record.js';
import { allRules } from '../../src/rules/index.js';
import { type CliRun, runCli } from './cli.js';
import { allHosts, liveEnv } from './live-env.js';
import { type Capture, capture } from './prism/capture.js';
import { prismResponseViolations, schemaCheck } from './prism/served.js';
import { type MockServer, startPrism } from './prism/prism-server.js';

/** A fixed seed: the same requests every run, so the same answers and the same table. */
const SEED = '1';

describe('a mock built only from contract/openapi.json (Prism, static examples)', () => {
  let prism: MockServer | undefined;
  let relay: Capture | undefined;
  let scratch: string;
  let run: CliRun;
  let verdicts: VerdictsFile;
  const said = () => `exit ${run.code}\n${run.output.slice(-4000)}`;

  beforeAll(async () => {
    if (!existsSync(OPENAPI)) throw new Error('contract/openapi.json is missing: npm run contract writes it');
    scratch = mkdtempSync(join(tmpdir(), 'vts-prism-'));
    prism = await startPrism(OPENAPI);
    relay = await capture(prism.url);
    // The default deadline (60 s a request): Prism takes 3-7 s to read a 6 MB form, more on a loaded machine, and a
    // shorter one turned an upload case into infra now and then (a table that changed with the load).
    run = await runCli(['conformance', '--target', 'live', '--seed', SEED], {
      ...liveEnv(scratch),
      ...allHosts(relay.url),
      // A mock sends no event: each flow case waits out this much for nothing (the test's time, mostly).
      VTS_EVENT_TIMEOUT_S: '0.5',
    });
    const file = join(scratch, 'reports', 'verdicts.json');
    if (!existsSync(file)) throw new Error(`the run wrote no verdicts.json:\n${said()}`);
    verdicts = readVerdicts(file);
  }, 300_000);

  afterAll(async () => {
    await relay?.close();
    await prism?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('judges every rule: a complete run, exit 1 (the mock cannot pass them all), no harness error', () => {
    expect(relay?.faults, 'the relay could not reach Prism').toEqual([]);
    expect(run.code, said()).toBe(1);
    expect(verdicts.complete, said()).toBe(true);
    expect(verdicts.cases.map((c) => c.ruleId).sort(), said()).toEqual(
      allRules()
        .map((r) => r.id)
        .sort(),
    );
    expect(verdicts.cases.filter((c) => c.verdict === 'harness-error').map((c) => `${c.ruleId}: ${c.reason}`)).toEqual([]);
  });

  it("every answer Prism served for a status its operation documents passes the harness's schema check", () => {
    const { checked, failures } = schemaCheck(relay?.served ?? []);
    expect(checked, said()).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it("Prism's own validator finds no answer it served at odds with the export's schema", () =>
    expect(prismResponseViolations(relay?.served ?? [])).toEqual([]));

  it('the schema check of the judged answers fails only where a rule pins a variant the mock did not serve', () => {
    const pinned = new Set(
      allRules()
        .filter((r) => r.expect?.variant !== undefined || r.alternatives?.some((a) => a.expect.variant !== undefined))
        .map((r) => r.id),
    );
    const unpinned = verdicts.cases.flatMap((c) =>
      c.violations
        .filter((v) => v.check === 'responseSchema' && !pinned.has(c.ruleId))
        .map((v) => `${c.ruleId} (HTTP ${c.status}): ${v.title} at ${v.pointer || '/'}: ${String(v.expected)}`),
    );
    expect(unpinned).toEqual([]);
  });

  it('every rule the mock does not pass has a reason of the mock table (scripts/contract/mock-table.ts)', () => {
    if (process.env.VTS_WRITE_MOCK_TABLE === '1') console.log(`contract:mock: wrote ${writeMockPage(verdicts)}`);
    expect(unexplained(verdicts), 'add a reason to REASONS in scripts/contract/mock-table.ts').toEqual([]);
  });
});
