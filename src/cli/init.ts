// `vts init`: the files a team needs to run the harness from its own repository, written beside each other and never
// over a file that exists; then the three commands to type next. What each file is: docs/action.md › vts init.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { ROOT, shownPath } from '../base/paths.js';
import { flagProblem } from './args.js';
import { CONFIG_FILE, INIT_CONFIG, INIT_FOLDERS } from './init/config.js';
import { appended, GITIGNORE_LINES, missingLines } from './init/gitignore.js';
import { PROFILE_EXAMPLE, profileText } from './init/profile.js';
import { WORKFLOW, WORKFLOW_FILE } from './init/workflow.js';
import { say } from './say.js';

export const INIT_USAGE = `Usage: npx vts init [--dir <folder>]

Writes what a team needs to run the harness from its own repository, keeping every file that exists:
  ${CONFIG_FILE}               the settings (target, selection, folders), with its JSON Schema for editors
  .env.example                  the credentials and hosts a live run reads: copy it to .env
  ${INIT_FOLDERS.profile.padEnd(30)}the live test-data profile, every value a placeholder to fill in
  .gitignore                    .env, the reports and the live profile added when missing
  ${WORKFLOW_FILE.padEnd(30)}the gate on pull requests, the nightly live run, re-record and drift

Options:
  --dir <folder>  the team's folder (default: the working directory)
  -h, --help      this text

See docs/action.md of the package.`;

const OPTIONS = { dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

/** Every file but .gitignore (appended to, not kept): its path under the team's folder and its text. */
const FILES: readonly { path: string; text: (home: string) => string }[] = [
  { path: CONFIG_FILE, text: () => `${JSON.stringify(INIT_CONFIG, null, 2)}\n` },
  { path: '.env.example', text: () => readFileSync(join(ROOT, '.env.example'), 'utf8') },
  {
    path: INIT_FOLDERS.profile,
    text: (home) => profileText(readFileSync(join(ROOT, PROFILE_EXAMPLE), 'utf8'), home, INIT_FOLDERS.profile),
  },
  { path: WORKFLOW_FILE, text: () => WORKFLOW },
];

export async function initCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let values: { dir?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false }));
  } catch (err) {
    return say(out, `error VTS_ERR_USAGE: ${flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS))}`, 2);
  }
  if (values.help) return say(out, INIT_USAGE, 0);
  const home = resolve(values.dir ?? '.');
  try {
    if (!existsSync(home) || !statSync(home).isDirectory())
      throw new VtsError('VTS_ERR_USAGE', `--dir ${values.dir} is not a folder: create it, or name the team's folder`);
    for (const { path, text } of FILES) out(writeNew(home, path, text(home)));
    out(extendGitignore(home));
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  }
  if (home !== resolve('.')) out(`next, in ${shownPath(home)}:`);
  else out('next:');
  out('  npx vts conformance    the offline gate: every rule replayed (the package recordings until yours are recorded)');
  out(`  cp .env.example .env   then fill in .env (credentials, hosts) and ${INIT_FOLDERS.profile} (test data)`);
  return say(out, '  npx vts doctor         checks that a live run can start, naming the fix for each problem', 0);
}

/** Writes `text` at `path` under `home` unless a file is there: the line that says which. */
function writeNew(home: string, path: string, text: string): string {
  const file = join(home, path);
  try {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx' fails on a file that exists, so a file made between a check and the write is not overwritten either.
    writeFileSync(file, text, { flag: 'wx' });
    return `wrote ${shownPath(file)}`;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return `kept ${shownPath(file)} (exists)`;
    throw unwritable(file, err);
  }
}

/** The team's .gitignore with the lines it lacks appended, its own lines kept. */
function extendGitignore(home: string): string {
  const file = join(home, '.gitignore');
  const existed = existsSync(file);
  const text = existed ? readFileSync(file, 'utf8') : '';
  const lines = missingLines(text);
  if (lines.length === 0) return `kept ${shownPath(file)} (has ${GITIGNORE_LINES.join(', ')})`;
  try {
    writeFileSync(file, appended(text, lines));
  } catch (err) {
    throw unwritable(file, err);
  }
  return `${existed ? 'appended to' : 'wrote'} ${shownPath(file)}: ${lines.join(', ')}`;
}

const unwritable = (file: string, err: unknown) =>
  new VtsError(
    'VTS_ERR_USAGE',
    `${shownPath(file)} cannot be written (${(err as NodeJS.ErrnoException).code}): check the folder's permissions`,
  );
