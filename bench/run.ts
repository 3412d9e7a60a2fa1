// `npm run bench`: the speed and memory of the offline gate, measured here and never asserted in a test.
// Replay throughput (cases/s over every rule, several rounds) and the resident memory after them.
import { allRules } from '../src/rules/index.js';
import { runRules } from '../src/run.js';
import { replayTarget } from '../src/targets/replay.js';
import { clientFor } from '../src/targets/target.js';

const rounds = Number(process.env.VTS_BENCH_ROUNDS ?? 20);
const rules = allRules();
const client = clientFor({ name: 'replay' });

async function round(): Promise<number> {
  const started = performance.now();
  const { results } = await runRules({ rules, target: replayTarget(), seed: 1, client });
  const failed = results.filter((r) => r.verdict === 'harness-error');
  if (failed.length > 0) throw new Error(`replay failed: ${failed.map((r) => `${r.rule.id}: ${r.reason}`).join('\n')}`);
  return performance.now() - started;
}

await round(); // warm-up: module load, schema compilation
const times: number[] = [];
for (let i = 0; i < rounds; i++) times.push(await round());
await client.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(`replay: ${rules.length} cases per round, ${rounds} rounds`);
console.log(
  `  median round ${median.toFixed(1)} ms, ${((rules.length * 1000) / median).toFixed(0)} cases/s (min ${times[0]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms)`,
);
console.log(
  `  rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB, heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
