// What an exploration sends and holds answers to: the operations, each one's budget, the properties turned off. Flags
// win over the environment, which vts.config.json's `explore` keys set (src/config/keys.ts); a wrong value names the
// flag or the variable it came from (one from the file was refused when the file was read).
import { VtsError } from '../base/errors.js';
import { setByConfig } from '../base/set-by-config.js';
import { suggestion } from '../base/suggestion.js';
import { DEFAULT_EXPLORE_BUDGET, EXPLORED } from '../config/keys.js';
import { PROPERTIES, type Property } from '../model/explore-properties.js';
import type { OperationId } from '../model/operations.js';

export interface ExploreFlags {
  operation?: string[];
  budget?: string[];
  skip?: string[];
  property?: string[];
}

export interface ExploreSettings {
  operations: OperationId[];
  /** Each explored operation's budget. */
  budgets: Record<string, number>;
  /** The budget an operation without one of its own has. */
  budget: number;
  off: Property[];
}

/** Where a variable's value came from, as an error names it: the variable, or the key of vts.config.json that set it. */
const fromVariable = (name: string, key: string, env: NodeJS.ProcessEnv) =>
  setByConfig(name, env) ? `${key} of vts.config.json` : name;

const problem = (where: string, why: string) => new VtsError('VTS_ERR_USAGE', `${where} ${why}`);

const operationOf = (name: string, where: string): OperationId => {
  if ((EXPLORED as readonly string[]).includes(name)) return name as OperationId;
  throw problem(where, `"${name}" is no operation the harness calls${suggestion(name, EXPLORED)}: one of ${EXPLORED.join(', ')}`);
};

const positive = (text: string, where: string): number => {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < 1) throw problem(where, `must be a positive integer, got "${text}"`);
  return n;
};

const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `60` (every operation) or `parseBankStatement=5` (one), as --budget and VTS_EXPLORE_BUDGETS give them. */
function budgetsOf(entries: readonly string[], where: string): { all?: number; own: Record<string, number> } {
  const out: { all?: number; own: Record<string, number> } = { own: {} };
  for (const entry of entries) {
    const [name, n] = entry.includes('=') ? (entry.split('=', 2) as [string, string]) : [undefined, entry];
    if (name === undefined) out.all = positive(n, where);
    else out.own[operationOf(name.trim(), where)] = positive(n, where);
  }
  return out;
}

/** `response-schema=off` (or on, true, false), as --property and VTS_EXPLORE_PROPERTIES give them. */
function switchesOf(entries: readonly string[], where: string): Partial<Record<Property, boolean>> {
  const out: Partial<Record<Property, boolean>> = {};
  for (const entry of entries) {
    const [name = '', value = ''] = entry.split('=', 2).map((s) => s.trim());
    if (!(PROPERTIES as readonly string[]).includes(name))
      throw problem(where, `"${name}" is no property${suggestion(name, PROPERTIES)}: one of ${PROPERTIES.join(', ')}`);
    if (!['on', 'off', 'true', 'false'].includes(value))
      throw problem(where, `must be <property>=on or <property>=off, got "${entry}"`);
    out[name as Property] = value === 'on' || value === 'true';
  }
  return out;
}

export function exploreSettings(flags: ExploreFlags, env: NodeJS.ProcessEnv = process.env): ExploreSettings {
  const variable = (name: string, key: string) => ({ text: env[name]?.trim() ?? '', where: fromVariable(name, key, env) });
  const all = variable('VTS_EXPLORE_BUDGET', 'explore.budget');
  const own = variable('VTS_EXPLORE_BUDGETS', 'explore.budgets');
  const fromEnv = budgetsOf(listOf(own.text), own.where);
  if (all.text !== '') fromEnv.all = positive(all.text, all.where);
  const fromFlags = budgetsOf(flags.budget ?? [], '--budget');
  // An operation named on the command line is explored: the file's skip is for the default set.
  const named = flags.operation !== undefined && flags.operation.length > 0;
  const skipVar = variable('VTS_EXPLORE_SKIP', 'explore.skip');
  const skip = flags.skip ?? (named ? [] : listOf(skipVar.text));
  const skipWhere = flags.skip ? '--skip' : skipVar.where;
  const skipped = new Set(skip.map((s) => operationOf(s, skipWhere)));
  const chosen = named ? (flags.operation ?? []).map((op) => operationOf(op, '--operation')) : EXPLORED;
  const operations = chosen.filter((op) => !skipped.has(op));
  if (operations.length === 0)
    throw problem(skipWhere, `leaves out every operation chosen (${chosen.join(', ')}): nothing would be explored`);
  const budget = fromFlags.all ?? fromEnv.all ?? DEFAULT_EXPLORE_BUDGET;
  const budgets = Object.fromEntries(
    operations.map((op) => [op, fromFlags.own[op] ?? fromFlags.all ?? fromEnv.own[op] ?? fromEnv.all ?? DEFAULT_EXPLORE_BUDGET]),
  );
  const props = variable('VTS_EXPLORE_PROPERTIES', 'explore.properties');
  const switches = { ...switchesOf(listOf(props.text), props.where), ...switchesOf(flags.property ?? [], '--property') };
  const off = PROPERTIES.filter((p) => switches[p] === false);
  return { operations, budgets, budget, off };
}

/** `budget 60 each (parseBankStatement 5)`, for the run's first line and the doctor's. */
export function budgetText(s: Pick<ExploreSettings, 'budget' | 'budgets'>): string {
  const own = Object.entries(s.budgets).filter(([, n]) => n !== s.budget);
  return `budget ${s.budget} each${own.length > 0 ? ` (${own.map(([op, n]) => `${op} ${n}`).join(', ')})` : ''}`;
}
