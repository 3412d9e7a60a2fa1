// The order the files of a project group start in. vitest starts the projects one after another and, on a clean checkout
// (CI: no timings of an earlier run), a project's largest files first; the longest self and unit files are small ones,
// so they started last and the run waited on them with two workers idle. These start first, longest first; every other
// file keeps vitest's place. Only the order changes: the same files, the same workers, the same groups.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take longest, longest first: each over 20 s in two whole runs of vitest on this machine. */
export const LONGEST = [
  'test/unit/sandbox-server/faults.test.ts',
  'test/self/package.test.ts',
  'test/self/rerecord.test.ts',
  'test/unit/sandbox-server/flow-faults.test.ts',
  'test/self/report-history.test.ts',
  'test/self/trend-runs.test.ts',
  'test/self/replay/shards.test.ts',
  'test/self/out-of-memory.test.ts',
  'test/self/hostile-vendor-hung.test.ts',
  'test/self/mutation.test.ts',
  'test/self/house.test.ts',
  'test/self/echo-canary.test.ts',
  'test/self/applicable-set.test.ts',
  'test/unit/sandbox-server/profiles.test.ts',
  'test/self/security.test.ts',
  'test/self/dotenv.test.ts',
  'test/self/receiver-flood.test.ts',
  'test/self/hostile-vendor.test.ts',
  'test/self/replay/same-verdicts.test.ts',
  'test/self/reports.test.ts',
  'test/self/sandbox-credentials.test.ts',
  'test/self/reach.test.ts',
  'test/self/baseline-fingerprint.test.ts',
  'test/self/console.test.ts',
  'test/self/baseline-merge-shards.test.ts',
  'test/unit/export/diff.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST.indexOf(relative(this.ctx.config.root, spec.moduleId).split('\\').join('/'));
      return at < 0 ? LONGEST.length : at;
    };
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    const place = new Map(sorted.map((spec, i) => [spec, i]));
    return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b) || (place.get(a) ?? 0) - (place.get(b) ?? 0));
  }
}
