// `npm run drift -- [<baseline-dir>] <candidate-dir>`: what changed between two recording sets, classified breaking /
// notable / additive, on the console, in reports/drift.md and drift.json, and as Allure results. Exit 1 when anything
// is breaking (or notable, with --fail-on notable), 0 otherwise, 2 when a set is missing or unreadable.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { say } from './say.js';
import { VtsError } from '../base/errors.js';
import { recordingsDir, reportsDir, shownPath } from '../base/paths.js';
import { holdReportsFolder, OWN_FOLDER } from '../base/reports-lock.js';
import { writeDriftAllure } from '../drift/allure.js';
import { driftTable } from '../drift/report-console.js';
import { type Finding, groupFindings, shown } from '../drift/report-groups.js';
import { driftMarkdown } from '../drift/report-markdown.js';
import { compareSets } from '../drift/sets.js';
import { checkSet } from '../recording/set-leftovers.js';

export const DRIFT_USAGE = `Usage: npm run drift -- [<baseline-dir>] <candidate-dir> [--fail-on breaking|notable]

Compares two recording sets rule by rule (default baseline: fixtures/recordings) and classifies each difference:
  breaking  a documented field removed or renamed, a type, enum, status, documented message or date format changed,
            a rule's verdict gone from pass to violation, an event no longer delivered or in another shape
  notable   a new value where the document shows none, a probe that answers otherwise, a much slower answer,
            a field that became sometimes absent
  additive  a new field, header or event field
Personal data and the values a service makes anew (ids, times) are never drift.

Options:
  --fail-on <breaking|notable>  exit 1 on this class or worse (default breaking)
  -h, --help                    this text

Reports: reports/drift.md, reports/drift.json, and the findings in reports/allure-results/ (VTS_REPORTS_DIR moves them).
Exit codes: 0 nothing at or above --fail-on · 1 a finding at or above it · 2 a set missing or unreadable, or a usage error.
Re-record workflow: docs/recordings-and-drift.md › When the vendor ships a change.`;

export async function driftCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let release: (() => void) | undefined;
  try {
    const { values, positionals } = parse(argv);
    if (values.help) return say(out, DRIFT_USAGE, 0);
    const failOn = values['fail-on'] ?? 'breaking';
    if (failOn !== 'breaking' && failOn !== 'notable')
      throw new VtsError('VTS_ERR_USAGE', `--fail-on must be breaking or notable, got "${failOn}"`);
    if (positionals.length === 0 || positionals.length > 2)
      throw new VtsError(
        'VTS_ERR_USAGE',
        'name the candidate set (and optionally the baseline first): npm run drift -- <candidate-dir>',
      );
    // A misspelt VTS_* variable (VTS_RECORDINGS_DIR's, say) would compare other sets than meant: it stops; another warns.
    const stop = (await import('./doctor/unknown-names.js')).sayUnknownNames(out, { profile: false });
    if (stop) return stop;
    const [baseline, candidate] = positionals.length === 2 ? positionals : [recordingsDir(), positionals[0]];
    const sets = [resolve(baseline as string), resolve(candidate as string)] as const;
    // Either set may be one a killed promote moved aside: it goes back before it is read.
    for (const set of new Set(sets)) for (const note of checkSet(set)) out(note);
    // drift.md, drift.json and allure-results/ go into the reports folder: not beside a run writing its own there.
    release = holdReportsFolder(reportsDir(), 'set VTS_REPORTS_DIR to a folder you can write', OWN_FOLDER);
    const report = compareSets(...sets);
    const findings = groupFindings(report.differences);
    const shownReport = { ...report, baseline: shownPath(report.baseline), candidate: shownPath(report.candidate) };
    out(`drift: ${shownReport.baseline} → ${shownReport.candidate}, ${report.rulesCompared} rules compared`);
    if (report.notRecorded.length > 0)
      out(`not in the candidate, so not compared: ${report.notRecorded.join(', ')} (re-record them to compare them)`);
    if (findings.length === 0) out('no difference');
    else {
      out(driftTable(findings));
      for (const f of findings.filter((x) => x.class !== 'additive')) out(line(f));
    }
    const dir = reportsDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'drift.md'), driftMarkdown(shownReport, findings));
    writeFileSync(
      join(dir, 'drift.json'),
      `${JSON.stringify(
        {
          baseline: shownReport.baseline,
          candidate: shownReport.candidate,
          rulesCompared: report.rulesCompared,
          notRecorded: report.notRecorded,
          counts: countsOf(findings),
          findings,
          differences: report.differences,
        },
        null,
        2,
      )}\n`,
    );
    writeDriftAllure(join(dir, 'allure-results'), findings);
    out(
      `reports: ${shownPath(join(dir, 'drift.md'))}, ${shownPath(join(dir, 'drift.json'))}, ${shownPath(join(dir, 'allure-results'))}`,
    );
    const failing = findings.filter((f) => f.class === 'breaking' || (failOn === 'notable' && f.class === 'notable'));
    out(
      failing.length > 0
        ? `exit 1: ${failing.length} ${failOn === 'notable' ? 'breaking or notable' : 'breaking'} finding(s)`
        : 'exit 0: nothing breaking',
    );
    return failing.length > 0 ? 1 : 0;
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  } finally {
    release?.();
  }
}

const line = (f: Finding) =>
  `${f.class.toUpperCase()} ${f.operation} ${f.kind} at ${f.where} ${f.pointer || '/'}: ${shown(f.before)} → ${shown(f.after)} (${f.ruleIds.join(', ')})`;

const countsOf = (findings: readonly Finding[]) =>
  Object.fromEntries(
    (['breaking', 'notable', 'additive'] as const).map((c) => [c, findings.filter((f) => f.class === c).length]),
  );

const parse = (args: string[]) => {
  try {
    return parseArgs({
      args,
      options: { 'fail-on': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (err) {
    throw new VtsError('VTS_ERR_USAGE', `${(err as Error).message}: see npm run drift -- --help`);
  }
};
