// The Allure reporter writes through the unsynced writer (src/output/allure/writer.ts), and what it writes is what
// allure-js-commons' own writer would write: a result file per case, an attachment file per attachment.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allureReporter } from '../../../src/output/allure/reporter.js';
import { UnsyncedWriter } from '../../../src/output/allure/writer.js';
import { ROOT } from '../../../src/base/paths.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'vts-allure-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the Allure writer', () => {
  it('replaces allure-vitest’s writer once the reporter starts (a renamed field in an upgrade shows here)', () => {
    const dir = tempDir();
    const reporter = allureReporter(dir, { target: 'replay', seed: 1 });
    reporter.onInit({ projects: [] } as unknown as Parameters<typeof reporter.onInit>[0]);
    const runtime = (reporter as unknown as { allureReporterRuntime: { writer: unknown } }).allureReporterRuntime;
    expect(runtime.writer).toBeInstanceOf(UnsyncedWriter);
    expect(readdirSync(dir).sort()).toEqual(['categories.json', 'environment.properties']);
  });

  it('writes results, containers and attachments under their names, no temporary file left', () => {
    const dir = join(tempDir(), 'allure-results');
    const writer = new UnsyncedWriter(dir);
    writer.writeResult({ uuid: 'r1', name: 'a case' } as Parameters<UnsyncedWriter['writeResult']>[0]);
    writer.writeGroup({ uuid: 'g1', children: ['r1'] } as Parameters<UnsyncedWriter['writeGroup']>[0]);
    writer.writeAttachment('a-attachment.json', Buffer.from('{"x":1}'));
    expect(readdirSync(dir).sort()).toEqual(['a-attachment.json', 'g1-container.json', 'r1-result.json']);
    expect(JSON.parse(readFileSync(join(dir, 'r1-result.json'), 'utf8'))).toEqual({ uuid: 'r1', name: 'a case' });
    expect(readFileSync(join(dir, 'a-attachment.json'), 'utf8')).toBe('{"x":1}');
  });

  it('writes a case soon after it ends, while vitest answers the worker first, and only once by the run’s end', async () => {
    const dir = tempDir();
    const reporter = allureReporter(dir, { target: 'replay', seed: 1 });
    reporter.onInit({ projects: [] } as unknown as Parameters<typeof reporter.onInit>[0]);
    const file = {
      type: 'suite',
      name: 'suites/authToken.conformance.ts',
      filepath: join(ROOT, 'suites', 'authToken.conformance.ts'),
      tasks: [] as unknown[],
    };
    const test = {
      type: 'test',
      name: 'authToken.request.valid: a token',
      mode: 'run',
      file,
      meta: {},
      result: { state: 'pass', startTime: 1, duration: 2 },
    };
    file.tasks.push(test);
    const results = () => readdirSync(dir).filter((f) => f.endsWith('-result.json'));
    (reporter as unknown as { onTestCaseResult(c: unknown): void }).onTestCaseResult({ task: test });
    expect(results()).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(results()).toHaveLength(1);
    reporter.onTestRunEnd([{ task: file }] as unknown as Parameters<typeof reporter.onTestRunEnd>[0]);
    expect(results()).toHaveLength(1);
  });

  it.for([
    ['replay', false],
    ['live', true],
  ] as const)('on %s, takes over the runner for concurrent cases: %s', ([target, concurrent]) => {
    const project = {
      config: { browser: { enabled: false }, setupFiles: [] as string[], runner: undefined as string | undefined },
      provide: () => {},
    };
    const reporter = allureReporter(tempDir(), { target, seed: 1 });
    reporter.onInit({ projects: [project] } as unknown as Parameters<typeof reporter.onInit>[0]);
    expect(project.config.setupFiles).toHaveLength(1);
    expect(project.config.runner !== undefined).toBe(concurrent);
  });
});
