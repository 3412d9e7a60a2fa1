// The repository secrets a team's CI reads, by one name everywhere: the workflow `vts init` writes, docs/ci.md's
// workflows, docs/action.md and the doctor's hint (test/unit/action.test.ts holds them to it).

/** The JSON of the live test-data profile, written to a file before a live run. Not a VTS_ name: the harness never
 * reads it from the environment, and an unknown VTS_ variable is one it warns of. */
export const PROFILE_SECRET = 'CONFORMANCE_LIVE_PROFILE';
