// The keys of vts.config.json as data: each one's JSON Schema, the VTS_* variable it sets, its help and default. The
// published schema (vts.config.schema.json), docs/config.md's table, the file's validation and `vts config` read it.
import { PROPERTIES } from '../model/explore-properties.js';
import { isEvent, OPERATION_IDS, REGIONS } from '../model/operations.js';
import { TRANSPORT, TRANSPORT_KEYS } from '../settings/run-settings.js';
import { TARGET_NAMES } from '../settings/target-name.js';

/** A value as the file gives it; an object maps names to numbers or flags (`explore.budgets`). */
export type ConfigValue = string | number | string[] | Readonly<Record<string, number | boolean>>;

export interface ConfigKey {
  /** As written in the file; a folder is `folders.<name>`. */
  name: string;
  /** The value's JSON Schema, less its description and default (help and fallback give those). */
  schema: Record<string, unknown>;
  /** What a wrong value must be, as the one error line says it. */
  must: string;
  /** The environment variable it sets where the environment has none. */
  env?: string;
  /** The flag of conformance and record that wins over it (without the dashes). */
  flag?: string;
  /** A selection: given as its flag to a command that takes it when the command line selects nothing itself. */
  selection?: boolean;
  /** A path: resolved against the config file's folder. */
  path?: boolean;
  help: string;
  /** The value when the key is absent; none: the harness's own default applies (help says which). */
  fallback?: ConfigValue;
}

const oneOf = (values: readonly string[]) => `one of ${values.join(', ')}`;
const list = (title: string, items: Record<string, unknown>) => ({ title, type: 'array', items, uniqueItems: true });

/** `connect-timeout` → `connectTimeout`: a transport key is its flag's name. */
const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The transport settings, one key per TRANSPORT entry, in the flag's units (seconds, MB, counts). */
const TRANSPORT_CONFIG: ConfigKey[] = TRANSPORT_KEYS.map((k) => {
  const { flag, env, unit, fallback, min, suffix, help } = TRANSPORT[k];
  const least = min ?? (unit === 'count' ? 1 : undefined);
  const bound = least === undefined ? { exclusiveMinimum: 0 } : { minimum: least };
  const number = { type: unit === 'count' ? 'integer' : 'number', ...bound };
  const what =
    unit === 'count'
      ? `an integer >= ${least}`
      : `${least === undefined ? 'a positive number' : `a number >= ${least}`} of ${unit === 's' ? 'seconds' : 'MB'}`;
  return {
    name: camel(flag),
    schema: suffix ? { anyOf: [number, { type: 'string', pattern: `^[0-9]+${suffix}$` }] } : number,
    must: suffix ? `${what} or "N${suffix}"` : what,
    env,
    flag,
    help: `${help}${unit === 'count' ? '' : `, in ${unit === 's' ? 'seconds' : 'MB'}`}`,
    fallback,
  };
});

const folder = (name: string, env: string, help: string, fallback?: string): ConfigKey => ({
  name: `folders.${name}`,
  schema: { type: 'string', minLength: 1 },
  must: 'a path (a non-empty string)',
  env,
  path: true,
  help,
  ...(fallback === undefined ? {} : { fallback }),
});

/** The objects of the file that hold dotted keys (`folders.reports` is "reports" under "folders"), what each holds and
 * what it must be. */
export const GROUPS: Readonly<Record<string, { help: string; must: string }>> = {
  folders: {
    help: "where the team's files are, relative to this file's folder",
    must: 'an object of folders ({ "reports": "vts-reports" })',
  },
  notify: {
    help: 'the message a night that needs one sends (docs/notify.md); its secrets are read from the environment only',
    must: 'an object of notify settings ({ "slackChannel": "#vendor-conformance" })',
  },
  explore: {
    help: 'what vts explore sends and holds answers to (docs/explore.md)',
    must: 'an object of explore settings ({ "budget": 50 })',
  },
};

/** The operations exploration sends requests to: every one but the vendor's webhook event. */
export const EXPLORED = OPERATION_IDS.filter((op) => !isEvent(op));
export const DEFAULT_EXPLORE_BUDGET = 100;

/** An object of some names (operations, properties) to values of one schema. */
const mapOf = (title: string, names: readonly string[], value: Record<string, unknown>) => ({
  title,
  type: 'object',
  propertyNames: { enum: [...names] },
  additionalProperties: value,
});

const EXPLORE_KEYS: ConfigKey[] = [
  {
    name: 'explore.budget',
    schema: { type: 'integer', minimum: 1 },
    must: 'an integer >= 1',
    env: 'VTS_EXPLORE_BUDGET',
    flag: 'budget',
    help: 'generated requests per operation (shrinking not counted)',
    fallback: DEFAULT_EXPLORE_BUDGET,
  },
  {
    name: 'explore.budgets',
    schema: mapOf('object of operation id to integer >= 1', EXPLORED, { type: 'integer', minimum: 1 }),
    must: 'an object of operation ids to integers >= 1 ({ "parseBankStatement": 5 })',
    env: 'VTS_EXPLORE_BUDGETS',
    flag: 'budget',
    help: "an operation's own budget, over explore.budget",
  },
  {
    name: 'explore.properties',
    schema: mapOf('object of property to true or false', PROPERTIES, { type: 'boolean' }),
    must: `an object of properties to true or false ({ "response-schema": false }): ${PROPERTIES.join(', ')}`,
    env: 'VTS_EXPLORE_PROPERTIES',
    flag: 'property',
    help: 'false turns a property off: its breaks are not findings (default: every one on)',
  },
  {
    name: 'explore.skip',
    schema: list('operation ids', { enum: EXPLORED }),
    must: 'a list of operation ids',
    env: 'VTS_EXPLORE_SKIP',
    flag: 'skip',
    help: 'operations exploration leaves out (an --operation named wins)',
    fallback: [],
  },
];

export const NOTIFY_WHEN = ['changes', 'always'] as const;

/** Every key, in the order the schema, the docs and `vts config` show them. */
export const CONFIG_KEYS: readonly ConfigKey[] = [
  {
    name: 'target',
    schema: { enum: [...TARGET_NAMES] },
    must: oneOf(TARGET_NAMES),
    env: 'VTS_TARGET',
    flag: 'target',
    help: 'where a run sends its requests: replay (the recordings), sandbox or live (the vendor)',
    fallback: 'replay',
  },
  {
    name: 'operations',
    schema: list('operation ids', { enum: [...OPERATION_IDS] }),
    must: 'a list of operation ids',
    flag: 'operation',
    selection: true,
    help: 'the operations conformance, record and doctor run (empty: every one)',
    fallback: [],
  },
  {
    name: 'rules',
    schema: list('rule ids or globs', { type: 'string', minLength: 1 }),
    must: "a list of rule ids or globs (like 'emailBasic.*')",
    flag: 'rule',
    selection: true,
    help: 'the rules conformance and record run, by id or glob (empty: every rule of the operations)',
    fallback: [],
  },
  {
    name: 'exclude',
    schema: list('rule ids or globs', { type: 'string', minLength: 1 }),
    must: 'a list of rule ids or globs',
    flag: 'exclude',
    selection: true,
    help: 'the rules conformance and record leave out, by id or glob',
    fallback: [],
  },
  {
    name: 'region',
    schema: { enum: [...REGIONS] },
    must: oneOf(REGIONS),
    env: 'VTS_REGION',
    help: 'the face match region of a rule that names none',
    fallback: 'ind',
  },
  ...TRANSPORT_CONFIG,
  {
    name: 'ticketUrl',
    schema: { title: 'http(s) URL with {id}', type: 'string', pattern: '^https?://\\S*\\{id\\}\\S*$' },
    must: 'an http(s) URL holding {id}, like "https://jira.example.com/browse/{id}"',
    env: 'VTS_TICKET_URL',
    help: "an accepted deviation's ticket id as a link in the Allure report",
  },
  folder('recordings', 'VTS_RECORDINGS_DIR', 'the recordings a replay run uses and a record run writes', 'vts/recordings'),
  folder('baseline', 'VTS_BASELINE_DIR', 'the accepted deviations, one <target>.verdicts.json each', 'vts/baseline'),
  folder('reports', 'VTS_REPORTS_DIR', "a run's reports: summary.md, allure-results, allure-report", 'vts-reports'),
  folder('history', 'VTS_ALLURE_HISTORY_DIR', 'the Allure history kept from run to run (default: <reports>/history)'),
  folder(
    'profile',
    'VTS_TARGET_PROFILE',
    "the live target's test data (a profile like fixtures/targets/live.json)",
    'vts/live.json',
  ),
  folder(
    'statements',
    'VTS_STATEMENTS_DIR',
    "your own bank statements, each with its <file>.facts.json; the profile's relative statement paths are looked for here too",
    'vts/statements',
  ),
  {
    name: 'notify.slackChannel',
    schema: { type: 'string', minLength: 1 },
    must: 'a Slack channel (a non-empty string: a name like "#conformance" or its id)',
    env: 'VTS_NOTIFY_SLACK_CHANNEL',
    help: "the Slack channel of a night's message (docs/notify.md; the token: VTS_SLACK_TOKEN)",
  },
  {
    name: 'notify.when',
    schema: { enum: [...NOTIFY_WHEN] },
    must: oneOf(NOTIFY_WHEN),
    env: 'VTS_NOTIFY_WHEN',
    help: 'changes: a message when the outcome or its failing rules change; always: every run',
    fallback: 'changes',
  },
  ...EXPLORE_KEYS,
];

export const configKey = (name: string): ConfigKey | undefined => CONFIG_KEYS.find((k) => k.name === name);
