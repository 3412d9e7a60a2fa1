// `vts config`: the settings a run in this folder would use, each with where it comes from (flag, environment, .env,
// file, default) and the file used; `--get <key>` prints one value alone, for a workflow or the Action to read.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { shownPath } from '../base/paths.js';
import { suggestion } from '../base/suggestion.js';
import { CONFIG_KEYS, type ConfigKey, type ConfigValue } from '../config/keys.js';
import { configText, configValue, type VtsConfig } from '../config/resolved.js';
import { TRANSPORT, TRANSPORT_KEYS } from '../settings/run-settings.js';
import { flagProblem } from './args.js';
import { openConfig, takeConfigFlag } from './config-run.js';
import { say } from './say.js';

export const CONFIG_USAGE = `Usage: vts config [--config <file>] [--get <key>] [run flags]

Prints the settings a run in this folder uses, each with where it comes from: a flag given here (--target, --operation,
--rule, --exclude and the transport flags of vts conformance), the environment, the .env beside the config file, the
config file (vts.config.json, found from the working directory up, or --config <file>), or the default. Precedence:
flags > environment > file > defaults. Every key and its meaning: docs/config.md.

Options:
  --config <file>  read this config file instead of the one found
  --get <key>      print one value alone (a list comma-separated; a folder absolute), e.g. --get folders.reports
  -h, --help       this text

Exit codes: 0 printed · 2 a wrong key or value in the file, an unknown --get key, or bad usage.`;

const RUN_FLAGS = {
  target: { type: 'string' },
  operation: { type: 'string', multiple: true },
  rule: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  ...Object.fromEntries(TRANSPORT_KEYS.map((k) => [TRANSPORT[k].flag, { type: 'string' as const }])),
} as const;
const OPTIONS = { ...RUN_FLAGS, get: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

type Source = 'flag' | 'environment' | '.env' | 'file' | 'default';
interface Setting {
  name: string;
  value: ConfigValue | undefined;
  source: Source;
}

const blank = (v: string | undefined) => (v ?? '').trim() === '';

interface Sources {
  flags: Record<string, unknown>;
  env: NodeJS.ProcessEnv;
  /** The variables the .env beside the config file set. */
  dotenv: string[];
  config: VtsConfig;
  cwd: string;
}

function setting(key: ConfigKey, { flags, env, dotenv, config, cwd }: Sources): Setting {
  const { name } = key;
  const selected = ['operation', 'rule', 'exclude'].some((f) => flags[f] !== undefined);
  const flag = key.flag === undefined ? undefined : flags[key.flag];
  if (key.selection ? selected : flag !== undefined)
    return { name, value: (flag as ConfigValue | undefined) ?? [], source: 'flag' };
  const given = key.env === undefined ? undefined : env[key.env];
  if (given !== undefined && !blank(given))
    // A folder from the environment counts from the working directory, as the commands read it.
    return { name, value: key.path ? resolve(cwd, given) : given, source: dotenv.includes(key.env!) ? '.env' : 'environment' };
  return { name, value: configValue(config, key), source: name in config.values ? 'file' : 'default' };
}

/** Every setting: the keys in table order, the history defaulting to <reports>/history as the report does. */
function settings(sources: Sources): Setting[] {
  const { env, dotenv, config } = sources;
  const all = CONFIG_KEYS.map((k) => setting(k, sources));
  const history = all.find((s) => s.name === 'folders.history')!;
  if (history.value === undefined) history.value = join(String(all.find((s) => s.name === 'folders.reports')!.value), 'history');
  const home: Setting = {
    name: 'home',
    value: blank(env.VTS_HOME) ? config.home : env.VTS_HOME,
    source: config.file ? 'file' : 'default',
  };
  if (!blank(env.VTS_HOME)) home.source = dotenv.includes('VTS_HOME') ? '.env' : 'environment';
  return [home, ...all];
}

/** An empty selection list selects every operation or rule, and an empty exclusion leaves none out. */
const NONE = new Set(['exclude', 'explore.skip', 'explore.budgets']);
const EMPTY = (name: string) => (NONE.has(name) ? '(none)' : name === 'explore.properties' ? '(all on)' : '(all)');
const shown = (value: ConfigValue | undefined) => (value === undefined ? '' : configText(value));

export async function configCommand(argv: string[], out: (line: string) => void, cwd = process.cwd()): Promise<number> {
  // A copy: the .env beside the file is read into it, so the sources stay apart and this process's environment as it was.
  const env = { ...process.env };
  try {
    const taken = takeConfigFlag(argv, cwd);
    let values: Record<string, unknown> & { get?: string; help?: boolean };
    try {
      ({ values } = parseArgs({ args: taken.argv, options: OPTIONS, allowPositionals: false }));
    } catch (err) {
      throw new VtsError('VTS_ERR_USAGE', flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS)));
    }
    if (values.help) return say(out, CONFIG_USAGE, 0);
    const { config, dotenv } = openConfig(taken.file, env, cwd);
    const all = settings({ flags: values, env, dotenv, config, cwd });
    if (values.get !== undefined) {
      const one = all.find((s) => s.name === values.get);
      if (one === undefined)
        throw new VtsError(
          'VTS_ERR_USAGE',
          `--get "${values.get}" is no key${suggestion(
            values.get,
            all.map((s) => s.name),
          )}: vts config lists them`,
        );
      return say(out, shown(one.value), 0);
    }
    out(
      config.file === undefined
        ? `config: no vts.config.json from ${shownPath(cwd)} up: the defaults, with the working directory as home`
        : `config: ${shownPath(config.file, cwd)}`,
    );
    const width = Math.max(...all.map((s) => s.name.length)) + 2;
    const valueWidth = Math.max(...all.map((s) => shown(s.value).length)) + 2;
    for (const s of all) out(`  ${s.name.padEnd(width)}${(shown(s.value) || EMPTY(s.name)).padEnd(valueWidth)}${s.source}`);
    return 0;
  } catch (err) {
    if (!(err instanceof VtsError)) throw err;
    return say(out, `error ${err.code}: ${err.message}`, 2);
  }
}
