// The container recipe (Dockerfile at the root): its form on every run, and, where a container engine answers
// `docker info`, the image built from the packed package and `vts conformance --help` run in it. docs/action.md › The container.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { TIMEOUT_CAP_MS } from '../setup/timeout-cap.js';

const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
/** The instructions, their arguments as written (the file has no continuation lines). */
const instructions = dockerfile
  .split('\n')
  .filter((line) => /^[A-Z]+ /.test(line))
  .map((line) => ({ op: line.split(' ')[0] ?? '', args: line.slice(line.indexOf(' ') + 1) }));
const only = (op: string) => instructions.filter((i) => i.op === op).map((i) => i.args);
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; bin?: Record<string, string> };
const TARBALL = `${pkg.name}-*.tgz`;

const info = spawnSync('docker', ['info'], { encoding: 'utf8', timeout: 20_000 });
const engine = info.status === 0;
const noEngine = info.error
  ? `no docker client (${(info.error as NodeJS.ErrnoException).code})`
  : `docker info fails: ${(info.stderr.trim().split('\n').pop() ?? '').slice(0, 100)}`;

describe('Dockerfile', () => {
  it('starts from Node 26 slim, the newest LTS, pinned to its major', () => expect(only('FROM')).toEqual(['node:26-slim']));

  it('installs the packed package, and nothing else, globally', () => {
    expect(only('COPY')).toEqual([`${TARBALL} /tmp/`]);
    expect(only('RUN')).toHaveLength(1);
    expect(only('RUN')[0]).toMatch(
      new RegExp(`^npm install --global .*/tmp/${TARBALL.replace('*', '\\*').replace('.', '\\.')}( |$)`),
    );
    // The engine is sent the tarball alone: a build sees no file the package does not ship.
    expect(
      readFileSync(join(ROOT, '.dockerignore'), 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#')),
    ).toEqual(['*', `!${TARBALL}`]);
  });

  it('runs vts conformance in /work, where the team mounts its folder', () => {
    expect(only('WORKDIR')).toEqual(['/work']);
    expect(only('ENTRYPOINT')).toEqual(['["vts"]']);
    expect(only('CMD')).toEqual(['["conformance"]']);
  });

  it("has the package's bin as its entrypoint", () =>
    expect(Object.keys(pkg.bin ?? {})).toContain(JSON.parse(only('ENTRYPOINT')[0] ?? '[]')[0]));

  it.skipIf(!engine)(
    engine ? 'builds from npm pack, and runs vts conformance --help' : `builds (skipped: ${noEngine})`,
    { timeout: TIMEOUT_CAP_MS },
    () => {
      // Each step waits synchronously, where vitest's timer cannot end it: each is given what is left of the cap.
      const until = Date.now() + TIMEOUT_CAP_MS;
      const left = () => ({ encoding: 'utf8' as const, timeout: Math.max(1, until - Date.now()) });
      const context = mkdtempSync(join(tmpdir(), 'vts-image-'));
      const tag = `vts-conformance-test:${process.pid}`;
      try {
        const pack = spawnSync('npm', ['pack', '--pack-destination', context], { cwd: ROOT, ...left() });
        expect(pack.status, pack.stderr).toBe(0);
        expect(readdirSync(context).filter((f) => f.endsWith('.tgz'))).toHaveLength(1);
        for (const file of ['Dockerfile', '.dockerignore']) copyFileSync(join(ROOT, file), join(context, file));
        const build = spawnSync('docker', ['build', '-t', tag, context], left());
        expect(build.status, build.stderr).toBe(0);
        const run = spawnSync('docker', ['run', '--rm', tag, 'conformance', '--help'], left());
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toMatch(/^Usage: /);
      } finally {
        spawnSync('docker', ['image', 'rm', '--force', tag]);
        rmSync(context, { recursive: true, force: true });
      }
    },
  );
});
