// The exploration's own line in `vts doctor`: what `vts explore --target live` would send with this folder's settings
// (the operations, their budgets, the requests, about what they upload, the parses they may start), where the settings
// come from, and the operations whose valid request live cannot build (they would send nothing). Nothing is sent.
import { VtsError } from '../../base/errors.js';
import { setByConfig } from '../../base/set-by-config.js';
import { planFlow } from '../../explore/flow/plan.js';
import { probeOf } from '../../explore/generate.js';
import { SHRINK_REQUESTS } from '../../explore/shrink.js';
import { OPERATIONS, type OperationId } from '../../model/operations.js';
import { costText, measureProbes } from '../explore-dry-run.js';
import { budgetText, exploreSettings } from '../explore-settings.js';

const VARIABLES = ['VTS_EXPLORE_BUDGET', 'VTS_EXPLORE_BUDGETS', 'VTS_EXPLORE_PROPERTIES', 'VTS_EXPLORE_SKIP'];

/** Where the settings come from: the file's explore keys, the environment, or the defaults. */
function settingsSource(env: NodeJS.ProcessEnv): string {
  const given = VARIABLES.filter((v) => (env[v] ?? '').trim() !== '');
  if (given.length === 0) return 'the defaults: no explore keys in vts.config.json';
  return given.every((v) => setByConfig(v, env)) ? "vts.config.json's explore keys" : `set by ${given.join(', ')}`;
}

export interface ExplorationCheck {
  line: string;
  hints: string[];
  problems: string[];
}

/** `operation`: the doctor's --operation, which narrows the exploration too. */
export async function explorationCheck(operation: string[] | undefined, env = process.env): Promise<ExplorationCheck> {
  let settings;
  try {
    settings = exploreSettings({ ...(operation ? { operation } : {}) }, env);
  } catch (err) {
    if (!(err instanceof VtsError)) throw err;
    return { line: 'exploration: its settings are wrong (the problem below)', hints: [], problems: [err.message] };
  }
  const { operations, budgets } = settings;
  const budgetOf = (op: OperationId) => budgets[op] as number;
  const extra = (op: OperationId) => (OPERATIONS[op].flow === 'subscribe' ? 1 : 0);
  // The flow explored from an operation (its sequences as planned for one seed) costs beside its probes.
  const flows = operations.flatMap((op) => planFlow(op, budgetOf(op), 1, settings.off) ?? []);
  const requests = operations.reduce((n, op) => n + budgetOf(op) + extra(op), 0) + flows.reduce((n, f) => n + f.cost.requests, 0);
  const parses =
    operations.reduce((n, op) => n + (OPERATIONS[op].flow === 'start' ? budgetOf(op) : 0), 0) +
    flows.reduce((n, f) => n + f.cost.parses, 0);
  const head = `exploration (${settingsSource(env)}): ${operations.length} operation(s), ${budgetText(settings)}`;
  const shrink = `and up to ${SHRINK_REQUESTS} more requests a finding shrunk; vts explore --target live --dry-run lists each`;
  // About: every request uploading what the valid one does (a probe leaves a file out, or sends another).
  let valid;
  try {
    valid = (
      await measureProbes(
        'live',
        operations.map((op) => [probeOf(op, `${op}#valid`, 'coverage', [])]),
        1,
      )
    ).map((m) => m[0]);
  } catch (err) {
    if (!(err instanceof VtsError)) throw err;
    const cost = costText({ requests, uploads: 0, uploadBytes: 0, parses }).replace(', 0 uploads', '');
    return { line: `${head}: ${cost} (uploads: once the problems above are fixed), ${shrink}`, hints: [], problems: [] };
  }
  const uploads = valid.reduce((n, m, i) => n + (m?.uploads ?? 0) * budgetOf(operations[i] as OperationId), 0);
  const bytes = valid.reduce((n, m, i) => n + (m?.uploadBytes ?? 0) * budgetOf(operations[i] as OperationId), 0);
  const cost = costText({ requests, uploads, uploadBytes: bytes, parses });
  const idle = valid.flatMap((m) => (m?.notSent === undefined ? [] : [`${m.probe.operation} (${m.notSent})`]));
  return {
    line: `${head}: about ${cost}, ${shrink}`,
    hints:
      idle.length === 0
        ? []
        : [
            `exploration: ${idle.length} of ${operations.length} operations would send nothing on live: ${idle.join('; ')}; ` +
              'set them up, or leave them out with explore.skip in vts.config.json',
          ],
    problems: [],
  };
}
