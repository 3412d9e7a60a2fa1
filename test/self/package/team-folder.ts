// A team's repository with the harness installed as a package: `npm pack` of this repository, installed into an empty
// folder outside it, offline, from the tarball and npm's cache (no registry is asked). The folder's lockfile is this
// repository's, less its development tools: a lockfile names every tarball, so npm needs no registry metadata (which
// npm's cache holds only for what was resolved online).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../../../src/base/paths.js';

export interface Ran {
  code: number | null;
  output: string;
}

/** `command args` in `cwd`, with `env` over a copy of this process's environment less the harness's own settings. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Ran> {
  const inherited = Object.entries(process.env).filter(([k]) => !/^(VTS_|VITEST|npm_)|^(TEST|NODE_OPTIONS)$/.test(k));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...Object.fromEntries(inherited), NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** `npm pack` into `dest` (its prepack compiles dist/): the tarball's path. */
export async function pack(dest: string): Promise<string> {
  const packed = await run('npm', ['pack', '--silent', '--pack-destination', dest], ROOT);
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.output}`);
  const name = readdirSync(dest).find((f) => f.endsWith('.tgz'));
  if (name === undefined) throw new Error(`npm pack wrote no tarball:\n${packed.output}`);
  return join(dest, name);
}

interface LockEntry {
  dev?: boolean;
  link?: boolean;
  [key: string]: unknown;
}

/** package.json and package-lock.json of a team whose one dependency is the tarball; then `npm ci --offline`. */
export async function install(team: string, tarball: string): Promise<Ran> {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const own = lock.packages[''] as LockEntry;
  const spec = `file:${relative(team, tarball)}`;
  const packages: Record<string, unknown> = {
    '': { name: 'team', dependencies: { 'vts-conformance': spec } },
    'node_modules/vts-conformance': {
      version: own.version,
      resolved: spec,
      license: own.license,
      dependencies: own.dependencies,
      bin: own.bin,
      engines: own.engines,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages))
    if (path.startsWith('node_modules/') && !entry.dev && !entry.link) packages[path] = entry;
  writeFileSync(
    join(team, 'package.json'),
    JSON.stringify({ name: 'team', private: true, dependencies: { 'vts-conformance': spec } }),
  );
  writeFileSync(join(team, 'package-lock.json'), JSON.stringify({ name: 'team', lockfileVersion: 3, requires: true, packages }));
  return run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], team);
}

/** Every file under `dir` with its size and modification time: what "nothing was written here" is held to. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(join(dir, name));
    files.set(name, stat.isDirectory() ? 'dir' : `${stat.size} ${stat.mtimeMs}`);
  }
  return files;
}
