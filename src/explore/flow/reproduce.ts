// `--reproduce 'flow:<machine>#<n> keep=<i,…>'`: the finding's sequence sent again as a case of its own (fresh
// transaction ids), each answer said with its state, and each broken one shown with what it breaks.
import { VtsError } from '../../base/errors.js';
import type { Target } from '../../case/target.js';
import { lazyScrubber, sensitiveValues } from '../../redaction/index.js';
import type { Client } from '../../transport/client.js';
import { requestExcerpt, responseExcerpt } from '../excerpt.js';
import { type Property, PROPERTY_TITLES } from '../types.js';
import { descText } from './commands.js';
import { stateSays } from './judge.js';
import { runSequence } from './run.js';
import { type FlowSpec, parseFlowSpec, sequenceAt } from './sequences.js';

/** Sends the spec's sequence again; exit 1 when an answer still breaks a property, 0 when none does. */
export async function reproduceFlow(
  spec: FlowSpec,
  o: { target: Target; client: Client; seed: number; off?: readonly Property[] },
  out: (line: string) => void,
): Promise<number> {
  const descs = sequenceAt(spec.machine, o.seed, spec.n);
  const beyond = (spec.keep ?? []).filter((i) => i >= descs.length);
  if (beyond.length > 0)
    throw new VtsError(
      'VTS_ERR_USAGE',
      `--reproduce: flow:${spec.machine}#${spec.n} has ${descs.length} commands (0 to ${descs.length - 1}), not ${beyond.join(', ')}: copy the finding's line whole`,
    );
  const run = await runSequence(spec.machine, descs, spec.keep, o);
  let broken = 0;
  for (const command of [-1, ...run.ran]) {
    const desc = descs[command];
    const what = desc === undefined ? 'subscribe' : descText(desc);
    const came = run.events.get(command);
    if (came !== undefined) out(`${what}: ${came ? 'came' : 'none came'}`);
    for (const seen of run.seen.filter((s) => s.command === command)) {
      out(`${what}: ${seen.step.attempts.at(-1)?.response?.status ?? 'no answer'} — ${stateSays(seen.state)}`);
      if (seen.broken.length === 0) continue;
      broken += seen.broken.length;
      const scrub = lazyScrubber(() => sensitiveValues(seen.operation, run.exchange, o.target.secrets));
      out(['', requestExcerpt(seen.step, scrub), '', responseExcerpt(seen.step, scrub), ''].join('\n'));
      for (const b of seen.broken) out(`${PROPERTY_TITLES[b.property]}: ${b.detail}`);
    }
  }
  out(
    broken > 0
      ? `reproduced: ${broken} ${broken === 1 ? 'property' : 'properties'} broken`
      : 'not reproduced: every answer holds its state',
  );
  return broken > 0 ? 1 : 0;
}

/** The flow spec a reproduce line names, or undefined when it names a probe. */
export const flowSpecOf = (text: string | undefined): FlowSpec | undefined =>
  text !== undefined && text.trim().startsWith('flow:') ? parseFlowSpec(text) : undefined;
