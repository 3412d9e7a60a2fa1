// `npm run explore` / `vts explore`: the exploration phase. Generated requests against the sandbox or the vendor, every
// answer held to the properties of src/explore/properties.ts; findings reported in a section of their own and, unless
// --gate-explore, not gating.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { reportsDir } from '../base/paths.js';
import { holdReportsFolder } from '../base/reports-lock.js';
import { runLine } from '../base/run-line.js';
import { freshSeed } from '../base/seed.js';
import { clientFor } from '../case/target.js';
import { DEFAULT_EXPLORE_BUDGET } from '../config/keys.js';
import { flowSpecOf, reproduceFlow } from '../explore/flow/reproduce.js';
import { machineRule, machinesOf } from '../explore/flow/run.js';
import { probeAt } from '../explore/generate.js';
import { parseSpec, probeFromSpec } from '../explore/probe-spec.js';
import { explore, ruleOf, sendProbe } from '../explore/run.js';
import { requestExcerpt, responseExcerpt } from '../explore/excerpt.js';
import { PROPERTIES, PROPERTY_TITLES } from '../explore/types.js';
import { markSeries, SERIES_FILE } from '../output/allure/trend-series.js';
import { exploreConsole, writeExploreReports } from '../output/explore/index.js';
import { TRANSPORT, TRANSPORT_KEYS, transportEnv, transportSettings } from '../settings/run-settings.js';
import { targetName } from '../settings/target-name.js';
import { openTarget } from '../targets/index.js';
import { flagProblem, TRANSPORT_USAGE } from './args.js';
import { dryRunText, planExploration } from './explore-dry-run.js';
import { budgetText, type ExploreFlags, exploreSettings } from './explore-settings.js';
import { say } from './say.js';
import { checkSetUp } from './set-up-check.js';

/** Names in lines under an option's text, starting at column `indent`, within 120 columns. */
const listed = (names: readonly string[], indent: number): string =>
  names
    .reduce<string[]>((lines, name, i) => {
      const word = `${name}${i < names.length - 1 ? ',' : ''}`;
      const last = lines.at(-1) ?? '';
      if (last !== '' && indent + last.length + 1 + word.length <= 120) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
      return lines;
    }, [])
    .map((line) => `${' '.repeat(indent)}${line}`)
    .join('\n');

export const USAGE = `Usage: npm run explore -- [options]

Generates requests beyond the documented rows. An answer to a documented row's request is judged by that row, as a run
judges it; every answer is held to properties that hold for any request: no server error, a documented status, JSON,
the envelope of that status; a request the documents refuse is not accepted, one they accept is not refused. Each
finding is shrunk to the smallest request that still shows it (docs/explore.md).

Options:
  --target <sandbox|live>         where requests go (default: $VTS_TARGET; replay has nothing to explore)
  --operation <id>                only this operation (repeatable; default: every operation the harness calls)
  --skip <id>                     leave this operation out (repeatable; explore.skip)
  --budget <n>|<id>=<n>           generated requests per operation, or for one (repeatable; default ${DEFAULT_EXPLORE_BUDGET},
                                  explore.budget, explore.budgets): the coverage pass first, then random valid and
                                  near-valid requests
  --property <name>=<on|off>      turn off or on (repeatable; explore.properties; off: no findings of it) one of:
${listed(PROPERTIES, 34)}
  --seed <n>                      the same seed sends the same requests (default: fresh, printed)
  --dry-run                       send nothing: list each request (probe, phase, class, the change it makes) and what the
                                  run costs on a billed account: requests, uploads and their bytes, parses started, per
                                  operation and in all, and shrinking's worst case. On live the set-up is checked first
  --gate-explore                  findings fail the run (exit 1); without it they are reported and do not gate
  --reproduce '<probe>'           send one probe again, as a finding's line names it, and say what its answer breaks
${TRANSPORT_USAGE}
  -h, --help                      this text

Flags win over vts.config.json's explore keys (docs/config.md).
Exit codes: 0 explored or planned (findings reported, not gating) · 1 a finding with --gate-explore, or a reproduced
finding still seen · 2 a harness error, nothing explored, or a usage error.
Reports: reports/explore.json, reports/explore.sarif, and a section of their own in summary.md, junit.xml and
allure-results/.`;

const OPTIONS = {
  target: { type: 'string' },
  operation: { type: 'string', multiple: true },
  skip: { type: 'string', multiple: true },
  budget: { type: 'string', multiple: true },
  property: { type: 'string', multiple: true },
  seed: { type: 'string' },
  'gate-explore': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  reproduce: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...Object.fromEntries(TRANSPORT_KEYS.map((k) => [TRANSPORT[k].flag, { type: 'string' as const }])),
} as const;

function positive(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new VtsError('VTS_ERR_USAGE', `--${flag} must be a positive integer, got "${value}"`);
  return n;
}

export async function exploreCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let release: (() => void) | undefined;
  try {
    let values: Record<string, string | string[] | boolean | undefined>;
    try {
      values = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false }).values;
    } catch (err) {
      throw new VtsError('VTS_ERR_USAGE', flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS)));
    }
    if (values.help) return say(out, USAGE, 0);
    const name = targetName(values.target as string | undefined);
    if (name === 'replay')
      return say(
        out,
        'explore: replay answers only the recorded requests, so there is nothing to explore: add --target sandbox (or --target live)',
        0,
      );
    const given = positive('seed', values.seed as string | undefined);
    const reproduce = values.reproduce as string | undefined;
    const flowSpec = flowSpecOf(reproduce);
    const spec = reproduce === undefined || flowSpec !== undefined ? undefined : parseSpec(reproduce);
    const flags = values as ExploreFlags;
    const settings = exploreSettings(spec ? { ...flags, operation: [spec.operation] } : flags);
    const { operations, budget, budgets, off } = settings;
    if ((spec !== undefined || flowSpec !== undefined) && given === undefined)
      throw new VtsError('VTS_ERR_USAGE', '--reproduce needs the --seed its finding printed (the line has both)');
    if ((spec !== undefined || flowSpec !== undefined) && values['dry-run'])
      throw new VtsError('VTS_ERR_USAGE', '--reproduce sends one probe; --dry-run lists a run: give one of them');
    const seed = given ?? freshSeed();
    Object.assign(
      process.env,
      transportEnv(
        Object.fromEntries(
          TRANSPORT_KEYS.flatMap((k) => {
            const v = values[TRANSPORT[k].flag];
            return typeof v === 'string' ? [[k, v]] : [];
          }),
        ),
      ),
    );
    // A misspelt VTS_* variable (on live, profile key) stops the run, as for a conformance run.
    const unknown = (await import('./doctor/unknown-names.js')).sayUnknownNames(out, { profile: name === 'live' });
    if (unknown) return unknown;
    // The flow machines' cases name the hosts they call beside the operations' (a live target checks each).
    const probeRules = flowSpec
      ? [machineRule(flowSpec.machine)]
      : [
          ...(spec ? [spec.operation] : operations).map((op) => ruleOf(probeAt(op, seed, 0))),
          ...(spec ? [] : machinesOf(operations).map(machineRule)),
        ];
    const stopped = await checkSetUp(name, probeRules, out);
    if (stopped !== undefined) return stopped;
    const offText = off.length > 0 ? `, properties off: ${off.join(', ')}` : '';
    if (values['dry-run']) {
      out(
        `vts explore --dry-run: ${operations.length} operation(s) against ${name}, ${budgetText(settings)}, seed ${seed}${offText}; nothing is sent`,
      );
      out(`  ${'probe'.padEnd(34)} ${'phase'.padEnd(8)} ${'class'.padEnd(7)} the change it makes  [what it uploads]`);
      for (const line of dryRunText(await planExploration(name, budgets, off, seed))) out(line);
      return say(out, `nothing was sent: without --dry-run, --seed ${seed} sends these requests`, 0);
    }
    const target = await openTarget(name, probeRules, { record: false, fullRun: false });
    const transport = transportSettings();
    const client = clientFor(target, transport);
    const faults =
      name === 'sandbox' && process.env.VTS_SANDBOX_FAULTS ? `VTS_SANDBOX_FAULTS=${process.env.VTS_SANDBOX_FAULTS} ` : '';
    const lineFor = (s: string) => `${faults}${runLine('explore', ['--target', name, '--seed', String(seed), '--reproduce', s])}`;
    try {
      if (flowSpec !== undefined) return await reproduceFlow(flowSpec, { target, client, seed, off }, out);
      if (spec !== undefined) {
        const sent = await sendProbe(probeFromSpec(spec, seed), { target, client, seed, off });
        const step = sent.result.exchange?.steps.at(-1);
        const scrub = sent.result.scrubber;
        if (step && scrub) out([requestExcerpt(step, scrub), '', responseExcerpt(step, scrub), ''].join('\n'));
        if (sent.result.verdict === 'harness-error') return say(out, `harness error: ${sent.result.reason ?? ''}`, 2);
        for (const b of sent.broken) out(`${PROPERTY_TITLES[b.property]}: ${b.detail}`);
        return say(
          out,
          sent.broken.length > 0
            ? `reproduced: ${sent.broken.length} ${sent.broken.length === 1 ? 'property' : 'properties'} broken`
            : 'not reproduced: the answer holds every property',
          sent.broken.length > 0 ? 1 : 0,
        );
      }
      release = holdReportsFolder(
        reportsDir(),
        'set VTS_REPORTS_DIR to a folder you can write',
        'give this run a folder of its own: VTS_REPORTS_DIR=<dir>',
      );
      out(
        `vts explore: ${operations.length} operation(s) against ${name}, ${budgetText(settings)}, seed ${seed} (--seed ${seed} sends the same requests)${offText}`,
      );
      const run = await explore({
        operations,
        seed,
        budget,
        budgets,
        off,
        target,
        client,
        concurrency: transport.concurrency,
        gates: values['gate-explore'] === true,
        reproduce: lineFor,
        progress: out,
      });
      for (const line of exploreConsole(run)) out(line);
      writeExploreReports(run, reportsDir());
      // An exploration on its own is a series of its own in the Allure history; after a conformance run, it joins that one's.
      const allureDir = join(reportsDir(), 'allure-results');
      if (!existsSync(join(allureDir, SERIES_FILE))) markSeries(allureDir, { series: `${name}.explore` });
      if (run.harnessErrors.length > 0) return 2;
      const silent = run.operations.filter((o) => Object.keys(o.statuses).every((s) => s === 'none' || s === 'not-applicable'));
      if (silent.length > 0)
        return say(
          out,
          `explore: nothing was explored on ${silent.map((o) => o.operation).join(', ')}: no request was answered (npm run doctor checks the target)`,
          2,
        );
      return run.gates && run.findings.length > 0 ? 1 : 0;
    } finally {
      for (const note of await target.teardown()) out(note);
      await client.close();
    }
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  } finally {
    release?.();
  }
}
