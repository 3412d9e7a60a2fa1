// `npm run baseline:update -- --target <t>`: accept the last run's gating deviations, keeping the reasons already written.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../errors.js';
import { type Accepted, loadBaseline, saveBaseline } from '../gate/baseline.js';
import { reportsDir } from '../paths.js';
import type { VerdictsFile } from '../report/verdicts-json.js';
import { say } from './say.js';

export const BASELINE_USAGE = `Usage: npm run baseline:update -- --target <replay|sandbox|live> [verdicts.json]

Rewrites fixtures/baseline/<target>.verdicts.json from the last run (reports/verdicts.json by default): every
violation, vendor-fault and infra verdict becomes an accepted deviation; entries that now pass are dropped; the
reasons already written are kept, new ones take the run's reason (edit them to say why the team accepts it).`;

const ACCEPTABLE = new Set(['violation', 'vendor-fault', 'infra']);

export async function baselineUpdateCommand(argv: string[], out: (line: string) => void): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { target: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help) return say(out, BASELINE_USAGE, 0);
    const file = positionals[0] ?? join(reportsDir(), 'verdicts.json');
    if (!existsSync(file))
      return say(out, `error: ${relative(process.cwd(), file)} does not exist: run npm run conformance first`, 2);
    const run: VerdictsFile = JSON.parse(readFileSync(file, 'utf8'));
    const target = values.target ?? run.target;
    if (run.target !== target)
      return say(out, `error: the last run was against ${run.target}, not ${target}: run it against ${target} first`, 2);
    if (!run.complete) return say(out, 'error: the last run is incomplete: run it to the end before accepting its verdicts', 2);
    const old = loadBaseline(target);
    const accepted: Record<string, Accepted> = {};
    for (const e of run.cases.filter((c) => ACCEPTABLE.has(c.verdict)))
      accepted[e.ruleId] = {
        verdict: e.verdict as Accepted['verdict'],
        reason: old.accepted[e.ruleId]?.reason ?? e.reason ?? e.verdict,
      };
    const path = saveBaseline({ target, accepted });
    const dropped = Object.keys(old.accepted).filter((id) => !(id in accepted));
    out(
      `${relative(process.cwd(), path)}: ${Object.keys(accepted).length} accepted deviation(s)${dropped.length ? `, dropped ${dropped.join(', ')}` : ''}`,
    );
    return 0;
  } catch (err) {
    if (err instanceof VtsError || err instanceof TypeError) return say(out, `error: ${(err as Error).message}`, 2);
    throw err;
  }
}
