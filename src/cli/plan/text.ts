// The plan as the console shows it: a line per operation (rules that run, calls, uploads), under it the rules that will
// be not-applicable with the key they lack (counted per key when many lack the same), the totals, and the pace.
import { HOSTS, OPERATION_IDS } from '../../model/operations.js';
import { MAX_ATTEMPTS } from '../../settings/run-settings.js';
import type { TargetName } from '../../settings/target-name.js';
import type { RulePlan } from './rule-plan.js';

/** From this many rules lacking the same thing, one line counts them instead of naming each. */
const GROUPED_FROM = 3;

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 4 min 5 s; 1 h 2 min; 0 s. */
function duration(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const parts = [
    [Math.floor(s / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'min'],
    [s % 60, 's'],
  ] as const;
  const shown = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`);
  return shown.length > 0 ? shown.join(' ') : '0 s';
}

const sum = (plans: readonly RulePlan[], pick: (p: RulePlan) => number) => plans.reduce((n, p) => n + pick(p), 0);

function summary(plans: readonly RulePlan[]): string {
  const na = plans.filter((p) => p.notApplicable !== undefined).length;
  const failing = plans.filter((p) => p.fails !== undefined).length;
  const upload = sum(plans, (p) => p.uploadBytes);
  const rules = [
    `${plans.length - na - failing} rules run`,
    ...(na > 0 ? [`${na} not-applicable`] : []),
    ...(failing > 0 ? [`${failing} will fail`] : []),
  ].join(', ');
  const calls = sum(plans, (p) => p.calls);
  const most = sum(plans, (p) => p.maxCalls);
  const counted = `${plural(calls, 'call')} (at most ${most})`;
  return `${rules.padEnd(32)} ${counted.padEnd(26)} ${upload > 0 ? `${megabytes(upload)} uploaded` : ''}`.trimEnd();
}

/** Rules under one reason: each named, or counted when many share it. */
const grouped = (ids: string[], what: string, reason: string): string[] =>
  ids.length >= GROUPED_FROM
    ? [`      ${ids.length} rules ${what}: ${reason}`]
    : ids.map((id) => `      ${id} ${what}: ${reason}`);

/** The not-applicable rules and those that will fail, under their operation. */
function why(plans: readonly RulePlan[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const p of plans)
    if (p.notApplicable !== undefined) byReason.set(p.notApplicable, [...(byReason.get(p.notApplicable) ?? []), p.ruleId]);
  const failing = plans.filter((p) => p.fails !== undefined);
  const [first] = failing;
  return [
    ...[...byReason].flatMap(([reason, ids]) => grouped(ids, 'not-applicable', reason)),
    // A harness error names its rule (a recording's path): many are counted, the first shown.
    ...(first && failing.length >= GROUPED_FROM
      ? [`      ${failing.length} rules will fail, the first: ${first.ruleId}: ${first.fails}`]
      : failing.flatMap((p) => grouped([p.ruleId], 'will fail', p.fails ?? ''))),
  ];
}

/** Calls by what one pace spaces: on live, each base URL's origin (hosts at one origin share a pace, as in
 * src/transport/host-pace.ts); elsewhere each host is its own. */
function pacedGroups(plans: readonly RulePlan[], target: TargetName): [string, number][] {
  const byOrigin = new Map<string, Map<string, number>>();
  for (const p of plans)
    for (const [origin, hosts] of target === 'live'
      ? Object.entries(p.callsByOrigin)
      : Object.entries(p.callsByHost).map(([host, n]) => [host, { [host]: n }] as const)) {
      const into = byOrigin.get(origin) ?? new Map<string, number>();
      byOrigin.set(origin, into);
      for (const [host, n] of Object.entries(hosts)) into.set(host, (into.get(host) ?? 0) + (n ?? 0));
    }
  const order = Object.keys(HOSTS);
  const seen = new Map<string, number>();
  return [...byOrigin.values()].map((hosts): [string, number] => {
    const names = [...hosts.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(' + ');
    // One host at several origins (region_url's {region}): each group numbered, the URLs not printed.
    const n = (seen.get(names) ?? 0) + 1;
    seen.set(names, n);
    return [n === 1 ? names : `${names} (origin ${n})`, [...hosts.values()].reduce((a, b) => a + b, 0)];
  });
}

function paceLines(plans: readonly RulePlan[], target: TargetName, perMinute: number | undefined): string[] {
  if (!perMinute) return ["Rate: not limited (--rate <n>/min spaces a live run's requests to each origin)"];
  const groups = pacedGroups(plans, target).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  // k calls one interval apart: the first goes at once.
  const least = (calls: number) => duration((Math.max(0, calls - 1) * 60_000) / perMinute);
  const [busiest] = groups;
  return [
    `Rate: ${perMinute}/min per origin` +
      `${target === 'live' ? '' : ` (only live runs are paced: this ${target} run would not be; each host is counted as its own origin)`}` +
      `: at least ${busiest ? `${least(busiest[1])}, for ${busiest[0]}` : '0 s'}`,
    ...groups.map(([hosts, calls]) => `  ${hosts.padEnd(31)} ${plural(calls, 'call')}: at least ${least(calls)}`),
  ];
}

export function planText(plans: RulePlan[], options: { target: TargetName; ratePerMinute?: number }): string {
  const operations = OPERATION_IDS.filter((op) => plans.some((p) => p.operation === op));
  const where =
    options.target === 'replay'
      ? 'replay answers from the recordings, nothing reaches a vendor'
      : `nothing was sent to the ${options.target === 'live' ? 'vendor' : 'sandbox'}`;
  return [
    `Plan of a ${options.target} run: ${plural(plans.length, 'rule')} of ${plural(operations.length, 'operation')} (${where}).`,
    `Calls are the requests each case sends when every answer is its recorded one, retries included; "at most" retries`,
    `every request ${MAX_ATTEMPTS} times, sends every later step, and polls to the event timeout.`,
    ...operations.flatMap((op) => {
      const of = plans.filter((p) => p.operation === op);
      return [`  ${op.padEnd(31)} ${summary(of)}`, ...why(of)];
    }),
    `  ${'total'.padEnd(31)} ${summary(plans)}`,
    ...paceLines(plans, options.target, options.ratePerMinute),
  ].join('\n');
}
