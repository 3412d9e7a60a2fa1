// The variables a live run of the selected rules reads: credentials, the hosts of every operation their flows call, the
// region, the transport settings, and the flow's own when a flow rule is selected. Each problem one line, with its fix.
import { isFlowRule, operationsOf } from '../../flow/case-flow.js';
import { type HostPlaceholder, HOSTS, isEvent, type OperationId, OPERATIONS } from '../../model/operations.js';
import { runRegion, transportSettings } from '../../settings/run-settings.js';
import { baseUrlProblem } from '../../targets/base-url.js';
import { baseOf } from '../../targets/live.js';
import { checkWebhookPort, FLOW_FIX, flowEnvProblems } from '../../targets/live-flow.js';
import type { Rule } from '../../model/types.js';
import { exampleHostProblem, pastedPathFindings } from './base-urls.js';
import { GUIDE, type Findings } from './findings.js';
import { headerValueProblem } from './header-value.js';
import { needsOf } from './needs.js';

const setting = (name: string) => process.env[name]?.trim() || undefined;
const IN_ENV = `or put it in .env at the repository root (${GUIDE})`;
// What the README and the error messages show as `<…>`, pasted as the value.
const ANGLE_PLACEHOLDER = /^<.*>$/s;

export function credentialFindings(found: Findings): void {
  for (const [name, what] of [
    ['VTS_APP_ID', 'your appId'],
    ['VTS_APP_KEY', 'your appKey'],
  ] as const) {
    const value = setting(name);
    // The values are secrets: a problem names the variable, never the value.
    const problem =
      value === undefined
        ? `is not set: export ${name}=<${what}> ${IN_ENV}`
        : ANGLE_PLACEHOLDER.test(value)
          ? `is still a placeholder (<…>): set it to ${what} as the vendor issued it`
          : headerValueProblem(value)?.concat(`: set it to ${what} exactly as the vendor issued it`);
    if (problem) found.problems.push(`${name} ${problem}`);
  }
}

/** The hosts the rules' flows call, in the catalogue's order, each with the operations that need it. */
function hostsOf(rules: Rule[]): Map<HostPlaceholder, OperationId[]> {
  const operations = new Set(rules.flatMap(operationsOf));
  const hosts = new Map<HostPlaceholder, OperationId[]>();
  for (const host of Object.keys(HOSTS) as HostPlaceholder[]) {
    const ops = [...operations].filter((op) => OPERATIONS[op].host === host);
    if (ops.length > 0) hosts.set(host, ops);
  }
  return hosts;
}

/** Every base URL the rules will call, by variable (`{region}` filled in with each region the rules use). */
export function baseUrlsOf(rules: Rule[], region: string): { name: string; url: string }[] {
  return [...hostsOf(rules).keys()].flatMap((host) => {
    const regions =
      host === 'region_url' ? [...new Set([region, ...rules.flatMap((r) => (r.region ? [r.region] : []))])] : [region];
    return regions.flatMap((r) => {
      const base = baseOf(host, r);
      return base && !baseUrlProblem(base.url) ? [{ name: base.name, url: base.url }] : [];
    });
  });
}

export function hostFindings(rules: Rule[], region: string, found: Findings): void {
  for (const [host, ops] of hostsOf(rules)) {
    const name = HOSTS[host];
    const base = baseOf(host, region);
    if (base === undefined) {
      found.problems.push(`${name} is not set (the host of ${ops.join(', ')}): export ${name}=<base URL of {${host}}> ${IN_ENV}`);
      continue;
    }
    const malformed = baseUrlProblem(base.url);
    if (malformed) {
      // A value with credentials in it is not printed.
      const shown = malformed.startsWith('holds credentials') ? name : `${name}=${JSON.stringify(base.raw)}`;
      found.problems.push(
        `${shown} ${malformed}: set it to the base URL of {${host}}, like https://api.example.com or https://gw.example.com/vendor/auth (${GUIDE})`,
      );
      continue;
    }
    const example = exampleHostProblem(name, base.url);
    if (example) found.problems.push(example);
    const pasted = pastedPathFindings(host, name, base.raw, base.url);
    if (pasted.problem) found.problems.push(pasted.problem);
    if (pasted.hint) found.hints.push(pasted.hint);
    if (host === 'region_url' && !base.raw.includes('{region}'))
      found.hints.push(
        `${name} has no {region}: every matchFace.region.* rule goes to this one host; write {region} where the region code goes (${GUIDE})`,
      );
  }
}

/** VTS_REGION and the transport settings (`VTS_DEADLINE_S`…), each as the run reads it. */
export function settingFindings(found: Findings): void {
  for (const read of [runRegion, () => transportSettings()])
    try {
      read();
    } catch (error) {
      found.problems.push((error as Error).message);
    }
}

export async function flowFindings(rules: Rule[], found: Findings): Promise<void> {
  if (!rules.some(isFlowRule)) return;
  const malformed = flowEnvProblems();
  found.problems.push(...malformed.map((p) => `${p}: ${FLOW_FIX}`));
  for (const name of ['VTS_WEBHOOK_PUBLIC_URL', 'VTS_STATEMENT_BASE_URL']) {
    const value = setting(name);
    const example = value && !baseUrlProblem(value) ? exampleHostProblem(name, value) : undefined;
    if (example) found.problems.push(example);
  }
  // The port is listened on only when it is a port number (a malformed one is named above).
  if (malformed.length === 0)
    try {
      await checkWebhookPort();
    } catch (error) {
      found.problems.push((error as Error).message);
    }
  const publicUrl = setting('VTS_WEBHOOK_PUBLIC_URL');
  const events = rules.filter((r) => isEvent(r.operation)).length;
  if (publicUrl === undefined)
    found.hints.push(
      `VTS_WEBHOOK_PUBLIC_URL is not set: the flow polls the ` +
        `results${events > 0 ? ` and the ${events} webhookEvent rules are not-applicable` : ''}; to receive ` +
        `events, run a tunnel to VTS_WEBHOOK_PORT and set it (${GUIDE})`,
    );
  else if (URL.canParse(publicUrl) && !new URL(publicUrl).pathname.endsWith('/webhook'))
    found.hints.push(
      `VTS_WEBHOOK_PUBLIC_URL does not end with /webhook, the receiver's one path: events reach it only if the tunnel rewrites the path (${GUIDE})`,
    );
  const statements = rules.filter((r) => needsOf(r).statements).length;
  if (setting('VTS_STATEMENT_BASE_URL') === undefined && statements > 0)
    found.hints.push(
      `VTS_STATEMENT_BASE_URL is not set: the ${statements} rules that send a statement URL are ` +
        `not-applicable; host fixtures/inputs/statements/ where the vendor can fetch it and set it (${GUIDE})`,
    );
}
