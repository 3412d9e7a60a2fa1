// `npm run applicable:update -- --target <t>`: the reviewed change of fixtures/baseline/<target>.applicable.json, the
// rules a run is held to. Coverage gained is added; coverage lost is dropped only when named, and every change is shown.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import picomatch from 'picomatch';
import { VtsError } from '../base/errors.js';
import { reportsDir } from '../base/paths.js';
import { applicablePath, droppedOut, loadApplicable, ranRules, saveApplicable, UPDATE } from '../gate/applicable.js';
import { readVerdictsFile, shownPath } from '../gate/run-file.js';
import { TARGET_NAMES, targetName } from '../settings/target-name.js';
import { allRules } from '../rules/index.js';
import { say } from './say.js';

export const APPLICABLE_USAGE = `Usage: ${UPDATE} -- --target <replay|sandbox|live> [--drop <id|glob>]... [verdicts.json]

Rewrites fixtures/baseline/<target>.applicable.json, the rules a run against the target must run (a later run in which
one of them is not-applicable is incomplete, exit 2), from the last run (reports/verdicts.json by default), and shows
every change:
  - adds each rule the run judged that the file does not hold yet (coverage grew);
  - drops a rule only when --drop names it (an id or a glob, repeatable): a rule the run found not-applicable is
    coverage lost, given up on purpose or not at all; while one is not named, nothing is written (exit 2);
  - drops the ids of rules the harness no longer has;
  - keeps the rules the run did not select (--operation, --rule, a shard).
A first complete run of the whole target writes the file by itself, and a complete run of a part (--operation, --rule)
adds the rules the file has no floor for (listed in "selected"); commit it, and commit each change with its reason.

Options:
  --target <t>       the file to rewrite (required: never inferred from the last run)
  --drop <id|glob>   give up these rules of the file (repeatable): --drop 'faceMatch.*'
  -h, --help         this text

Exit codes: 0 written, or nothing to change · 2 nothing written: a usage error, or a rule that dropped out not named.`;

const list = (label: string, ids: string[]): string[] =>
  ids.length > 0 ? [`  ${label} (${ids.length}): ${ids.join(', ')}`] : [];

export async function applicableUpdateCommand(argv: string[], out: (line: string) => void): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        target: { type: 'string' },
        drop: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
    if (values.help) return say(out, APPLICABLE_USAGE, 0);
    if (positionals.length > 1)
      return say(out, `error: give at most one verdicts.json, got ${positionals.length}: see --help`, 2);
    if (values.target === undefined)
      return say(out, `error: name the file to rewrite: ${UPDATE} -- --target <${TARGET_NAMES.join('|')}>`, 2);
    const target = targetName(values.target);
    const file = positionals[0] ?? join(reportsDir(), 'verdicts.json');
    if (!existsSync(file)) return say(out, `error: ${shownPath(file)} does not exist: run npm run conformance first`, 2);
    const run = readVerdictsFile(file, 'run npm run conformance again to rewrite it');
    if (run.target !== target)
      return say(out, `error: the last run was against ${run.target}, not ${target}: run it against ${target} first`, 2);
    const current = loadApplicable(target);
    const old = current?.rules ?? [];
    const held = new Set(old);
    const known = new Set(allRules().map((r) => r.id));
    const added = ranRules(run.cases).filter((id) => !held.has(id) && known.has(id));
    const candidates = [...old, ...added];
    const drops = (values.drop ?? []).map((pattern) => {
      const match = picomatch(pattern);
      if (!candidates.some((id) => match(id)))
        throw new VtsError('VTS_ERR_USAGE', `--drop "${pattern}" names no rule of ${shownPath(applicablePath(target))}`);
      return match;
    });
    const named = (id: string) => drops.some((m) => m(id));
    const lost = droppedOut(run.cases, { target, rules: old });
    const unnamed = lost.map(([lacked, ids]): [string, string[]] => [lacked, ids.filter((id) => !named(id))]);
    const pending = unnamed.filter(([, ids]) => ids.length > 0);
    if (pending.length > 0)
      return say(
        out,
        [
          ...pending.map(
            ([lacked, ids]) =>
              `error: ${ids.length} rule(s) of ${shownPath(applicablePath(target))} were not applicable in the last run, lacking ${lacked}: ${ids.join(', ')}`,
          ),
          'nothing was written: give the target that data and run again, or give them up on purpose with --drop <id|glob>',
        ].join('\n'),
        2,
      );
    const gone = old.filter((id) => !known.has(id));
    const dropped = candidates.filter((id) => named(id) && known.has(id));
    const rules = candidates.filter((id) => known.has(id) && !named(id)).sort();
    // A set of parts keeps which rules have a floor: a rule dropped on purpose stays there, not recorded again.
    const selected = current?.selected && [...current.selected, ...added].filter((id) => known.has(id));
    const path = saveApplicable({ target, rules, ...(selected ? { selected } : {}) });
    const notSelected = old.filter((id) => known.has(id) && !run.cases.some((c) => c.ruleId === id)).length;
    for (const line of [
      `${shownPath(path)}: ${old.length} → ${rules.length} rules`,
      ...list(
        'added, judged by this run',
        added.filter((id) => !named(id)),
      ),
      ...list('dropped with --drop', dropped),
      ...list('dropped, no longer a rule of the harness', gone),
      ...(notSelected > 0 ? [`  kept, not selected by this run: ${notSelected}`] : []),
    ])
      out(line);
    return 0;
  } catch (err) {
    if (err instanceof VtsError || err instanceof TypeError) return say(out, `error: ${(err as Error).message}`, 2);
    throw err;
  }
}
