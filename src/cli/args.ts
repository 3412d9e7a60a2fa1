// The flags shared by `conformance` and `record`, parsed strictly: an unknown flag is an error that lists the valid ones.
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { TRANSPORT, TRANSPORT_KEYS, type TransportSettings } from '../settings/run-settings.js';
import { type Selection, suggestion } from './selection.js';
import { type PlanSource, TESTPLAN_ENV } from './testplan.js';

export interface RunArgs extends Selection {
  target?: string;
  record: boolean;
  seed?: number;
  /** [k, n]: run the k-th of n shards. */
  shard?: [number, number];
  strict: boolean;
  list: boolean;
  /** With --list: one JSON document for scripts. */
  json: boolean;
  /** Print what the run would send (rules, calls, uploads, not-applicable rules) and send nothing. */
  plan: boolean;
  /** List every non-gating line (spec gaps, not-applicable cases), not only their count. */
  verbose: boolean;
  /** Record into this folder instead of fixtures/recordings/ (a candidate set for `npm run drift`). */
  out?: string;
  help: boolean;
  /** Transport flags as given (`--deadline 5`): the CLI checks them and hands them to the workers as VTS_* variables. */
  transport: Partial<Record<keyof TransportSettings, string>>;
}

export function parseRunArgs(argv: string[], env: Readonly<Record<string, string | undefined>> = process.env): RunArgs {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (err) {
    throw new VtsError('VTS_ERR_USAGE', flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS)));
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !(Number.isInteger(seed) && seed > 0))
    throw new VtsError('VTS_ERR_USAGE', `--seed must be a positive integer, got "${values.seed}"`);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  const testplan = testPlanSource(values.testplan, env);
  return {
    target: values.target,
    shard,
    record: values.record ?? false,
    operations: values.operation ?? [],
    rules: values.rule ?? [],
    exclude: values.exclude ?? [],
    ...(values.strength === undefined ? {} : { strength: values.strength }),
    ...(values.missing ? { missing: true } : {}),
    ...(testplan === undefined ? {} : { testplan }),
    seed,
    strict: values.strict ?? false,
    list: values.list ?? false,
    json: values.json ?? false,
    plan: (values.plan ?? false) || (values['dry-run'] ?? false),
    verbose: values.verbose ?? false,
    ...(values.out === undefined ? {} : { out: values.out }),
    help: values.help ?? false,
    transport: Object.fromEntries(
      TRANSPORT_KEYS.flatMap((k) => {
        const value = (values as Record<string, unknown>)[TRANSPORT[k].flag];
        return typeof value === 'string' ? [[k, value]] : [];
      }),
    ),
  };
}

/** The transport flags (`--deadline <s>`…), each naming its environment variable and default: for --help. */
export const TRANSPORT_USAGE = TRANSPORT_KEYS.map((k) => {
  const { flag, env, unit, fallback, help } = TRANSPORT[k];
  const arg = `--${flag} <${unit === 'count' ? 'n' : unit === 's' ? 's' : 'MB'}>`;
  return `  ${arg.padEnd(32)}${help} (default ${fallback}${unit === 'count' ? '' : ` ${unit}`}; ${env})`;
}).join('\n');

const TRANSPORT_OPTIONS = Object.fromEntries(TRANSPORT_KEYS.map((k) => [TRANSPORT[k].flag, { type: 'string' as const }]));

const OPTIONS = {
  target: { type: 'string' },
  record: { type: 'boolean' },
  operation: { type: 'string', multiple: true },
  rule: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  strength: { type: 'string' },
  missing: { type: 'boolean' },
  testplan: { type: 'string' },
  seed: { type: 'string' },
  shard: { type: 'string' },
  strict: { type: 'boolean' },
  list: { type: 'boolean' },
  json: { type: 'boolean' },
  plan: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  verbose: { type: 'boolean' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...TRANSPORT_OPTIONS,
} as const;

const parse = (args: string[]) => parseArgs({ args, options: OPTIONS, allowPositionals: false });

/** node:util's message for a flag it refused, shortened, with the closest known flag when one is near. */
export function flagProblem(err: Error & { code?: string }, known: readonly string[]): string {
  const unknown = err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-{1,2}[^']+)'/.exec(err.message)?.[1] : undefined;
  if (unknown === undefined) return `${err.message}: see --help`;
  const near = suggestion(unknown.replace(/^-+/, ''), known).replace(/"(.+)"/, '"--$1"');
  return `unknown flag ${unknown}${near}: see --help`;
}

/** --testplan's file, else ALLURE_TESTPLAN_PATH's (allure-vitest's variable; blank is unset): the flag wins. */
function testPlanSource(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): PlanSource | undefined {
  if (flag !== undefined) {
    if (flag.trim() === '') throw new VtsError('VTS_ERR_USAGE', '--testplan needs a file: --testplan path/to/testplan.json');
    return { file: flag };
  }
  const file = env[TESTPLAN_ENV]?.trim();
  return file ? { file, fromEnv: true } : undefined;
}

function parseShard(value: string): [number, number] {
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const [k, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!(n >= 1 && k >= 1 && k <= n))
    throw new VtsError('VTS_ERR_USAGE', `--shard must be k/n with 1 <= k <= n, like 1/3; got "${value}"`);
  return [k, n];
}
