// A command's run under the team's vts.config.json: `--config <file>` taken out of the arguments (else the file found
// from the working directory up), the .env beside it loaded, the file read, its VTS_* variables set where the
// environment has none, and its selection given as flags to a command that takes them when the command line has none.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadEnvFile } from '../base/env-file.js';
import { VtsError } from '../base/errors.js';
import { shownPath } from '../base/paths.js';
import { findConfigFile } from '../config/find.js';
import { CONFIG_KEYS } from '../config/keys.js';
import { readConfig } from '../config/read.js';
import { configEnv, defaultConfig, type VtsConfig } from '../config/resolved.js';
import { allRules } from '../rules/index.js';
import { noRuleProblem } from './selection.js';

/** The selection flags each command parses: the config's operations, rules and exclusions become these. */
export const SELECTION_FLAGS: Readonly<Record<string, readonly string[]>> = {
  conformance: ['operation', 'rule', 'exclude'],
  record: ['operation', 'rule', 'exclude'],
  doctor: ['operation', 'rule', 'exclude'],
};

export interface ConfigRun {
  argv: string[];
  home: string;
  file?: string;
  /** Lines worth saying before the command's own (what the file added to the command line). */
  notes: string[];
  /** The variables the config set (the environment had none): a reproduce line need not repeat them in this folder. */
  set: Record<string, string>;
}

/** `--config <file>` or `--config=<file>` out of argv: the rest, and the file named (absolute). */
export function takeConfigFlag(argv: readonly string[], cwd: string): { argv: string[]; file?: string } {
  const rest: string[] = [];
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg !== '--config' && !arg.startsWith('--config=')) {
      rest.push(arg);
      continue;
    }
    const given = arg === '--config' ? argv[++i] : arg.slice('--config='.length);
    if (given === undefined || given === '' || given.startsWith('--'))
      throw new VtsError('VTS_ERR_USAGE', '--config needs a file: --config path/to/vts.config.json');
    file = resolve(cwd, given);
    if (!existsSync(file) || !statSync(file).isFile())
      throw new VtsError(
        'VTS_ERR_USAGE',
        `--config names ${shownPath(file, cwd)}, which is no file: give the path of a vts.config.json, or ` +
          `leave --config out to use the one found from the working directory`,
      );
  }
  return { argv: rest, ...(file === undefined ? {} : { file }) };
}

/** The config at `file` (else the one found from `cwd` up), the .env beside it loaded into `env` first. */
export function openConfig(
  file: string | undefined,
  env: NodeJS.ProcessEnv,
  cwd: string,
): { config: VtsConfig; dotenv: string[] } {
  const found = file ?? findConfigFile(cwd);
  const home = found === undefined ? resolve(cwd) : dirname(found);
  // The .env beside the file: without one, the working directory's is no team's (this repository's is read by main.ts).
  const dotenv = found === undefined ? [] : loadEnvFile(env, join(home, '.env'));
  return { config: found === undefined ? defaultConfig(home) : readConfig(found, env), dotenv };
}

const selects = (argv: readonly string[]) => argv.some((a) => /^--(operation|rule|exclude)(=|$)/.test(a));

/** `vts config` reads the config itself, against the environment as it was, to say where each value comes from. */
const SELF_CONFIGURED = new Set(['config']);

/** A rules or exclude entry of the file that selects no rule is the file's mistake, named as the file says it: not as
 * the --rule the file was turned into, which the user never typed. */
function heldToRules(key: string, patterns: readonly string[], file: string, cwd: string): void {
  const ids = allRules().map((r) => r.id);
  for (const pattern of patterns) {
    const problem = noRuleProblem(pattern, ids);
    if (problem !== undefined)
      throw new VtsError('VTS_ERR_USAGE', `${shownPath(file, cwd)}: "${key}" entry "${pattern}" ${problem}; fix it in the file`);
  }
}

export function withConfig(command: string, argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): ConfigRun {
  if (SELF_CONFIGURED.has(command)) return { argv: [...argv], home: resolve(cwd), notes: [], set: {} };
  const loaded = takeConfigFlag(argv, cwd);
  const { config } = openConfig(loaded.file, env, cwd);
  const set = configEnv(config, env);
  Object.assign(env, set);
  const run = { home: config.home, ...(config.file === undefined ? {} : { file: config.file }), notes: [] as string[], set };
  const flags = SELECTION_FLAGS[command] ?? [];
  if (selects(loaded.argv)) return { ...run, argv: loaded.argv };
  const added = CONFIG_KEYS.flatMap((k) => {
    const values = config.values[k.name];
    if (!k.selection || !flags.includes(k.flag!) || !Array.isArray(values)) return [];
    if (k.flag === 'rule' || k.flag === 'exclude') heldToRules(k.name, values, config.file!, cwd);
    return values.flatMap((v) => [`--${k.flag}`, v]);
  });
  if (added.length > 0) run.notes.push(`${shownPath(config.file!, cwd)} selects: ${added.join(' ')}`);
  return { ...run, argv: [...loaded.argv, ...added] };
}
