// One exploration of a target in process, not gating, reproduce lines as bare specs: what the exploration self-tests
// run against the sandbox or a stand-in vendor. `close` ends the target (its sandbox, its stand-in).
import { clientFor, type Target } from '../../src/case/target.js';
import { explore } from '../../src/explore/run.js';
import type { ExploreRun } from '../../src/explore/types.js';
import type { OperationId } from '../../src/model/operations.js';

export async function exploreTarget(
  target: Target,
  close: () => Promise<unknown>,
  o: { operations: OperationId[]; budget: number; seed: number },
): Promise<ExploreRun> {
  const client = clientFor(target);
  try {
    return await explore({ ...o, target, client, concurrency: 4, gates: false, reproduce: (spec) => spec });
  } finally {
    await close();
    await client.close();
  }
}
