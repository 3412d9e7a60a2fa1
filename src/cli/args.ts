// The flags shared by `conformance` and `record`, parsed strictly: an unknown flag is an error that lists the valid ones.
import { parseArgs } from 'node:util';
import { VtsError } from '../errors.js';
import { isOperationId, OPERATION_IDS } from '../operations.js';
import { allRules } from '../rules/index.js';
import { TRANSPORT, TRANSPORT_KEYS, type TransportSettings } from '../run-settings.js';
import type { Rule } from '../types.js';

export interface RunArgs {
  target?: string;
  record: boolean;
  operations: string[];
  rules: string[];
  seed?: number;
  /** [k, n]: run the k-th of n shards. */
  shard?: [number, number];
  strict: boolean;
  list: boolean;
  /** Record into this folder instead of fixtures/recordings/ (a candidate set for `npm run drift`). */
  out?: string;
  help: boolean;
  /** Transport flags as given (`--deadline 5`): the CLI checks them and hands them to the workers as VTS_* variables. */
  transport: Partial<Record<keyof TransportSettings, string>>;
}

export function parseRunArgs(argv: string[]): RunArgs {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (err) {
    throw new VtsError('VTS_ERR_USAGE', `${(err as Error).message}: see --help`);
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !(Number.isInteger(seed) && seed > 0))
    throw new VtsError('VTS_ERR_USAGE', `--seed must be a positive integer, got "${values.seed}"`);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  return {
    target: values.target,
    shard,
    record: values.record ?? false,
    operations: values.operation ?? [],
    rules: values.rule ?? [],
    seed,
    strict: values.strict ?? false,
    list: values.list ?? false,
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

const parse = (args: string[]) =>
  parseArgs({
    args,
    options: {
      target: { type: 'string' },
      record: { type: 'boolean' },
      operation: { type: 'string', multiple: true },
      rule: { type: 'string', multiple: true },
      seed: { type: 'string' },
      shard: { type: 'string' },
      strict: { type: 'boolean' },
      list: { type: 'boolean' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      ...TRANSPORT_OPTIONS,
    },
    allowPositionals: false,
  });

function parseShard(value: string): [number, number] {
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const [k, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!(n >= 1 && k >= 1 && k <= n))
    throw new VtsError('VTS_ERR_USAGE', `--shard must be k/n with 1 <= k <= n, like 1/3; got "${value}"`);
  return [k, n];
}

/** The rules a run selects: by operation and/or rule id, every rule when neither is given. */
export function selectRules(args: Pick<RunArgs, 'operations' | 'rules'>): Rule[] {
  for (const op of args.operations)
    if (!isOperationId(op))
      throw new VtsError('VTS_ERR_USAGE', `unknown operation "${op}": use one of ${OPERATION_IDS.join(', ')}`);
  const known = new Set(allRules().map((r) => r.id));
  for (const id of args.rules)
    if (!known.has(id))
      throw new VtsError('VTS_ERR_USAGE', `unknown rule "${id}": list the rules with \`npm run conformance -- --list\``);
  return allRules().filter(
    (r) =>
      (args.operations.length === 0 || args.operations.includes(r.operation)) &&
      (args.rules.length === 0 || args.rules.includes(r.id)),
  );
}
