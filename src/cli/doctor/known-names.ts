// Every VTS_* variable the harness reads or sets, so that any other one can be named as a likely misspelling
// (unknown-names.ts). Most come from the tables that declare them; the rest are read where they are used, and are
// listed here: test/unit/known-names.test.ts holds this list to every VTS_ name the code, scripts and configs use.
import { CONFIG_KEYS } from '../../config/keys.js';
import { OUTCOME_VARIABLES } from '../../gate/outcome-settings.js';
import { HOSTS } from '../../model/operations.js';
import { TRANSPORT } from '../../settings/run-settings.js';

/** The variables no table declares, each with what reads or sets it. */
export const READ_WHERE_USED: Readonly<Record<string, string>> = {
  VTS_TARGET: 'the target (--target wins)',
  VTS_APP_ID: 'the live credentials',
  VTS_APP_KEY: 'the live credentials',
  VTS_WEBHOOK_PORT: "the live flow's receiver",
  VTS_WEBHOOK_PUBLIC_URL: "the live flow's tunnel",
  VTS_STATEMENT_BASE_URL: "the live flow's statements",
  VTS_REPORTS_DIR: 'the reports folder',
  VTS_SUITE_WORKERS: "vitest's workers",
  VTS_ALLURE_HISTORY_DIR: 'the Allure history',
  VTS_SANDBOX_APP_ID: "the sandbox's credentials",
  VTS_SANDBOX_APP_KEY: "the sandbox's credentials",
  VTS_SANDBOX_PORT: 'npm run sandbox',
  VTS_SANDBOX_ALLOW_REMOTE: 'npm run sandbox',
  VTS_BENCH_ROUNDS: 'npm run bench',
  VTS_BENCH_SETTLE_S: 'npm run bench',
  VTS_BENCH_ONLY: 'npm run bench (its sections, comma-separated)',
  VTS_BENCH_BEFORE: 'npm run bench (an earlier revision, measured beside this one)',
  VTS_PROFILE_RULES: 'npm run bench:profile',
  VTS_PROFILE_ROUNDS: 'npm run bench:profile',
  VTS_WRITE_MOCK_TABLE: 'npm run contract:mock',
  VTS_SLACK_TOKEN: "the notify message's Slack token",
  VTS_SLACK_API_URL: "Slack's API, moved (tests, proxies)",
  VTS_NOTIFY_WEBHOOK_URL: "the notify message's incoming webhook",
  // Set by the harness for its own processes: a user sets --seed, --record, --strict… instead.
  VTS_SEED: 'set by vitest.config.ts and the run (--seed)',
  VTS_SEED_GIVEN: 'set by the run (--seed)',
  VTS_RECORD: 'set by the run (--record)',
  VTS_STRICT: 'set by the run (--strict)',
  VTS_REPORT_UNUSED: 'set by the run (a whole selection)',
  VTS_LIVE_RULES: "set by the run (live's schedule: the selected rules)",
  VTS_SEEDS_DIR: 'set by the run (--out)',
  VTS_HARNESS_BUNDLE: 'set by bin/vts.mjs for the workers',
  VTS_SET_BY_CONFIG: 'set by the commands: the variables vts.config.json gave',
  VTS_SUPERVISOR: "set by bin/supervise.mjs for the run's child",
  VTS_ALLURE_HISTORY_FILE: "set by npm run report for Allure's history",
  VTS_HOME: "set by the commands: vts.config.json's folder",
};

/** Every VTS_* variable the harness knows. */
export const KNOWN_VARIABLES: readonly string[] = [
  ...new Set([
    ...Object.values(TRANSPORT).map((k) => k.env),
    ...CONFIG_KEYS.flatMap((k) => (k.env === undefined ? [] : [k.env])),
    ...Object.values(HOSTS),
    ...OUTCOME_VARIABLES,
    ...Object.keys(READ_WHERE_USED),
  ]),
].sort();
