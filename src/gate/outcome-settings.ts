// The settings that change a run's outcome, read from the environment the workers read: the reproduce line sets them,
// and the Allure environment widget and summary.md show them, so a run read tomorrow says how to get it again.
import { runLine } from '../base/run-line.js';
import { setByConfig } from '../base/set-by-config.js';
import { DEFAULT_TRANSPORT, TRANSPORT, TRANSPORT_KEYS, transportSettings } from '../settings/run-settings.js';

type Env = Readonly<Record<string, string | undefined>>;

interface Shown {
  env: string;
  /** The targets whose workers read it: on another target it changes nothing, and is left out. */
  on: readonly string[];
  /** The value that means the same as unset. */
  fallback?: string;
  /** A URL: left out when it holds credentials or a query (either may be a secret; fetch refuses credentials anyway). */
  url?: true;
}

const ALL = ['replay', 'sandbox', 'live'];

/** What a worker reads that changes a verdict or the gate's decision, beside --target, --seed and --strict. Never a
 * secret, nor live's base URLs and flow addresses, which a live job keeps beside the credentials. */
const SHOWN: readonly Shown[] = [
  { env: 'VTS_SANDBOX_FAULTS', on: ['sandbox'] },
  { env: 'VTS_SANDBOX_PROFILE', on: ['sandbox'] },
  { env: 'VTS_SANDBOX_URL', on: ['sandbox'], url: true },
  { env: 'VTS_REGION', on: ALL, fallback: 'ind' },
  { env: 'VTS_TARGET_PROFILE', on: ['live'] },
  { env: 'VTS_RECORDINGS_DIR', on: ['replay'] },
  { env: 'VTS_BASELINE_DIR', on: ALL },
];

/** The variables of SHOWN, beside the transport's: part of the names a run knows (src/cli/doctor/known-names.ts). */
export const OUTCOME_VARIABLES: readonly string[] = SHOWN.map((s) => s.env);

const safeUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '' && url.search === '';
  } catch {
    return false;
  }
};

/** A transport variable that is set and means something other than its default (a malformed one is shown as given). */
function transportChanged(key: (typeof TRANSPORT_KEYS)[number], value: string): boolean {
  try {
    return transportSettings({ [TRANSPORT[key].env]: value })[key] !== DEFAULT_TRANSPORT[key];
  } catch {
    return true;
  }
}

/** `[variable, value]` of every outcome-changing setting a run of `target` has, in a fixed order; blank counts as unset. */
export function outcomeSettings(target: string, env: Env = process.env): [string, string][] {
  // What the folder's vts.config.json gave is given again where the line is run (the same folder): not repeated.
  const set = (name: string) => (setByConfig(name, env) ? undefined : env[name]?.trim() || undefined);
  const plain = SHOWN.flatMap((s): [string, string][] => {
    const value = set(s.env);
    if (value === undefined || !s.on.includes(target) || value === s.fallback || (s.url && !safeUrl(value))) return [];
    return [[s.env, value]];
  });
  const transport = TRANSPORT_KEYS.flatMap((k): [string, string][] => {
    const value = set(TRANSPORT[k].env);
    return value !== undefined && transportChanged(k, value) ? [[TRANSPORT[k].env, value]] : [];
  });
  return [...plain, ...transport];
}

export const strictRun = (env: Env = process.env): boolean => env.VTS_STRICT === '1';

/** A word as a POSIX shell reads it back: bare when it is plainly safe, else in single quotes. */
export const shellWord = (s: string): string => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** `VAR=value … npm run conformance -- --rule <id> --seed <n> --target <t> [--strict]`: one case, as it ran. */
export function reproduceLine(ruleId: string, seed: number, target: string, env: Env = process.env): string {
  return [
    ...outcomeSettings(target, env).map(([name, value]) => `${name}=${shellWord(value)}`),
    runLine('conformance', [
      '--rule',
      ruleId,
      '--seed',
      String(seed),
      '--target',
      target,
      ...(strictRun(env) ? ['--strict'] : []),
    ]),
  ].join(' ');
}

/** The settings as the report shows them, one `name: value` each: the Allure environment widget and summary.md. */
export function shownSettings(target: string, seed: number, env: Env = process.env): [string, string][] {
  return [
    ['target', target],
    // A replay case runs with the seed its recording was made with (each case's reproduce line gives it).
    ['seed', target === 'replay' ? 'from each recording' : String(seed)],
    ['strict', strictRun(env) ? 'yes (--strict)' : 'no'],
    ...outcomeSettings(target, env),
  ];
}
