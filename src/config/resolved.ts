// A config as a run uses it: the home (the file's folder, else the working directory), the values the file gave, and
// the VTS_* variables it sets where the environment has none (flags > environment > file > defaults).
import { isAbsolute, resolve } from 'node:path';
import { CONFIG_KEYS, type ConfigKey, type ConfigValue } from './keys.js';

export interface VtsConfig {
  /** The team's folder: every path of the file and every default folder resolves against it. */
  home: string;
  /** The file read; none when no vts.config.json was found (the defaults apply). */
  file?: string;
  /** The keys the file gave, by dotted name, expanded and with their paths absolute. */
  values: Readonly<Record<string, ConfigValue>>;
}

export const defaultConfig = (home: string): VtsConfig => ({ home: resolve(home), values: {} });

/** The key's value: the file's, else its default (a default path resolved against the home); undefined when neither. */
export function configValue(config: VtsConfig, key: ConfigKey): ConfigValue | undefined {
  const value = config.values[key.name] ?? key.fallback;
  return key.path && typeof value === 'string' && !isAbsolute(value) ? resolve(config.home, value) : value;
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** A value as its variable holds it: a list comma-separated, an object as `name=value` pairs (`parseBankStatement=5`). */
export const configText = (value: ConfigValue): string => {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${k}=${v === true ? 'on' : v === false ? 'off' : v}`)
      .join(',');
  return String(value);
};

/** The variables to set for a run: each key's (from the file or its default), VTS_HOME too, only where `env` has none. */
export function configEnv(config: VtsConfig, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  if (blank(env.VTS_HOME)) out.VTS_HOME = config.home;
  for (const key of CONFIG_KEYS) {
    const value = configValue(config, key);
    // A default the harness applies itself (target, region, transport) is left to it: only folders move with the home.
    const fromFile = key.name in config.values || key.path;
    if (key.env === undefined || value === undefined || !fromFile || !blank(env[key.env])) continue;
    out[key.env] = configText(value);
  }
  return out;
}
