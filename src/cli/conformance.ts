// `npm run conformance`: the conformance suites run through vitest against a target; the gate reporter prints the matrix,
// writes the reports and decides the exit code: 0/1/2.
import { rmSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { join, resolve } from 'node:path';
import { VtsError } from '../base/errors.js';
import { recordingsDir, reportsDir } from '../base/paths.js';
import { removeLater } from '../base/remove-later.js';
import { holdReportsFolder } from '../base/reports-lock.js';
import { checkSet, missingSetProblem } from '../recording/set-leftovers.js';
import { keepUnreported } from '../output/allure/history.js';
import { allureReporter } from '../output/allure/reporter.js';
import { selectionFlags } from '../output/allure/trend-series.js';
import { GateReporter } from '../output/gate-reporter.js';
import { freshSeed } from '../base/seed.js';
import { ensureStandaloneValidators } from '../validators/registry.js';
import { suiteFileOf } from '../vitest-glue/suite-projects.js';
import { targetName } from '../settings/target-name.js';
import { rulesJson } from './plan/json.js';
import { transportEnv, transportSettings } from '../settings/run-settings.js';
import { parseRunArgs, TRANSPORT_USAGE } from './args.js';
import { narrowsRules, selectRules } from './selection.js';
import { checkShardCount } from './shard-count.js';
import { planName } from './testplan.js';
import { useBundledWhenEmpty } from './bundled-set.js';
import { guardRun } from './run-guard.js';
import { say } from './say.js';
import { checkSetUp } from './set-up-check.js';
import { rulePattern, runVitest } from './vitest-run.js';

export const USAGE = `Usage: npm run conformance -- [options]

Runs every documented rule against a target (one vitest test per rule) and gates on the verdicts.

Options:
  --target <replay|sandbox|live>  where requests go (default: $VTS_TARGET or replay: recordings, network off)
  --record                        write each exchange, redacted, to fixtures/recordings/ (needs sandbox or live)
  --operation <id>                only this operation (repeatable)
  --rule <id|glob>                only this rule, or a family: --rule 'authToken.expiry.*' (repeatable)
  --exclude <glob>                not these rules (repeatable): --exclude '*.size-*'
  --strength <documented|probe>   only the documented rules (skip the probes), or only the probes
  --testplan <file>               only the cases an Allure test plan names (by rule id or the case's fullName):
                                  {"version":"1.0","tests":[{"id":"<rule id>"}]}; default $ALLURE_TESTPLAN_PATH.
                                  With --operation, --rule, --exclude or --strength: the cases both select
  --seed <n>                      data seed for sandbox/live (default: fresh, printed); replay uses the recorded seed
  --shard <k/n>                   run the k-th of n shards of the suite files (merge them with npm run report:merge)
  --strict                        also fail on infra and vendor-fault verdicts and on stale baseline entries
  --out <dir>                     with --record (npm run record): write the recordings into <dir>, not fixtures/recordings/
                                  (a candidate set: compare it with npm run drift, adopt it with npm run record:promote)
  --list                          print the selected rules and exit (--list --json: one JSON document for scripts)
  --plan, --dry-run               print per operation the rules, vendor calls and uploads a run would make, and the
                                  rules that would be not-applicable with the key they lack; send nothing
  --verbose                       list every spec gap and not-applicable case (default: one line counting them)
${TRANSPORT_USAGE}
  -h, --help                      this text

The same tests run with \`npx vitest run --project <target>\` (and one rule from an IDE's vitest integration).
Accepted deviations: fixtures/baseline/<target>.verdicts.json (npm run baseline:update -- --help: accept one by rule and reason).
Exit codes: 0 no new violation · 1 a new violation · 2 a harness error, an incomplete run or a usage error.
Reports: reports/verdicts.json, junit.xml, summary.md, cases.ndjson, allure-results/ (VTS_REPORTS_DIR moves them).`;

export const RECORD_USAGE = `Usage: npm run record -- [options]

Re-records rules: runs them against a target that answers and writes each exchange, redacted, to fixtures/recordings/
(or --out <dir>), then gates on the verdicts like npm run conformance.

Options:
  --target <sandbox|live>         where requests go (default: sandbox; live needs the variables of docs/going-live.md)
  --out <dir>                     write the recordings into <dir>, not fixtures/recordings/: a candidate set to compare
                                  with npm run drift -- <dir> and adopt with npm run record:promote -- <dir>
  --seed <n>                      one seed for every case (default: each recording keeps its own, so an unchanged
                                  target changes no file)
  --missing                       only the rules that have no recording yet (a new rule; npm run generate uses it)
  --operation, --rule, --exclude, --strength, --testplan, --strict, --verbose, transport flags: as npm run conformance
  -h, --help                      this text

Exit codes: 0 recorded, no new violation · 1 recorded, and a new violation was seen (the files are written all the
same: in a vendor-upgrade rehearsal, run npm run drift next whatever this code is, e.g. \`npm run record -- --out
candidate || [ $? -eq 1 ]\`, which goes on after 1 and stops on 2) · 2 a harness error, an incomplete run or a usage error.`;

export async function conformanceCommand(
  argv: string[],
  out: (line: string) => void,
  defaults: { record?: boolean } = {},
): Promise<number> {
  let releaseReports: (() => void) | undefined;
  try {
    const args = parseRunArgs(argv);
    if (args.help) return say(out, defaults.record ? RECORD_USAGE : USAGE, 0);
    const rules = selectRules(args);
    if (args.json && !args.list)
      throw new VtsError('VTS_ERR_USAGE', '--json goes with --list: npm run conformance -- --list --json');
    if (args.list)
      return say(
        out,
        args.json
          ? rulesJson(rules)
          : rules.map((r) => `${r.id}  ${r.strength === 'probe' ? '(probe) ' : ''}${r.title}`).join('\n'),
        0,
      );
    const record = args.record || (defaults.record ?? false);
    if (args.missing && !record)
      throw new VtsError('VTS_ERR_USAGE', '--missing selects the rules with no recording: use it with npm run record');
    if (args.missing && rules.length === 0) return say(out, 'every selected rule has a recording: nothing to record', 0);
    if (rules.length === 0) return say(out, 'error VTS_ERR_USAGE: no rule selected: see the rules with --list', 2);
    const name = targetName(args.target ?? (record ? 'sandbox' : undefined));
    if (record && name === 'replay')
      throw new VtsError('VTS_ERR_USAGE', '--record needs a target that answers: add --target sandbox (or --target live)');
    if (args.out !== undefined && !record)
      throw new VtsError('VTS_ERR_USAGE', '--out is where recordings go: use it with npm run record (or --record)');
    // Before anything is read or sent: a misspelt VTS_* variable (on live, profile key) stops the run, as a nightly would
    // otherwise run without the setting meant (docs/running.md#a-name-the-harness-does-not-know); another is warned of.
    const stop = (await import('./doctor/unknown-names.js')).sayUnknownNames(out, { profile: name === 'live' });
    if (stop) return stop;
    // A team's folder with no recording yet: the bundled set, said first.
    const bundled = name === 'replay' && !record ? useBundledWhenEmpty() : undefined;
    if (bundled !== undefined) out(bundled);
    // A replay, a record (its seeds) and a plan read the set: one a killed promote moved aside goes back first.
    if (name === 'replay' || record || args.plan) for (const line of checkSet(recordingsDir())) out(line);
    // A replay without its recordings would judge every case a harness error: one line before vitest starts instead.
    const setProblem = name === 'replay' && !record && !args.plan ? missingSetProblem(recordingsDir()) : undefined;
    if (setProblem !== undefined) throw new VtsError('VTS_ERR_USAGE', setProblem);
    const seed = args.seed ?? freshSeed();
    const shard = args.shard && `${args.shard[0]}/${args.shard[1]}`;
    const operations = [...new Set(rules.map((r) => r.operation))];
    const files = args.operations.length > 0 || narrowsRules(args) ? operations.map(suiteFileOf) : [];
    if (args.shard) checkShardCount(args.shard, files);
    const stopped = await checkSetUp(name, rules, out);
    if (stopped !== undefined) return stopped;
    if (args.plan) {
      if (record) throw new VtsError('VTS_ERR_USAGE', '--plan shows what a run would send: give it to npm run conformance');
      // The transport flags first: the event timeout decides how many polls a case may make.
      Object.assign(process.env, transportEnv(args.transport));
      const { planRules, planText } = await import('./plan/index.js');
      const plans = await planRules(rules, name);
      return say(out, planText(plans, { target: name, ratePerMinute: transportSettings().ratePerMinute }), 0);
    }
    if (name === 'sandbox' && !process.env.VTS_SANDBOX_URL) await (await import('../targets/sandbox.js')).checkSandboxSettings();
    // Before anything is written there: the folder is this run's until it ends (a second run on it refuses).
    releaseReports = holdReportsFolder(
      reportsDir(),
      'set VTS_REPORTS_DIR to a folder you can write',
      'give this run a folder of its own: VTS_REPORTS_DIR=<dir>',
    );
    Object.assign(process.env, {
      ...transportEnv(args.transport),
      VTS_TARGET: name,
      VTS_SEED: String(seed),
      VTS_RECORD: record ? '1' : '0',
      VTS_SEED_GIVEN: args.seed === undefined ? '0' : '1',
      VTS_STRICT: args.strict ? '1' : '0',
      VTS_REPORT_UNUSED: !narrowsRules(args) && shard === undefined ? '1' : '0',
      // Live's one schedule starts every selected case at once (src/vitest-glue/live-schedule.ts); a shard's are vitest's.
      VTS_LIVE_RULES: name === 'live' && shard === undefined ? rules.map((r) => r.id).join(',') : '',
      ...(args.out === undefined ? {} : { VTS_RECORDINGS_DIR: resolve(args.out), VTS_SEEDS_DIR: recordingsDir() }),
    });
    const seedNote =
      name === 'replay'
        ? 'from recordings'
        : record && args.seed === undefined
          ? `of each recording (a new one: ${seed})`
          : `${seed} (VTS_SEED=${seed} reproduces)`;
    out(
      `vts-conformance: ${rules.length} rules${args.testplan ? ` of ${planName(args.testplan)}` : ''} against ${name}` +
        `${record ? ' (recording)' : ''}` +
        `${shard ? `, shard ${shard}` : ''}, seed ${seedNote}`,
    );
    const dir = reportsDir();
    // One run, one set of Allure results: earlier runs' results would mix into this run's report. Those no report has
    // read yet are kept aside for the history (npm run report adds them to the trend first).
    const allureDir = join(dir, 'allure-results');
    keepUnreported(allureDir);
    removeLater(allureDir);
    rmSync(join(dir, 'blob'), { recursive: true, force: true });
    const selection = selectionFlags(args);
    const gateOptions = {
      reportsDir: dir,
      allureDir,
      ...(selection === undefined ? {} : { selection }),
      meta: { target: name, seed, ...(shard ? { shard } : {}) },
      strict: args.strict,
      verbose: args.verbose,
      ...(shard ? {} : { total: rules.length }),
      whole: args.operations.length === 0 && !narrowsRules(args) && shard === undefined,
      // A test plan re-runs cases picked in a report, once: not a part a team runs each night.
      part: (args.operations.length > 0 || narrowsRules(args)) && shard === undefined && args.testplan === undefined,
    };
    const gate = new GateReporter({ ...gateOptions, out });
    // A worker that dies (out of memory), a Ctrl-C, or this process dying: the run is reported as it stands, incomplete,
    // saying why.
    const guard = guardRun(gate, gateOptions);
    // What vitest's global setup does where vitest is started directly (test/setup/validators.ts), done here where the
    // schemas are read anyway: the inline project has no such setup (src/cli/vitest-run.ts).
    ensureStandaloneValidators();
    // A replay worker runs each piece of the harness a few times: TurboFan's compiles, on V8's own threads, take the
    // cores the two workers need and seldom pay back (the gate 4% faster in paired runs: docs/speed.md). V8's flags are
    // the process's, so the workers vitest starts next have it too; a live or sandbox run keeps every tier.
    if (name === 'replay') setFlagsFromString('--max-opt=2');
    await runVitest({
      project: name,
      files,
      testNamePattern: narrowsRules(args) ? rulePattern(rules.map((r) => r.id)) : undefined,
      ...(shard ? { shard } : {}),
      // No vitest reporter of its own: the gate prints each failure once, with the matrix, and the progress of a long run.
      reporters: [
        gate,
        guard.reporter,
        allureReporter(allureDir, { target: name, seed }),
        // A shard also leaves vitest's blob, which npm run report:merge replays through the same reporters.
        ...(args.shard
          ? [
              ['blob', { outputFile: join(dir, 'blob', `shard-${args.shard[0]}-of-${args.shard[1]}.json`) }] as [
                string,
                Record<string, unknown>,
              ],
            ]
          : []),
      ],
    });
    guard.release();
    // A night's outcome: a shard is a part of one (its merge is), a record run a rehearsal.
    if (gate.night !== undefined && shard === undefined && !record)
      await (await import('../output/notify/send.js')).tellTheTeam(gate.night, out);
    return gate.code;
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  } finally {
    releaseReports?.();
  }
}
