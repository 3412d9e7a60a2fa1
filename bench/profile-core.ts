// `npm run bench:profile`: three rounds of the in-process replay core under `node --cpu-prof`, the slowest cases of each
// round printed; VTS_PROFILE_RULES (a regular expression over rule ids) and VTS_PROFILE_ROUNDS narrow or lengthen it.
import { allRules } from '../src/rules/index.js';
import { runRules } from '../src/case/run.js';
import { replayTarget } from '../src/targets/replay.js';
import { clientFor } from '../src/case/target.js';

const rules = allRules();
const only = process.env.VTS_PROFILE_RULES;
let pattern: RegExp | undefined;
try {
  pattern = only === undefined ? undefined : new RegExp(only);
} catch {
  console.error(`VTS_PROFILE_RULES is not a regular expression: ${only} (e.g. VTS_PROFILE_RULES='^matchFace\\.')`);
  process.exit(2);
}
const selected = pattern === undefined ? rules : rules.filter((r) => pattern.test(r.id));
if (selected.length === 0) {
  console.error(`VTS_PROFILE_RULES=${only} selects no rule: npm run conformance -- --list shows the ids`);
  process.exit(2);
}
const client = clientFor({ name: 'replay' });
for (let i = 0; i < Number(process.env.VTS_PROFILE_ROUNDS ?? 3); i++) {
  const started = performance.now();
  const { results } = await runRules({ rules: selected, target: replayTarget(), seed: 1, client });
  const slow = results
    .map((r) => [r.rule.id, r.durationMs] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log(
    `round ${i}: ${selected.length} cases in ${(performance.now() - started).toFixed(0)} ms; slowest ${slow.map(([id, d]) => `${id} ${d.toFixed(0)}`).join(', ')}`,
  );
}
await client.close();
