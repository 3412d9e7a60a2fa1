// What the audit command and the proxy share: a session that judges each exchange and the sinks it feeds, with the
// profiles' test values and the team's credentials.
import { existsSync } from 'node:fs';
import { allRules } from '../rules/index.js';
import { type AuditRun, parallelAudit } from '../audit/parallel.js';
import { auditSession, type AuditSession, type AuditSessionOptions } from '../audit/session.js';
import { testValues } from '../audit/test-values.js';
import type { KnownValues } from '../capture/har-marks.js';
import { type AuditSinks, openAuditSinks } from '../output/audit/index.js';
import { liveProfilePath, profilePath, readProfile } from '../targets/profile.js';

/** The test values rules send by name: the team's profile (when it has one) and, unless left out, the sandbox's. */
export function profiles(sandbox = true): Record<string, string>[] {
  return [liveProfilePath(), ...(sandbox ? [profilePath('sandbox')] : [])].flatMap((file) => {
    const data = existsSync(file) ? readProfile(file).data : undefined;
    return data === undefined ? [] : [data];
  });
}

/** The team's credentials: the environment's (a capture's other credentials are a wrong pair). */
export function credentials(): { appId: string; appKey: string } | undefined {
  const [appId, appKey] = [process.env.VTS_APP_ID?.trim(), process.env.VTS_APP_KEY?.trim()];
  return appId && appKey ? { appId, appKey } : undefined;
}

/** What the marks of the proxy's HAR name, read back by audit (the proxy marks with these too, the sandbox's profile
 * only in front of the sandbox: src/cli/proxy.ts). */
export function knownValues(sandbox = true): KnownValues {
  const own = credentials();
  return { profiles: profiles(sandbox), literals: ruleLiterals(), ...(own ? { credentials: own } : {}) };
}

let literals: string[] | undefined;

/** Every text the rules write themselves (a wrong password): what a keyed digest in the proxy's HAR is read back as. */
export function ruleLiterals(): string[] {
  if (literals !== undefined) return literals;
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.add(v);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const rule of allRules()) walk(rule.request);
  return (literals = [...out]);
}

/** `also`: told each record after the sinks (the proxy's recorder). */
export function openAudit(
  dir: string,
  options: Pick<AuditSessionOptions, 'servers' | 'receivers' | 'since' | 'until'>,
  also?: (record: Parameters<AuditSinks['add']>[0]) => void,
): { session: AuditSession; sinks: AuditSinks } {
  const sinks = openAuditSinks({ dir });
  const own = credentials();
  const session = auditSession({
    ...options,
    values: testValues(profiles(), own),
    secrets: own ? [own.appId, own.appKey] : [],
    onRecord: (r) => {
      sinks.add(r);
      also?.(r);
    },
  });
  return { session, sinks };
}

/** The audit command's run: in this thread, or over `workers` worker threads (each judging its own operations). */
export function openAuditRun(
  dir: string,
  options: Pick<AuditSessionOptions, 'servers' | 'receivers' | 'since' | 'until'>,
  workers: number,
): { run: AuditRun; sinks: AuditSinks } {
  if (workers === 0) {
    const { session, sinks } = openAudit(dir, options);
    return { run: { add: (e) => session.add(e), unreadable: session.unreadable, tally: async (f) => session.tally(f) }, sinks };
  }
  const sinks = openAuditSinks({ dir });
  const own = credentials();
  const run = parallelAudit(
    {
      servers: options.servers.map((s) => ({
        url: s.url.href,
        ...(s.host ? { host: s.host } : {}),
        ...(s.region ? { region: s.region } : {}),
      })),
      receivers: (options.receivers ?? []).map((r) => r.href),
      ...(options.since === undefined ? {} : { since: options.since }),
      ...(options.until === undefined ? {} : { until: options.until }),
      profiles: profiles(),
      ...(own ? { credentials: own } : {}),
      secrets: own ? [own.appId, own.appKey] : [],
    },
    workers,
    (r) => sinks.add(r),
  );
  return { run, sinks };
}
