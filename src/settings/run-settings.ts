// What one run is, as the CLI (or a plain `vitest run --project <target>`) hands it to the test workers: environment variables.
import { VtsError } from '../base/errors.js';
import { isRegion, REGIONS, type Region } from '../model/operations.js';
import { targetName, type TargetName } from './target-name.js';

export interface RunSettings {
  target: TargetName;
  /** Data seed of a sandbox or live run; replay takes each case's seed from its recording. */
  seed: number;
  record: boolean;
  /** The run's seed was asked for (--seed): every case uses it, a re-recording included. */
  seedGiven: boolean;
  strict: boolean;
  /** Every rule of the selected operations runs, so a recording no rule used is worth a note. */
  reportUnused: boolean;
  /** How requests are sent: timeouts, the deadline, the body cap, concurrency (see TRANSPORT). */
  transport: TransportSettings;
}

const flag = (name: string) => process.env[name] === '1';

/** The face match region of a rule that names none: VTS_REGION, default `ind`; another value is a usage error. */
export function runRegion(): Region {
  const value = process.env.VTS_REGION?.trim() || 'ind';
  if (!isRegion(value))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `VTS_REGION must be one of ${REGIONS.join(', ')}, got "${value}": set it to a region code`,
    );
  return value;
}

export function runSettings(): RunSettings {
  const target = targetName(undefined);
  const seed = Number(process.env.VTS_SEED);
  if (!(Number.isInteger(seed) && seed > 0))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `VTS_SEED must be a positive integer, got "${process.env.VTS_SEED ?? ''}": vitest.config.ts draws one per run`,
    );
  return {
    target,
    seed,
    record: flag('VTS_RECORD'),
    // Without --seed, a re-recording keeps each rule's recorded seed: an unchanged target then changes no file.
    seedGiven: flag('VTS_SEED_GIVEN'),
    strict: flag('VTS_STRICT'),
    reportUnused: flag('VTS_REPORT_UNUSED'),
    transport: transportSettings(),
  };
}

export interface TransportSettings {
  /** Live: cases (so requests) in flight at once, over the whole run. */
  concurrency: number;
  connectTimeoutMs: number;
  /** From the request sent to the complete response headers. */
  headersTimeoutMs: number;
  /** Longest silence between two chunks of a response body. */
  bodyTimeoutMs: number;
  /** Overall limit of one request, connection, headers and body together: a vendor that drips bytes is cut here. */
  deadlineMs: number;
  /** Most bytes of a response body read; a longer one ends the request as infra, and nothing of it is kept. */
  maxBodyBytes: number;
  /** Longest Retry-After waited for before a retry; a longer one is not waited for (the case ends as vendor-fault). */
  retryAfterCapMs: number;
  /** Live: after this many connection failures or timeouts in a row on an origin, its other cases are not tried (0: never). */
  unreachableAfter: number;
  /** Longest wait for a webhook event after the request that causes it (or, polling, for the results). */
  eventTimeoutMs: number;
  /** Live: attempts a minute to each origin, retries included, spaced evenly (src/transport/host-pace.ts); 0: no limit. */
  ratePerMinute: number;
}

type TransportKey = keyof TransportSettings;

interface Knob {
  /** The environment variable, and the flag of `conformance`/`record`, that set it. */
  env: string;
  flag: string;
  /** What the value is counted in, as the user gives it, and the factor to the setting's unit. */
  unit: 's' | 'MB' | 'count';
  fallback: number;
  /** The least value accepted: 1 for a count, 0 where 0 switches the feature off, else any positive number. */
  min?: number;
  /** A unit the value may carry, as people write it (`60/min`): accepted and dropped. */
  suffix?: string;
  help: string;
}

const SECOND = 1000;
const MB = 1024 * 1024;
const FACTOR = { s: SECOND, MB, count: 1 } as const;

/** Every transport setting: environment variable, flag, default. docs/running.md's table (held to it by test/unit/docs.test.ts) and `--help` list these. */
export const TRANSPORT: Record<TransportKey, Knob> = {
  concurrency: {
    env: 'VTS_CONCURRENCY',
    flag: 'concurrency',
    unit: 'count',
    fallback: 4,
    min: 1,
    help: 'live: cases in flight at once, over the whole run',
  },
  connectTimeoutMs: {
    env: 'VTS_CONNECT_TIMEOUT_S',
    flag: 'connect-timeout',
    unit: 's',
    fallback: 10,
    help: 'to open a connection',
  },
  headersTimeoutMs: {
    env: 'VTS_HEADERS_TIMEOUT_S',
    flag: 'headers-timeout',
    unit: 's',
    fallback: 30,
    help: 'from sending to the complete response headers',
  },
  bodyTimeoutMs: {
    env: 'VTS_BODY_TIMEOUT_S',
    flag: 'body-timeout',
    unit: 's',
    fallback: 30,
    help: 'longest silence within a response body',
  },
  deadlineMs: {
    env: 'VTS_DEADLINE_S',
    flag: 'deadline',
    unit: 's',
    fallback: 60,
    help: 'one request in all: connection, headers, body',
  },
  maxBodyBytes: {
    env: 'VTS_MAX_BODY_MB',
    flag: 'max-body-mb',
    unit: 'MB',
    fallback: 10,
    help: 'largest response body read; above it: infra',
  },
  retryAfterCapMs: {
    env: 'VTS_RETRY_AFTER_CAP_S',
    flag: 'retry-after-cap',
    unit: 's',
    fallback: 30,
    min: 0,
    help: 'longest Retry-After waited for; above: vendor-fault',
  },
  unreachableAfter: {
    env: 'VTS_UNREACHABLE_AFTER',
    flag: 'unreachable-after',
    unit: 'count',
    fallback: 3,
    min: 0,
    help: 'live: failures in a row before an origin is not tried',
  },
  eventTimeoutMs: {
    env: 'VTS_EVENT_TIMEOUT_S',
    flag: 'event-timeout',
    unit: 's',
    fallback: 60,
    help: 'longest wait for a webhook event (or polled results) after a parse',
  },
  ratePerMinute: {
    env: 'VTS_RATE_PER_MIN',
    flag: 'rate',
    unit: 'count',
    fallback: 0,
    min: 0,
    suffix: '/min',
    help: 'live: requests a minute to each origin, retries included (60 or 60/min; 0: no limit)',
  },
};

export const TRANSPORT_KEYS = Object.keys(TRANSPORT) as TransportKey[];

/** The defaults, in the settings' own units (milliseconds, bytes). */
export const DEFAULT_TRANSPORT = Object.fromEntries(
  TRANSPORT_KEYS.map((k) => [k, TRANSPORT[k].fallback * FACTOR[TRANSPORT[k].unit]]),
) as unknown as TransportSettings;

/** Requests of a case: the longest flow (subscribe, parse, parse again, results: the re-parse rule). */
const MAX_STEPS = 4;
/** Event waits of a case: the re-parse rule waits after each parse. */
const MAX_EVENT_WAITS = 2;
/** Attempts per request, the first included (the client retries 429 and 503). */
export const MAX_ATTEMPTS = 3;

/** The longest an attempt waits for its host's turn under `--rate`: one interval for each other case in flight (at most
 * concurrency - 1), then its own. */
export const paceWaitMs = (t: TransportSettings): number =>
  t.ratePerMinute > 0 ? t.concurrency * Math.ceil((60 * SECOND) / t.ratePerMinute) : 0;

// The longest a case can take (every request its whole deadline, queued behind a failing host's and, paced, every other
// case's, every retry the whole cap): the vitest test timeout, so a case ends on its own verdict, never on vitest's.
export const caseBudgetMs = (t: TransportSettings): number =>
  MAX_STEPS *
    (MAX_ATTEMPTS * ((1 + t.unreachableAfter) * (t.deadlineMs + SECOND) + paceWaitMs(t)) +
      (MAX_ATTEMPTS - 1) * t.retryAfterCapMs) +
  MAX_EVENT_WAITS * t.eventTimeoutMs +
  30 * SECOND;

function parseKnob(knob: Knob, given: string, source: string): number {
  const value = knob.suffix && given.trim().endsWith(knob.suffix) ? given.trim().slice(0, -knob.suffix.length) : given;
  const n = Number(value.trim());
  const min = knob.min ?? (knob.unit === 'count' ? 1 : undefined);
  const integer = knob.unit === 'count';
  const ok =
    value.trim() !== '' && Number.isFinite(n) && (integer ? Number.isInteger(n) : true) && (min === undefined ? n > 0 : n >= min);
  if (!ok) {
    const what = integer
      ? `an integer >= ${min ?? 1}`
      : `${min === 0 ? 'a number >= 0' : 'a positive number'} of ${knob.unit === 's' ? 'seconds' : 'MB'}`;
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${source} must be ${what}${knob.suffix ? ` (${knob.suffix} optional)` : ''}, got "${given}"`,
    );
  }
  return Math.round(n * FACTOR[knob.unit]);
}

/** The transport settings from the environment (defaults where unset); a malformed value is a usage error naming it. */
export function transportSettings(env: NodeJS.ProcessEnv = process.env): TransportSettings {
  return Object.fromEntries(
    TRANSPORT_KEYS.map((k) => {
      const knob = TRANSPORT[k];
      const value = env[knob.env];
      return [k, value === undefined || value.trim() === '' ? DEFAULT_TRANSPORT[k] : parseKnob(knob, value, knob.env)];
    }),
  ) as unknown as TransportSettings;
}

/** The environment a run's workers get for the transport flags given (`--deadline 5` → VTS_DEADLINE_S=5), checked so a
 * bad value stops the run before vitest starts, naming the flag or variable. */
export function transportEnv(
  flags: Partial<Record<TransportKey, string>>,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of TRANSPORT_KEYS) {
    const value = flags[k];
    if (value === undefined) continue;
    parseKnob(TRANSPORT[k], value, `--${TRANSPORT[k].flag}`);
    out[TRANSPORT[k].env] = value.trim();
  }
  transportSettings({ ...env, ...out });
  return out;
}
